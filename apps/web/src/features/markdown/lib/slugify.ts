/** A heading's anchor: lower-case letters and digits of any script, words joined by `-`. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKC')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/\s+/g, '-')
      .replace(/-{2,}/g, '-') || 'section'
  );
}

/** Hands out unique slugs for one document: `a`, `a-1`, `a-2`… */
export function createSlugger() {
  const seen = new Map<string, number>();
  return (text: string): string => {
    const base = slugify(text);
    let slug = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(slug)) {
      count += 1;
      slug = `${base}-${count}`;
    }
    seen.set(base, count);
    seen.set(slug, 0);
    return slug;
  };
}
