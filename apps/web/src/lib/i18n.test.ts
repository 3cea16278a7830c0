import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, detectLanguage, i18n } from './i18n';

describe('detectLanguage (spec §4)', () => {
  it('prefers a stored supported language', () => {
    expect(detectLanguage({ storedLanguage: 'en-US', browserLanguage: 'zh-CN' })).toBe('en-US');
    expect(detectLanguage({ storedLanguage: 'zh-CN', browserLanguage: 'en-GB' })).toBe('zh-CN');
  });

  it('uses zh-CN for any Chinese browser language', () => {
    expect(detectLanguage({ storedLanguage: null, browserLanguage: 'zh-TW' })).toBe('zh-CN');
    expect(detectLanguage({ storedLanguage: null, browserLanguage: 'zh' })).toBe('zh-CN');
  });

  it('uses en-US otherwise, and ignores an unsupported stored value', () => {
    expect(detectLanguage({ storedLanguage: null, browserLanguage: 'fr-FR' })).toBe('en-US');
    expect(detectLanguage({ storedLanguage: 'de-DE', browserLanguage: undefined })).toBe('en-US');
  });
});

describe('changeLanguage', () => {
  it('switches, stores the choice and broadcasts languageChanged', async () => {
    const listener = vi.fn();
    window.addEventListener('languageChanged', listener);
    await changeLanguage('zh-CN');
    window.removeEventListener('languageChanged', listener);

    expect(i18n.language).toBe('zh-CN');
    expect(window.localStorage.getItem('language')).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ language: 'zh-CN' });
    expect(i18n.t('admin.modules.key-management')).toBe('密钥管理');
  });

  it('falls back to zh-CN for a key a locale lacks', () => {
    expect(i18n.options.fallbackLng).toEqual(['zh-CN']);
  });
});
