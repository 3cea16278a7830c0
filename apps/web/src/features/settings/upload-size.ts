import { MAX_UPLOAD_SIZE_MB_MAX, MAX_UPLOAD_SIZE_MB_MIN } from '@satchel/shared';

export const UPLOAD_SIZE_UNITS = ['KB', 'MB', 'GB'] as const;
export type UploadSizeUnit = (typeof UPLOAD_SIZE_UNITS)[number];

const KB_PER_MB = 1024;
const MB_PER_GB = 1024;

/**
 * The stored value is whole MB (api.md §3.7): GB × 1024, MB as is, KB rounded up to whole MB
 * (so a limit is never set below what was asked for).
 */
export function toMegabytes(value: number, unit: UploadSizeUnit): number {
  if (unit === 'GB') return value * MB_PER_GB;
  if (unit === 'KB') return Math.ceil(value / KB_PER_MB);
  return value;
}

export type UploadSizeErrorKey = 'settings.upload.errors.positiveInteger' | 'settings.upload.errors.tooLarge';

export type UploadSizeParse = { ok: true; megabytes: number } | { ok: false; error: UploadSizeErrorKey };

/** Spec §5: a positive integer in the chosen unit, and at most the server's maximum once in MB. */
export function parseUploadSize(raw: string, unit: UploadSizeUnit): UploadSizeParse {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return { ok: false, error: 'settings.upload.errors.positiveInteger' };
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1)
    return { ok: false, error: 'settings.upload.errors.positiveInteger' };
  const megabytes = toMegabytes(value, unit);
  if (megabytes < MAX_UPLOAD_SIZE_MB_MIN)
    return { ok: false, error: 'settings.upload.errors.positiveInteger' };
  if (megabytes > MAX_UPLOAD_SIZE_MB_MAX) return { ok: false, error: 'settings.upload.errors.tooLarge' };
  return { ok: true, megabytes };
}

/** How a stored MB value is first shown: in GB when it is a whole number of GB, else in MB. */
export function displayUploadSize(megabytes: number): { value: string; unit: UploadSizeUnit } {
  if (megabytes >= MB_PER_GB && megabytes % MB_PER_GB === 0) {
    return { value: String(megabytes / MB_PER_GB), unit: 'GB' };
  }
  return { value: String(megabytes), unit: 'MB' };
}
