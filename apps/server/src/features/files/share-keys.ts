import { FILENAME_MAX_BYTES, SHARE_KEY_RANDOM_PREFIX_LENGTH } from '@satchel/shared';
import { generateRandomString } from '../../lib/random.js';
import { normalizeVirtualPath } from '../../vfs/path.js';

/*
 * Filenames and storage keys of file shares (api.md §4.9). Keys are derived here and only here;
 * nothing a client sends is ever used as a key (api.md §4.7).
 */

/** The name stored when nothing usable is left of the client's filename. */
export const FALLBACK_FILENAME = 'file';
/** The segment of the share area below a config's `default_folder` (api.md §2.3). */
export const SHARE_AREA_SEGMENT = '.shares';

/** Cuts `value` to at most `maxBytes` of UTF-8 without splitting a character. */
export function truncateUtf8(value: string, maxBytes: number): string {
  if (Buffer.byteLength(value) <= maxBytes) return value;
  let result = '';
  let bytes = 0;
  for (const char of value) {
    const size = Buffer.byteLength(char);
    if (bytes + size > maxBytes) break;
    result += char;
    bytes += size;
  }
  return result;
}

/** Cuts a name to `maxBytes`, keeping its extension when that is short enough to keep. */
function truncateName(name: string, maxBytes: number): string {
  if (Buffer.byteLength(name) <= maxBytes) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  if (extension && Buffer.byteLength(extension) <= 16) {
    return truncateUtf8(name.slice(0, dot), maxBytes - Buffer.byteLength(extension)) + extension;
  }
  return truncateUtf8(name, maxBytes);
}

/**
 * api.md §4.9: keep the last path segment; drop control characters, `/` and `\`; trim; refuse `.`
 * and `..`; cut to 255 UTF-8 bytes; fall back to `file`.
 */
export function sanitizeFilename(input: string | null | undefined): string {
  const lastSegment = (input ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = lastSegment.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return FALLBACK_FILENAME;
  return truncateName(cleaned, FILENAME_MAX_BYTES).trim() || FALLBACK_FILENAME;
}

/** The share `path` (upload folder relative to `default_folder`), normalised: `/` or `/a/b`. Throws 400 PATH_ESCAPE. */
export function normalizeSharePath(path: string | undefined): string {
  return normalizeVirtualPath(path ?? '/', 'path');
}

/**
 * `<default_folder>/.shares/<path>/<8 random chars>-<name>`. The random prefix keeps uploads of the
 * same name apart; the name part is cut so the last segment stays a valid file name (255 bytes).
 */
export function buildShareKey(defaultFolder: string, sharePath: string, filename: string): string {
  const prefix = generateRandomString(SHARE_KEY_RANDOM_PREFIX_LENGTH);
  const name = truncateName(filename, FILENAME_MAX_BYTES - SHARE_KEY_RANDOM_PREFIX_LENGTH - 1);
  const folder = defaultFolder === '' ? '' : `${defaultFolder}/`;
  const subPath = sharePath === '/' ? '' : sharePath;
  return `${folder}${SHARE_AREA_SEGMENT}${subPath}/${prefix}-${name}`;
}
