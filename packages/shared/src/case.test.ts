import { describe, expect, it } from 'vitest';
import { camelToSnake, normalizeRequestKeys } from './case.js';

describe('camelToSnake', () => {
  it.each([
    ['maxViews', 'max_views'],
    ['s3Path', 's3_path'],
    ['targetMountId', 'target_mount_id'],
    ['already_snake', 'already_snake'],
    ['isLastPart', 'is_last_part'],
  ])('%s → %s', (input, expected) => {
    expect(camelToSnake(input)).toBe(expected);
  });
});

describe('normalizeRequestKeys (api.md §1.5)', () => {
  it('converts nested objects and arrays', () => {
    expect(normalizeRequestKeys({ targetMountId: 'm', files: [{ targetPath: '/a', fileSize: 1 }] })).toEqual({
      target_mount_id: 'm',
      files: [{ target_path: '/a', file_size: 1 }],
    });
  });

  it('lets snake_case win whichever order the keys come in', () => {
    expect(normalizeRequestKeys({ maxViews: 1, max_views: 2 })).toEqual({ max_views: 2 });
    expect(normalizeRequestKeys({ max_views: 2, maxViews: 1 })).toEqual({ max_views: 2 });
  });

  it('leaves scalars alone and does not mutate its input', () => {
    const input = { expiresAt: null };
    expect(normalizeRequestKeys(input)).toEqual({ expires_at: null });
    expect(input).toEqual({ expiresAt: null });
    expect(normalizeRequestKeys('x')).toBe('x');
    expect(normalizeRequestKeys(null)).toBeNull();
  });
});
