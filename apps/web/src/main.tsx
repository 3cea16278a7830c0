import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import './index.css';
import { initI18n } from './lib/i18n';
import { applyThemeClass, isDarkTheme, readThemeMode, systemPrefersDark } from './lib/theme';

initI18n();
applyThemeClass(isDarkTheme(readThemeMode(), systemPrefersDark()));

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
