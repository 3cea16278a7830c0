import { createInstance } from 'i18next';
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
  it('counts in English with real plurals (one file, 3 files), in Chinese with one form', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en-US',
      resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
    });
    expect(i18n.t('upload.submitCount', { count: 1 })).toBe('Upload 1 file');
    expect(i18n.t('upload.submitCount', { count: 3 })).toBe('Upload 3 files');
    expect(i18n.t('fileShare.preview.pageCount', { count: 1 })).toBe('1 page');
    expect(i18n.t('fileShare.preview.morePages', { count: 20 })).toBe('Show 20 more pages');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('upload.submitCount', { count: 1 })).toBe('上传 1 个文件');
    expect(i18n.t('upload.submitCount', { count: 3 })).toBe('上传 3 个文件');
  });

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
