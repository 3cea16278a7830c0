import { describe, expect, it } from 'vitest';
import { PASTE_CONTENT_MAX_BYTES } from '../limits.js';
import { batchIdsBodySchema, createPageQuerySchema } from './lists.js';
import { createPasteBodySchema, updatePasteBodySchema, utf8ByteLength } from './pastes.js';
import { isValidCustomSlug } from './shares.js';

function firstIssueField(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) {
  expect(result.success).toBe(false);
  return result.error!.issues[0]!.path.join('.');
}

describe('paste schemas (api.md §3.3)', () => {
  it('applies the defaults and treats empty slug and password as absent', () => {
    expect(createPasteBodySchema.parse({ content: 'x', slug: '', password: '' })).toEqual({
      content: 'x',
      max_views: 0,
    });
    expect(createPasteBodySchema.parse({ content: 'x', expires_at: null, remark: '  ' })).toEqual({
      content: 'x',
      expires_at: null,
      remark: null,
      max_views: 0,
    });
  });

  it('keeps content as sent but refuses blank content', () => {
    expect(createPasteBodySchema.parse({ content: '  x  ' }).content).toBe('  x  ');
    expect(firstIssueField(createPasteBodySchema.safeParse({ content: ' \n ' }))).toBe('content');
  });

  it('counts the content limit in UTF-8 bytes', () => {
    expect(utf8ByteLength('aé€😀')).toBe(1 + 2 + 3 + 4);
    expect(utf8ByteLength('\ud800')).toBe(3);
    expect(
      createPasteBodySchema.safeParse({ content: '€'.repeat(PASTE_CONTENT_MAX_BYTES / 4) }).success,
    ).toBe(true);
    const over = '€'.repeat(Math.floor(PASTE_CONTENT_MAX_BYTES / 3) + 1);
    expect(firstIssueField(createPasteBodySchema.safeParse({ content: over }))).toBe('content');
  });

  it('custom slugs: ^[A-Za-z0-9_-]{1,64}$', () => {
    for (const slug of ['a', 'A-z_0', 'x'.repeat(64)]) expect(isValidCustomSlug(slug)).toBe(true);
    for (const slug of ['', 'x'.repeat(65), 'a b', 'a/b', 'é', 'a.b'])
      expect(isValidCustomSlug(slug)).toBe(false);
  });

  it('max_views accepts numeric strings (forms) and refuses negatives and fractions', () => {
    expect(createPasteBodySchema.parse({ content: 'x', max_views: '4' }).max_views).toBe(4);
    for (const value of [-1, '-1', 1.5, 'lots', 2 ** 31]) {
      expect(firstIssueField(createPasteBodySchema.safeParse({ content: 'x', max_views: value }))).toBe(
        'max_views',
      );
    }
  });

  it('update: "" slug means regenerate; password and clear_password exclude each other', () => {
    expect(updatePasteBodySchema.parse({ slug: '' })).toEqual({ slug: '' });
    expect(updatePasteBodySchema.parse({ clear_password: 'true' })).toEqual({ clear_password: true });
    expect(firstIssueField(updatePasteBodySchema.safeParse({ password: 'a', clear_password: true }))).toBe(
      'clear_password',
    );
  });
});

describe('list schemas (api.md §1.5)', () => {
  const pageQuery = createPageQuerySchema(10);

  it('resolves page or offset; page wins', () => {
    expect(pageQuery.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(pageQuery.parse({ page: '3', limit: '20' })).toEqual({ limit: 20, offset: 40 });
    expect(pageQuery.parse({ offset: '7', page: '2' })).toEqual({ limit: 10, offset: 10 });
    expect(pageQuery.parse({ offset: '7', limit: '' })).toEqual({ limit: 10, offset: 7 });
  });

  it('refuses out-of-range values', () => {
    expect(firstIssueField(pageQuery.safeParse({ limit: '201' }))).toBe('limit');
    expect(firstIssueField(pageQuery.safeParse({ page: '0' }))).toBe('page');
    expect(firstIssueField(pageQuery.safeParse({ offset: '1.5' }))).toBe('offset');
  });

  it('batch ids: 1-1000', () => {
    expect(batchIdsBodySchema.safeParse({ ids: ['a'] }).success).toBe(true);
    expect(firstIssueField(batchIdsBodySchema.safeParse({ ids: [] }))).toBe('ids');
    expect(firstIssueField(batchIdsBodySchema.safeParse({ ids: Array(1001).fill('a') }))).toBe('ids');
  });
});
