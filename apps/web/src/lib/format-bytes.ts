const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * A byte count for people: binary steps (1 KB = 1024 B, as the upload limit and capacities count),
 * at most one decimal, none for bytes. Negative or non-finite input counts as 0.
 */
export function formatBytes(bytes: number, language?: string): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unitIndex = 0;
  while (value >= 1024 && unitIndex < UNITS.length - 1) {
    value /= 1024;
    unitIndex += 1;
  }
  // 1023.96 MB would print as "1,024 MB": step up once rounding reaches the next unit.
  if (unitIndex > 0 && unitIndex < UNITS.length - 1 && Math.round(value) >= 1024) {
    value /= 1024;
    unitIndex += 1;
  }
  const digits = unitIndex === 0 ? 0 : value >= 100 ? 0 : 1;
  const text = new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  return `${text} ${UNITS[unitIndex]}`;
}
