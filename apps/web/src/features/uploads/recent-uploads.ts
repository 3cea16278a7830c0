import { RECENT_UPLOADS_SHOWN, type FileShareDto } from '@satchel/shared';
import { readStoredValue, STORAGE_KEYS, writeStoredValue } from '../../lib/local-store';

/** What the upload page remembers of a finished upload (no secrets: never the password). */
export interface RecentUpload {
  slug: string;
  filename: string;
  size: number;
  has_password: boolean;
  expires_at: string | null;
  created_at: string;
}

function isRecentUpload(value: unknown): value is RecentUpload {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return typeof item.slug === 'string' && typeof item.filename === 'string' && typeof item.size === 'number';
}

/** The stored list, newest first; anything malformed is dropped. */
export function readRecentUploads(): RecentUpload[] {
  const raw = readStoredValue(STORAGE_KEYS.recentUploads);
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isRecentUpload).slice(0, RECENT_UPLOADS_SHOWN) : [];
  } catch {
    return [];
  }
}

/** Puts new shares first (one slug once) and keeps the latest 3 (spec §9). */
export function mergeRecentUploads(current: RecentUpload[], added: FileShareDto[]): RecentUpload[] {
  const fresh: RecentUpload[] = added.map((share) => ({
    slug: share.slug,
    filename: share.filename,
    size: share.size,
    has_password: share.has_password,
    expires_at: share.expires_at,
    created_at: share.created_at,
  }));
  const seen = new Set<string>();
  return [...fresh, ...current]
    .filter((item) => (seen.has(item.slug) ? false : (seen.add(item.slug), true)))
    .slice(0, RECENT_UPLOADS_SHOWN);
}

export function writeRecentUploads(items: RecentUpload[]): void {
  writeStoredValue(STORAGE_KEYS.recentUploads, items.length ? JSON.stringify(items) : null);
}
