import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from '../i18n/locales/en-US.json';
import zhCN from '../i18n/locales/zh-CN.json';
import { dispatchAppEvent, LANGUAGE_CHANGED_EVENT } from './events';
import { getStoredLanguage, setStoredLanguage } from './local-store';

export const SUPPORTED_LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
/** Used for any key a locale lacks (spec §9). */
export const FALLBACK_LANGUAGE: Language = 'zh-CN';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Spec §4: the stored language, else zh-CN for a Chinese browser, else en-US. */
export function detectLanguage(inputs: {
  storedLanguage: string | null | undefined;
  browserLanguage: string | null | undefined;
}): Language {
  if (isSupportedLanguage(inputs.storedLanguage)) return inputs.storedLanguage;
  return inputs.browserLanguage?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

export function detectBrowserLanguage(): Language {
  return detectLanguage({
    storedLanguage: getStoredLanguage(),
    browserLanguage: typeof navigator === 'undefined' ? undefined : navigator.language,
  });
}

export const i18n = i18next.createInstance();

export const resources = {
  'en-US': { translation: enUS },
  'zh-CN': { translation: zhCN },
} as const;

/** Initialises the shared instance synchronously (resources are bundled; both are small). */
export function initI18n(language: Language = detectBrowserLanguage()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18n;
}

/** Switches the language, stores it and broadcasts `languageChanged` (spec §4). */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  setStoredLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  dispatchAppEvent(LANGUAGE_CHANGED_EVENT, { language });
}

export function currentLanguage(): Language {
  return isSupportedLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}
