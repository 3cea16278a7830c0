/*
 * Headers for user content served as bytes (api.md §5.6): raw pastes, share and fs preview/download,
 * url/proxy, local-storage GET. The sandbox CSP keeps any document that slips through from running
 * scripts or reaching the app's origin; nosniff stops browsers from guessing a more dangerous type.
 */

/** The Content-Security-Policy of every user-content response (api.md §5.6). */
export const USER_CONTENT_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

/** Characters RFC 5987 lets through unencoded in `filename*` (attr-char). */
const ATTR_CHAR = /[A-Za-z0-9!#$&+.^_`|~-]/;

function encodeRfc5987(value: string): string {
  let encoded = '';
  for (const char of value) {
    if (ATTR_CHAR.test(char)) encoded += char;
    else
      for (const byte of Buffer.from(char, 'utf8'))
        encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/**
 * `inline; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII fallback for old clients (quotes,
 * backslashes and non-ASCII replaced by `_`) and the exact UTF-8 name for everyone else.
 */
export function buildContentDisposition(disposition: 'inline' | 'attachment', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(filename)}`;
}

/** The fixed §5.6 headers, for spreading into a response's headers. */
export function userContentHeaders(): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': USER_CONTENT_CSP,
  };
}
