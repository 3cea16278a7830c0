import { describe, expect, it } from 'vitest';
import { parseRangeHeader } from '../../http/byte-response.js';
import { resolveContentPolicy, resolveContentType } from '../../lib/content-types.js';
import { buildShareKey, normalizeSharePath, sanitizeFilename } from './share-keys.js';

describe('filenames and share keys (api.md §4.9)', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['a/b/c.txt', 'c.txt'],
    ['C:\\Users\\me\\x.doc', 'x.doc'],
    ['  spaced  ', 'spaced'],
    ['tab\there', 'tabhere'],
    ['.', 'file'],
    ['..', 'file'],
    ['', 'file'],
    ['dir/', 'file'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeFilename(input)).toBe(expected);
  });

  it('cuts to 255 UTF-8 bytes without splitting characters, keeping the extension', () => {
    const name = sanitizeFilename(`${'é'.repeat(200)}.txt`);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(255);
    expect(name.endsWith('.txt')).toBe(true);
    expect(name).not.toContain('\ufffd');
  });

  it('builds keys under the .shares area with a random prefix and a valid last segment', () => {
    expect(buildShareKey('', '/', 'a.txt')).toMatch(/^\.shares\/[A-Za-z0-9]{8}-a\.txt$/);
    expect(buildShareKey('team/docs', '/x/y', 'a.txt')).toMatch(
      /^team\/docs\/\.shares\/x\/y\/[A-Za-z0-9]{8}-a\.txt$/,
    );
    const long = buildShareKey('', '/', `${'a'.repeat(255)}`);
    expect(Buffer.byteLength(long.split('/').pop()!)).toBeLessThanOrEqual(255);
    expect(buildShareKey('', '/', 'a.txt')).not.toBe(buildShareKey('', '/', 'a.txt'));
  });

  it('normalises the share path like every virtual path', () => {
    expect(normalizeSharePath(undefined)).toBe('/');
    expect(normalizeSharePath('a//b/../c/')).toBe('/a/c');
    expect(normalizeSharePath('/a/%2e%2e')).toBe('/a/%2e%2e');
    expect(() => normalizeSharePath('/..')).toThrow();
    expect(() => normalizeSharePath('/a\\b')).toThrow();
  });
});

describe('content types (api.md §3.4, §5.6)', () => {
  it('takes the extension first, then a valid hint', () => {
    expect(resolveContentType('a.PNG', 'text/html')).toBe('image/png');
    expect(resolveContentType('a.weird', 'Application/X-Thing; charset=x')).toBe('application/x-thing');
    expect(resolveContentType('a', '<script>')).toBe('application/octet-stream');
  });

  it.each([
    ['image/png', 'inline', 'image/png', 'inline'],
    ['image/svg+xml', 'inline', 'text/plain; charset=utf-8', 'inline'],
    ['text/html', 'inline', 'text/plain; charset=utf-8', 'inline'],
    ['application/xhtml+xml', 'inline', 'text/plain; charset=utf-8', 'inline'],
    ['text/javascript', 'inline', 'text/plain; charset=utf-8', 'inline'],
    ['application/json', 'inline', 'text/plain; charset=utf-8', 'inline'],
    ['video/mp4', 'inline', 'video/mp4', 'inline'],
    ['audio/mpeg', 'inline', 'audio/mpeg', 'inline'],
    ['application/pdf', 'inline', 'application/pdf', 'inline'],
    ['application/zip', 'inline', 'application/zip', 'attachment'],
    ['text/html', 'attachment', 'text/html', 'attachment'],
  ] as const)('%s requested %s → %s %s', (type, requested, contentType, disposition) => {
    expect(resolveContentPolicy(type, requested)).toEqual({ contentType, disposition });
  });
});

describe('Range parsing', () => {
  it.each([
    [undefined, 10, { kind: 'none' }],
    ['bytes=0-0', 10, { kind: 'range', range: { start: 0, end: 0 } }],
    ['bytes=5-', 10, { kind: 'range', range: { start: 5, end: 9 } }],
    ['bytes=-4', 10, { kind: 'range', range: { start: 6, end: 9 } }],
    ['bytes=-40', 10, { kind: 'range', range: { start: 0, end: 9 } }],
    ['bytes=3-100', 10, { kind: 'range', range: { start: 3, end: 9 } }],
    ['bytes=10-', 10, { kind: 'unsatisfiable' }],
    ['bytes=-0', 10, { kind: 'unsatisfiable' }],
    ['bytes=0-1,3-4', 10, { kind: 'none' }],
    ['items=0-1', 10, { kind: 'none' }],
    ['bytes=5-2', 10, { kind: 'none' }],
  ] as const)('%j of %d bytes', (header, size, expected) => {
    expect(parseRangeHeader(header, size)).toEqual(expected);
  });
});
