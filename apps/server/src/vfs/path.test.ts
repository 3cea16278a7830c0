import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.js';
import {
  decodeUrlPath,
  findChildTowards,
  isPathWithin,
  isStrictAncestor,
  normalizeVirtualPath,
} from './path.js';

function expectPathEscape(action: () => unknown, field = 'path') {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('PATH_ESCAPE');
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).data).toEqual({ field });
    expect((error as AppError).message).toContain(field);
    return;
  }
  throw new Error('expected a PATH_ESCAPE error');
}

describe('normalizeVirtualPath (api.md §2.3, literal values)', () => {
  it.each([
    ['/base/a/../b', '/base/b'],
    ['//base///a', '/base/a'],
    ['base/a', '/base/a'],
    ['/base/./a/.', '/base/a'],
    ['/base/a/', '/base/a'],
    ['/', '/'],
    ['', '/'],
    ['///', '/'],
    ['/base/..', '/'],
    ['/a b/ü/文件', '/a b/ü/文件'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeVirtualPath(input)).toBe(expected);
  });

  it('keeps percent sequences literal: fs /base/%2e%2e is a file named %2e%2e', () => {
    expect(normalizeVirtualPath('/base/%2e%2e')).toBe('/base/%2e%2e');
    expect(normalizeVirtualPath('/base/a%2Fb')).toBe('/base/a%2Fb');
  });

  it.each(['/..', '/base/../..', '..', '/a/../../b'])('rejects %j as an escape above /', (input) => {
    expectPathEscape(() => normalizeVirtualPath(input));
  });

  it.each(['/base\\..\\x', '/a\\b', '/a\u0000b', '/a\nb', '/a\u001fb', '/a\u007fb'])(
    'rejects backslash and control characters in %j',
    (input) => {
      expectPathEscape(() => normalizeVirtualPath(input));
    },
  );

  it('names the field in the error', () => {
    expectPathEscape(() => normalizeVirtualPath('/..', 'basic_path'), 'basic_path');
  });
});

describe('decodeUrlPath (api.md §5.9, dav paths)', () => {
  it('decodes exactly once: %2e%2e becomes .. and is then resolved', () => {
    expect(decodeUrlPath('/base/%2e%2e/x')).toBe('/x');
  });

  it('double-encoded %252e%252e becomes the literal name %2e%2e, never ..', () => {
    expect(decodeUrlPath('/base/%252e%252e')).toBe('/base/%2e%2e');
  });

  it('rejects an encoded slash inside a segment', () => {
    expectPathEscape(() => decodeUrlPath('/base/a%2Fb'));
    expectPathEscape(() => decodeUrlPath('/base/a%2fb'));
  });

  it('rejects malformed escapes and decoded control characters', () => {
    expectPathEscape(() => decodeUrlPath('/base/%E0%A4%A'));
    expectPathEscape(() => decodeUrlPath('/base/a%00b'));
    expectPathEscape(() => decodeUrlPath('/base/a%5Cb'));
  });

  it('decodes UTF-8 names', () => {
    expect(decodeUrlPath('/base/%E6%96%87%E4%BB%B6')).toBe('/base/文件');
  });
});

describe('containment', () => {
  it('allows the base and everything below it at a segment boundary', () => {
    expect(isPathWithin('/base', '/base')).toBe(true);
    expect(isPathWithin('/base/x', '/base')).toBe(true);
    expect(isPathWithin('/base/x/y', '/base')).toBe(true);
  });

  it('never treats /base2 as inside /base', () => {
    expect(isPathWithin('/base2', '/base')).toBe(false);
    expect(isPathWithin('/base2/x', '/base')).toBe(false);
    expect(isPathWithin('/', '/base')).toBe(false);
  });

  it('puts everything inside the root base', () => {
    expect(isPathWithin('/', '/')).toBe(true);
    expect(isPathWithin('/anything/at/all', '/')).toBe(true);
  });

  it('knows strict ancestors and the one child leading toward the base', () => {
    expect(isStrictAncestor('/', '/base/a')).toBe(true);
    expect(isStrictAncestor('/base', '/base/a')).toBe(true);
    expect(isStrictAncestor('/base/a', '/base/a')).toBe(false);
    expect(isStrictAncestor('/bas', '/base/a')).toBe(false);
    expect(findChildTowards('/', '/base/a')).toBe('/base');
    expect(findChildTowards('/base', '/base/a/b')).toBe('/base/a');
    expect(findChildTowards('/other', '/base/a')).toBeNull();
  });
});
