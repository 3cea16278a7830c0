import { paths } from '../../config/paths';

/** The absolute link of a file share: share-page links are relative on the wire (api.md §1.1). */
export function fileShareLink(slug: string, origin: string = window.location.origin): string {
  return `${origin}${paths.file(slug)}`;
}
