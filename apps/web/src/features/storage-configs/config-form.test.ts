import type { S3ConfigDto } from '@satchel/shared';
import { describe, expect, it } from 'vitest';
import {
  applyProviderPreset,
  bytesToCapacity,
  capacityToBytes,
  configFormValuesFrom,
  emptyConfigFormValues,
  toCreateConfigBody,
  toUpdateConfigBody,
  updateConfigField,
  validateConfigForm,
} from './config-form';

const GIB = 1024 ** 3;

describe('capacity units (binary: MB = 1024², GB = 1024³, TB = 1024⁴)', () => {
  it('converts a value and unit to whole bytes', () => {
    expect(capacityToBytes('500', 'MB')).toBe(500 * 1024 ** 2);
    expect(capacityToBytes('10', 'GB')).toBe(10 * GIB);
    expect(capacityToBytes('1.5', 'TB')).toBe(1.5 * 1024 ** 4);
    expect(capacityToBytes(' 2,5 ', 'GB')).toBe(2.5 * GIB);
  });

  it('refuses empty, zero, negative and non-numeric input', () => {
    for (const text of ['', '0', '-1', 'abc', '1e3', '0.0000000001']) {
      expect(capacityToBytes(text, 'GB'), text).toBeNull();
    }
  });

  it('shows bytes in the largest exact unit', () => {
    expect(bytesToCapacity(10 * GIB)).toEqual({ value: '10', unit: 'GB' });
    expect(bytesToCapacity(5 * GIB)).toEqual({ value: '5', unit: 'GB' });
    expect(bytesToCapacity(2 * 1024 ** 4)).toEqual({ value: '2', unit: 'TB' });
    expect(bytesToCapacity(512 * 1024 ** 2)).toEqual({ value: '512', unit: 'MB' });
    expect(bytesToCapacity(1536 * 1024 ** 2)).toEqual({ value: '1.5', unit: 'GB' });
  });
});

describe('provider presets', () => {
  it('Cloudflare R2: endpoint from the account id, region auto', () => {
    let values = applyProviderPreset(emptyConfigFormValues('other'), 'r2');
    expect(values.region).toBe('auto');
    expect(values.endpointUrl).toBe('https://<account_id>.r2.cloudflarestorage.com');
    values = updateConfigField(values, 'accountId', 'abc123');
    expect(values.endpointUrl).toBe('https://abc123.r2.cloudflarestorage.com');
  });

  it('Backblaze B2 and AWS S3: endpoint from the region, following region edits', () => {
    let b2 = applyProviderPreset(emptyConfigFormValues(), 'b2');
    expect(b2.endpointUrl).toBe(`https://s3.${b2.region}.backblazeb2.com`);
    b2 = updateConfigField(b2, 'region', 'eu-central-003');
    expect(b2.endpointUrl).toBe('https://s3.eu-central-003.backblazeb2.com');

    let aws = applyProviderPreset(emptyConfigFormValues(), 'aws');
    aws = updateConfigField(aws, 'region', 'eu-west-1');
    expect(aws.endpointUrl).toBe('https://s3.eu-west-1.amazonaws.com');
  });

  it('a hand-typed endpoint is kept when the region changes', () => {
    let values = applyProviderPreset(emptyConfigFormValues(), 'aws');
    values = updateConfigField(values, 'endpointUrl', 'https://s3.custom.example');
    values = updateConfigField(values, 'region', 'ap-south-1');
    expect(values.endpointUrl).toBe('https://s3.custom.example');
  });

  it('other S3-compatible starts without an endpoint; local needs none', () => {
    expect(applyProviderPreset(emptyConfigFormValues('aws'), 'other').endpointUrl).toBe('');
    const local = {
      ...applyProviderPreset(emptyConfigFormValues(), 'local'),
      name: 'Disk',
      bucketName: 'files',
    };
    expect(validateConfigForm(local, 'create')).toEqual({});
    const body = toCreateConfigBody(local);
    expect(body).not.toHaveProperty('endpoint_url');
    expect(body).not.toHaveProperty('access_key_id');
    expect(body).not.toHaveProperty('secret_access_key');
    expect(body).not.toHaveProperty('region');
    expect(body).not.toHaveProperty('path_style');
  });

  it('a placeholder left in the endpoint fails validation', () => {
    const values = {
      ...applyProviderPreset(emptyConfigFormValues(), 'r2'),
      name: 'R2',
      bucketName: 'b',
      accessKeyId: 'id',
      secretAccessKey: 's',
    };
    expect(validateConfigForm(values, 'create').endpointUrl).toBe('storageConfig.validation.endpointInvalid');
  });
});

describe('the secret is write-only', () => {
  const stored: S3ConfigDto = {
    id: 'c1',
    name: 'Bucket',
    provider_type: 'aws',
    endpoint_url: 'https://s3.eu-west-1.amazonaws.com',
    bucket_name: 'media',
    region: 'eu-west-1',
    access_key_id: 'AKIA',
    path_style: false,
    default_folder: 'up',
    is_public: true,
    is_default: false,
    total_storage_bytes: 123_456_789,
    used_storage_bytes: 0,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    last_used: null,
  };

  it('is required on create, optional on edit, and only sent when typed', () => {
    const initial = configFormValuesFrom(stored);
    expect(initial.secretAccessKey).toBe('');
    expect(validateConfigForm(initial, 'edit')).toEqual({});
    expect(validateConfigForm(initial, 'create').secretAccessKey).toBe(
      'storageConfig.validation.secretRequired',
    );
    expect(toUpdateConfigBody(initial, initial)).not.toHaveProperty('secret_access_key');
    expect(toUpdateConfigBody({ ...initial, secretAccessKey: 'new' }, initial).secret_access_key).toBe('new');
  });

  it('an untouched odd capacity is not rewritten by its rounded display', () => {
    const initial = configFormValuesFrom(stored);
    expect(toUpdateConfigBody(initial, initial)).not.toHaveProperty('total_storage_bytes');
    expect(
      toUpdateConfigBody({ ...initial, capacity: '2', capacityUnit: 'GB' }, initial).total_storage_bytes,
    ).toBe(2 * GIB);
  });
});
