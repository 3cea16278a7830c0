import { MIB } from '@satchel/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyUploadFormValues,
  hasValidationErrors,
  isSlugEnabled,
  toUploadShareOptions,
  validateUploadBatch,
  type UploadFormValues,
} from './upload-options';

const formatBytes = (bytes: number) => `${bytes} B`;
const storage = { total_storage_bytes: 100 * MIB, used_storage_bytes: 40 * MIB };

function validate(
  files: Array<{ name: string; size: number }>,
  values: Partial<UploadFormValues> = {},
  options: { maxUploadSizeMb?: number; storage?: typeof storage | null } = {},
) {
  return validateUploadBatch({
    files,
    values: { ...emptyUploadFormValues('cfg'), ...values },
    maxUploadSizeMb: options.maxUploadSizeMb ?? 10,
    storage: options.storage === undefined ? storage : options.storage,
    formatBytes,
  });
}

describe('upload validation (spec §5)', () => {
  it('accepts files within the size limit and the free space', () => {
    const result = validate([{ name: 'a.txt', size: 10 * MIB }]);
    expect(hasValidationErrors(result)).toBe(false);
  });

  it('flags each file over max_upload_size (MB × 1,048,576), not the others', () => {
    const result = validate([
      { name: 'ok.bin', size: 10 * MIB },
      { name: 'big.bin', size: 10 * MIB + 1 },
    ]);
    expect(result.files[0]).toBeNull();
    expect(result.files[1]).toEqual({
      key: 'upload.validation.tooLarge',
      values: { name: 'big.bin', limit: `${10 * MIB} B` },
    });
    expect(hasValidationErrors(result)).toBe(true);
  });

  it('refuses negative max views and anything that is not a whole number', () => {
    expect(validate([], { maxViews: '-1' }).fields.maxViews?.key).toBe('upload.validation.maxViewsNegative');
    expect(validate([], { maxViews: '1.5' }).fields.maxViews?.key).toBe('upload.validation.maxViewsInteger');
    expect(validate([], { maxViews: 'abc' }).fields.maxViews?.key).toBe('upload.validation.maxViewsInteger');
    expect(validate([], { maxViews: '' }).fields.maxViews).toBeUndefined();
    expect(validate([], { maxViews: '0' }).fields.maxViews).toBeUndefined();
    expect(validate([], { maxViews: '5' }).fields.maxViews).toBeUndefined();
  });

  it('reports insufficient storage when the batch outgrows the free space of the chosen config', () => {
    // 60 MiB free: two files of 35 MiB each fit the size limit but not together.
    const result = validate(
      [
        { name: 'a', size: 35 * MIB },
        { name: 'b', size: 35 * MIB },
      ],
      {},
      { maxUploadSizeMb: 50 },
    );
    expect(result.storage).toEqual({
      key: 'upload.validation.insufficientStorage',
      values: { needed: `${70 * MIB} B`, available: `${60 * MIB} B` },
    });
  });

  it('says when a file is bigger than the bucket capacity itself', () => {
    const result = validate([{ name: 'huge', size: 101 * MIB }], {}, { maxUploadSizeMb: 1000 });
    expect(result.storage?.key).toBe('upload.validation.exceedsCapacity');
  });

  it('counts an over-full config (used > total) as no free space', () => {
    const result = validate(
      [{ name: 'a', size: 1 }],
      {},
      { storage: { total_storage_bytes: 10, used_storage_bytes: 20 } },
    );
    expect(result.storage?.key).toBe('upload.validation.insufficientStorage');
  });

  it('needs a storage config', () => {
    expect(validate([{ name: 'a', size: 1 }], {}, { storage: null }).fields.s3ConfigId?.key).toBe(
      'upload.validation.noStorage',
    );
  });

  it('checks the custom suffix characters, for a single file only', () => {
    expect(validate([{ name: 'a', size: 1 }], { slug: 'bad slug!' }).fields.slug?.key).toBe(
      'upload.validation.slugCharacters',
    );
    expect(validate([{ name: 'a', size: 1 }], { slug: 'good_slug-1' }).fields.slug).toBeUndefined();
    // With several files the suffix is not used, so it is not checked either.
    expect(
      validate(
        [
          { name: 'a', size: 1 },
          { name: 'b', size: 1 },
        ],
        { slug: 'bad slug!' },
      ).fields.slug,
    ).toBeUndefined();
  });
});

describe('batch options', () => {
  it('disables the custom suffix for more than one file', () => {
    expect(isSlugEnabled(0)).toBe(true);
    expect(isSlugEnabled(1)).toBe(true);
    expect(isSlugEnabled(2)).toBe(false);
  });

  it('builds the wire options: expiry preset in hours, suffix only for one file', () => {
    const values: UploadFormValues = {
      s3ConfigId: 'cfg',
      slug: ' my-file ',
      path: ' docs ',
      remark: ' hello ',
      password: 'pw',
      expiryPreset: '7d',
      maxViews: '3',
    };
    expect(toUploadShareOptions(values, 1)).toEqual({
      s3ConfigId: 'cfg',
      slug: 'my-file',
      path: 'docs',
      remark: 'hello',
      password: 'pw',
      expiresIn: 168,
      maxViews: 3,
    });
    expect(toUploadShareOptions(values, 2).slug).toBeUndefined();
    expect(toUploadShareOptions({ ...values, expiryPreset: 'never', maxViews: '' }, 1)).toMatchObject({
      expiresIn: 0,
      maxViews: 0,
    });
    expect(toUploadShareOptions({ ...values, expiryPreset: '1h' }, 1).expiresIn).toBe(1);
    expect(toUploadShareOptions({ ...values, expiryPreset: '1d' }, 1).expiresIn).toBe(24);
    expect(toUploadShareOptions({ ...values, expiryPreset: '30d' }, 1).expiresIn).toBe(720);
  });
});
