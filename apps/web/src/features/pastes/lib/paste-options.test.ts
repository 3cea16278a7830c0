import { describe, expect, it } from 'vitest';
import {
  defaultPasteOptions,
  expiresAtFromPreset,
  toCreatePasteBody,
  validateMaxViews,
  validatePasteForm,
  validateSlug,
} from './paste-options';
import { shareableRawLink, shareLink } from './share-links';

const NOW = new Date('2025-06-08T09:30:00.000Z');

describe('expiry presets → absolute expires_at (api.md §4.2)', () => {
  it.each([
    ['1h', '2025-06-08T10:30:00.000Z'],
    ['1d', '2025-06-09T09:30:00.000Z'],
    ['7d', '2025-06-15T09:30:00.000Z'],
    ['30d', '2025-07-08T09:30:00.000Z'],
  ] as const)('%s from now', (preset, expected) => {
    expect(expiresAtFromPreset(preset, NOW)).toBe(expected);
  });

  it('never is null', () => {
    expect(expiresAtFromPreset('never', NOW)).toBeNull();
  });
});

describe('editor options validation (spec §5)', () => {
  it('refuses empty or blank content', () => {
    expect(validatePasteForm('', defaultPasteOptions()).content).toBe('paste.validation.contentRequired');
    expect(validatePasteForm(' \n\t ', defaultPasteOptions()).content).toBe(
      'paste.validation.contentRequired',
    );
    expect(validatePasteForm('# ok', defaultPasteOptions())).toEqual({});
  });

  it('allows only letters, numbers, - and _ in the link suffix', () => {
    expect(validateSlug('')).toBeUndefined();
    expect(validateSlug('My_note-2025')).toBeUndefined();
    for (const bad of ['has space', 'slash/', 'dot.md', 'ümlaut', '中文', 'semi;colon', '?q']) {
      expect(validateSlug(bad), bad).toBe('paste.validation.slugCharacters');
    }
    expect(validateSlug('a'.repeat(64))).toBeUndefined();
    expect(validateSlug('a'.repeat(65))).toBe('paste.validation.slugTooLong');
  });

  it('takes max views as a whole number ≥ 0 and refuses negative ones', () => {
    expect(validateMaxViews('')).toBeUndefined();
    expect(validateMaxViews('0')).toBeUndefined();
    expect(validateMaxViews(' 25 ')).toBeUndefined();
    expect(validateMaxViews('-1')).toBe('paste.validation.maxViewsNegative');
    expect(validateMaxViews('-0.5')).toBe('paste.validation.maxViewsNegative');
    expect(validateMaxViews('1.5')).toBe('paste.validation.maxViewsInteger');
    expect(validateMaxViews('ten')).toBe('paste.validation.maxViewsInteger');
    expect(validateMaxViews('99999999999')).toBe('paste.validation.maxViewsTooLarge');
  });

  it('reports every invalid field at once', () => {
    const errors = validatePasteForm('', { ...defaultPasteOptions(), slug: 'bad slug', maxViews: '-3' });
    expect(errors).toEqual({
      content: 'paste.validation.contentRequired',
      slug: 'paste.validation.slugCharacters',
      maxViews: 'paste.validation.maxViewsNegative',
    });
  });
});

describe('create body', () => {
  it('sends only what was filled in, with an absolute expiry', () => {
    expect(toCreatePasteBody('# hi', { ...defaultPasteOptions(), expiry: '1d' }, NOW)).toEqual({
      content: '# hi',
      expires_at: '2025-06-09T09:30:00.000Z',
      max_views: 0,
    });
    expect(
      toCreatePasteBody(
        'x',
        { remark: ' note ', slug: 'my-note', password: 'pw', expiry: 'never', maxViews: '3' },
        NOW,
      ),
    ).toEqual({
      content: 'x',
      remark: 'note',
      slug: 'my-note',
      password: 'pw',
      expires_at: null,
      max_views: 3,
    });
  });
});

describe('share links (api.md §1.1, §4.4)', () => {
  it('prefixes the relative url with the app origin', () => {
    expect(shareLink({ url: '/paste/abc', slug: 'abc' }, 'https://satchel.test')).toBe(
      'https://satchel.test/paste/abc',
    );
  });

  it('never offers a raw link with a password in it', () => {
    expect(shareableRawLink({ has_password: false, raw_url: 'https://s.test/api/raw/a' })).toBe(
      'https://s.test/api/raw/a',
    );
    expect(shareableRawLink({ has_password: true, raw_url: 'https://s.test/api/raw/a' })).toBeNull();
    expect(shareableRawLink({ has_password: true, raw_url: 'https://s.test/api/raw/a?token=t' })).toBe(
      'https://s.test/api/raw/a?token=t',
    );
    expect(
      shareableRawLink({ has_password: true, raw_url: 'https://s.test/api/raw/a?password=secret' }),
    ).toBeNull();
  });
});
