import { paths } from '../../../config/paths';

/** The share page link: this app's origin plus the relative `url` (api.md §1.1). */
export function shareLink(
  urlOrSlug: { url?: string; slug: string },
  origin: string = window.location.origin,
): string {
  const path = urlOrSlug.url && urlOrSlug.url.startsWith('/') ? urlOrSlug.url : paths.paste(urlOrSlug.slug);
  return `${origin}${path}`;
}

/**
 * The raw link to offer (api.md §4.4): never one with a password in it. A paste without a password
 * has a tokenless raw URL; a protected one only has its token URL after unlocking (null before).
 */
export function shareableRawLink(paste: { has_password: boolean; raw_url?: string | null }): string | null {
  if (!paste.raw_url) return null;
  let url: URL;
  try {
    url = new URL(paste.raw_url);
  } catch {
    return null;
  }
  if (url.searchParams.has('password')) return null;
  if (paste.has_password && !url.searchParams.has('token')) return null;
  return paste.raw_url;
}
