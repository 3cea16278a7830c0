import { describe, expect, it } from 'vitest';
import { GIB } from '../limits.js';
import { commitUploadBodySchema, updateFileShareBodySchema, uploadFieldsSchema } from './files.js';
import {
  checkS3ConfigFields,
  createS3ConfigBodySchema,
  defaultCapacityBytes,
  type S3ConfigFields,
} from './s3-configs.js';

const S3_FIELDS: S3ConfigFields = {
  name: 'r2',
  provider_type: 'r2',
  endpoint_url: 'https://x.r2.cloudflarestorage.com',
  bucket_name: 'b',
  region: 'auto',
  access_key_id: 'id',
  has_secret: true,
  path_style: false,
  default_folder: '',
  is_public: false,
  total_storage_bytes: 1,
};

describe('storage config schemas (api.md §3.5)', () => {
  it('defaults capacity by provider', () => {
    expect(defaultCapacityBytes('r2')).toBe(10 * GIB);
    expect(defaultCapacityBytes('local')).toBe(10 * GIB);
    expect(defaultCapacityBytes('aws')).toBe(5 * GIB);
  });

  it('requires endpoint and keys unless local; checks local bucket names', () => {
    expect(checkS3ConfigFields(S3_FIELDS)).toBeNull();
    expect(checkS3ConfigFields({ ...S3_FIELDS, endpoint_url: null })?.field).toBe('endpoint_url');
    expect(checkS3ConfigFields({ ...S3_FIELDS, has_secret: false })?.field).toBe('secret_access_key');
    const local = {
      ...S3_FIELDS,
      provider_type: 'local' as const,
      endpoint_url: null,
      access_key_id: null,
      has_secret: false,
    };
    expect(checkS3ConfigFields({ ...local, bucket_name: 'default' })).toBeNull();
    for (const bucket of ['..', '.x', 'UPPER', 'a/b', 'x'.repeat(64)]) {
      expect(checkS3ConfigFields({ ...local, bucket_name: bucket })?.field).toBe('bucket_name');
    }
  });

  it('treats empty optional strings as absent and keeps secrets untrimmed', () => {
    const parsed = createS3ConfigBodySchema.parse({
      name: ' n ',
      provider_type: 'other',
      bucket_name: 'b',
      endpoint_url: '',
      secret_access_key: ' s ',
    });
    expect(parsed).toMatchObject({
      name: 'n',
      endpoint_url: undefined,
      secret_access_key: ' s ',
      path_style: false,
    });
  });
});

describe('file share schemas (api.md §3.4)', () => {
  it('parses form strings: numbers, empty slug and password', () => {
    expect(
      uploadFieldsSchema.parse({ expires_in: '24', max_views: '3', slug: '', password: '' }),
    ).toMatchObject({
      expires_in: 24,
      max_views: 3,
      slug: undefined,
      password: undefined,
    });
  });

  it.each([
    { expires_in: '87601' },
    { expires_in: '-1' },
    { max_views: '-1' },
    { slug: 'a b' },
    { expires_in: '1.5' },
  ])('refuses %j', (fields) => {
    expect(uploadFieldsSchema.safeParse(fields).success).toBe(false);
  });

  it('commit requires file_id; update refuses password with clear_password', () => {
    expect(commitUploadBodySchema.safeParse({}).success).toBe(false);
    expect(updateFileShareBodySchema.safeParse({ password: 'x', clear_password: true }).success).toBe(false);
    expect(updateFileShareBodySchema.parse({ expires_at: null, expires_in: 0 })).toMatchObject({
      expires_at: null,
      expires_in: 0,
    });
  });
});
