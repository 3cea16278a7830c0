import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function interpolations(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('locales', () => {
  it('en-US and zh-CN have exactly the same keys', () => {
    expect(flattenKeys(zhCN).sort()).toEqual(flattenKeys(enUS).sort());
  });

  it('every message is a non-empty string with the same placeholders in both languages', () => {
    const lookup = (tree: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    for (const key of flattenKeys(enUS)) {
      const english = lookup(enUS, key);
      const chinese = lookup(zhCN, key);
      expect(typeof english === 'string' && english.length > 0, key).toBe(true);
      expect(typeof chinese === 'string' && chinese.length > 0, key).toBe(true);
      expect(interpolations(chinese as string), key).toEqual(interpolations(english as string));
    }
  });
});
