/** Converts `camelCase` to `snake_case` mechanically (`s3Path` → `s3_path`, `maxViews` → `max_views`). */
export function camelToSnake(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/**
 * Accepts the camelCase form of every request field, nested objects and arrays included (api.md §1.5).
 * When both forms are sent, snake_case wins. Returns a new value; the input is not changed.
 */
export function normalizeRequestKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeRequestKeys);
  if (value === null || typeof value !== 'object') return value;
  const input = value as Record<string, unknown>;
  const output: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(input)) {
    const snake = camelToSnake(key);
    if (snake !== key && Object.prototype.hasOwnProperty.call(input, snake)) continue;
    output[snake] = normalizeRequestKeys(entry);
  }
  return output;
}
