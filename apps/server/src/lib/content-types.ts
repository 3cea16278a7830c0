import { lookup } from 'mime-types';

/*
 * Content types of stored files: the type of an upload comes from its extension (api.md §3.4), and
 * what a browser may render inline is an allowlist (api.md §5.6).
 */

export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';
export const PLAIN_TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';

/** `type/subtype` with RFC 6838 token characters; parameters are dropped elsewhere. */
const MEDIA_TYPE_PATTERN = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/** Images a browser may show inline; SVG is deliberately absent (it can carry scripts). */
const INLINE_IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);

/** `Type/Sub; charset=x` → `type/sub`, or null when it is not a well-formed media type. */
export function parseMediaType(value: string | null | undefined): string | null {
  if (!value) return null;
  const essence = value.split(';')[0]!.trim().toLowerCase();
  return MEDIA_TYPE_PATTERN.test(essence) ? essence : null;
}

/**
 * The stored type of a file (api.md §3.4): from the extension; for an unknown extension the client's
 * hint when it is a valid media type; else `application/octet-stream`.
 */
export function resolveContentType(filename: string, hint?: string | null): string {
  const fromExtension = filename.includes('.') ? lookup(filename) : false;
  if (fromExtension) return fromExtension;
  return parseMediaType(hint) ?? FALLBACK_CONTENT_TYPE;
}

/** Types that are text to a human, even when their type does not start with `text/`. */
function isTextual(mediaType: string): boolean {
  if (mediaType.startsWith('text/')) return true;
  if (/\+(xml|json)$/.test(mediaType)) return true;
  return [
    'application/json',
    'application/xml',
    'application/javascript',
    'application/ecmascript',
    'application/x-javascript',
    'application/x-sh',
    'application/x-httpd-php',
    'application/sql',
    'application/toml',
    'application/yaml',
    'application/x-yaml',
    'application/xhtml+xml',
  ].includes(mediaType);
}

/** HTML, SVG and XML are never rendered from storage URLs: presigned GETs for them download (api.md §5.6). */
export function isActiveDocumentType(contentType: string | null | undefined): boolean {
  const mediaType = parseMediaType(contentType);
  if (!mediaType) return false;
  return (
    mediaType === 'text/html' ||
    mediaType === 'application/xhtml+xml' ||
    mediaType === 'image/svg+xml' ||
    mediaType === 'text/xml' ||
    mediaType === 'application/xml' ||
    mediaType.endsWith('+xml')
  );
}

/** How one piece of user content is sent. */
export interface ContentPolicy {
  contentType: string;
  disposition: 'inline' | 'attachment';
}

/**
 * The §5.6 allowlist. An attachment keeps its type (it is never rendered). Inline, only
 * `image/{png,jpeg,gif,webp,avif,bmp}`, `video/*`, `audio/*`, `application/pdf` and `text/plain`
 * keep their type; other textual types (HTML, XHTML, SVG, XML, JavaScript included) become
 * `text/plain; charset=utf-8`; everything else becomes an attachment.
 */
export function resolveContentPolicy(
  contentType: string | null | undefined,
  requested: 'inline' | 'attachment',
): ContentPolicy {
  const mediaType = parseMediaType(contentType) ?? FALLBACK_CONTENT_TYPE;
  if (requested === 'attachment') return { contentType: mediaType, disposition: 'attachment' };
  if (mediaType === 'text/plain') return { contentType: PLAIN_TEXT_CONTENT_TYPE, disposition: 'inline' };
  if (
    INLINE_IMAGE_TYPES.has(mediaType) ||
    mediaType.startsWith('video/') ||
    mediaType.startsWith('audio/') ||
    mediaType === 'application/pdf'
  ) {
    return { contentType: mediaType, disposition: 'inline' };
  }
  if (isTextual(mediaType) || mediaType === 'image/svg+xml') {
    return { contentType: PLAIN_TEXT_CONTENT_TYPE, disposition: 'inline' };
  }
  return { contentType: mediaType, disposition: 'attachment' };
}
