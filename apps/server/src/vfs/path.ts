import { AppError } from '../lib/app-error.js';

/*
 * Virtual path rules (api.md §2.3). Every virtual path goes through `normalizeVirtualPath`; URL paths
 * (the /dav request path and Destination) are first decoded exactly once with `decodeUrlPath`.
 * JSON, form and query values are literal: `%2e%2e` stays a file name, never `..`.
 */

export const ROOT_PATH = '/';

// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

function pathError(field: string, message: string): AppError {
  return new AppError('PATH_ESCAPE', `${field} ${message}`, { field });
}

/**
 * Normalises a literal virtual path: rejects NUL, control characters and `\`; forces a leading `/`;
 * collapses runs of `/`; resolves `.` and `..`; drops a trailing `/` except on the root.
 * Throws 400 PATH_ESCAPE (naming `field`) for a forbidden character or a `..` above `/`.
 */
export function normalizeVirtualPath(input: string, field = 'path'): string {
  if (FORBIDDEN_CHARACTERS.test(input)) {
    throw pathError(field, 'must not contain control characters or backslashes');
  }
  const segments: string[] = [];
  for (const segment of input.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) throw pathError(field, 'must not go above /');
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  return ROOT_PATH + segments.join('/');
}

/**
 * Percent-decodes a URL path exactly once, segment by segment, and normalises the result. An encoded
 * `/` (`%2F`) inside a segment and malformed escapes get 400: a segment must stay one segment.
 * `%252e%252e` becomes the literal name `%2e%2e`, never `..`.
 */
export function decodeUrlPath(rawPath: string, field = 'path'): string {
  const decoded = rawPath.split('/').map((segment) => {
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      throw pathError(field, 'contains a malformed percent-encoding');
    }
    if (value.includes('/')) throw pathError(field, 'must not contain an encoded slash (%2F)');
    return value;
  });
  return normalizeVirtualPath(decoded.join('/'), field);
}

/**
 * Containment (api.md §2.3): `path` is inside `base` when base is `/`, equal to it, or below it at a
 * segment boundary. Both must already be normalised. `/base2` is not inside `/base`.
 */
export function isPathWithin(path: string, base: string): boolean {
  return base === ROOT_PATH || path === base || path.startsWith(`${base}/`);
}

/** True when `path` is a strict ancestor of `base` (it may only be listed and read, api.md §2.3). */
export function isStrictAncestor(path: string, base: string): boolean {
  return path !== base && isPathWithin(base, path);
}

/**
 * For a strict ancestor of `base`, the one child that leads toward `base`
 * (`/a` and `/a/b/c` → `/a/b`); null otherwise.
 */
export function findChildTowards(ancestor: string, base: string): string | null {
  if (!isStrictAncestor(ancestor, base)) return null;
  const prefix = ancestor === ROOT_PATH ? ROOT_PATH : `${ancestor}/`;
  const nextSegment = base.slice(prefix.length).split('/')[0];
  return prefix + nextSegment;
}
