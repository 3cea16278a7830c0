/**
 * Which URLs rendered Markdown may carry (api.md §5.7): never `javascript:`, `vbscript:` or `file:`,
 * and `data:` only for raster images in `<img>`. Checked on the form a browser would act on.
 */

const SCRIPTABLE_SCHEME = /^(?:javascript|vbscript|livescript|file|data):/;
const SAFE_DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp|avif|bmp)[;,]/;

/**
 * The URL as a browser reads its scheme: percent-decoded once, without the whitespace and control
 * characters that URL parsing drops (`java\tscript:` is `javascript:`), lower-cased.
 */
export function normalizeUrlForCheck(url: string): string {
  let value = url;
  try {
    value = decodeURIComponent(value);
  } catch {
    // Malformed escapes stay as they are; the check below still applies.
  }
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u00a0\u200b-\u200d\u2028\u2029\ufeff]/g, '').toLowerCase();
}

/** True when `url` may be a link target (`<a href>`). */
export function isSafeLinkUrl(url: string): boolean {
  return !SCRIPTABLE_SCHEME.test(normalizeUrlForCheck(url));
}

/** True when `url` may be an image source: safe links plus `data:` raster images. */
export function isSafeImageUrl(url: string): boolean {
  const normalized = normalizeUrlForCheck(url);
  return !SCRIPTABLE_SCHEME.test(normalized) || SAFE_DATA_IMAGE.test(normalized);
}

/** Absolute http(s) or protocol-relative links open in a new tab without a referrer. */
export function isExternalUrl(url: string): boolean {
  return /^(?:https?:)?\/\//i.test(url.trim());
}

export const EXTERNAL_LINK_REL = 'noopener noreferrer nofollow';
