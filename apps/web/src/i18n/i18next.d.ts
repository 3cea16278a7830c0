import 'i18next';
import type enUS from './locales/en-US.json';

// Typed keys: a key missing from en-US fails the type-check (the parity test covers zh-CN).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS };
    returnNull: false;
  }
}
