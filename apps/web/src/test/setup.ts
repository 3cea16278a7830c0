import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, initI18n } from '../lib/i18n';

initI18n('en-US');

// Lazy routes and dynamic imports resolve slowly on a loaded 2-core CI machine; the default 1 s wait
// of findBy*/waitFor made tests flaky without making them any stricter.
configure({ asyncUtilTimeout: 10_000 });

// Unit tests never reach a network; a test that needs HTTP stubs fetch itself.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new Error('unexpected network call in a unit test: stub fetch');
    }),
  );
});

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.className = '';
  if (i18n.language !== 'en-US') await i18n.changeLanguage('en-US');
});
