/**
 * Timestamps on the wire (api.md §1.5): ISO-8601 with a time and `Z` or an offset. Date-only or
 * unparsable input is rejected. Returns the UTC instant, or null when the input is not acceptable.
 */
export function parseTimestamp(value: string): Date | null {
  const isoWithZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
  if (!isoWithZone.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The one timestamp format: ISO-8601 UTC with milliseconds and `Z`. */
export function formatTimestamp(date: Date): string {
  return date.toISOString();
}
