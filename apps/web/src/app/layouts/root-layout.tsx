import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation, useSearchParams } from 'react-router';
import { usePrincipal } from '../../features/auth/hooks/use-principal';
import { useAuthEvents } from '../../features/auth/hooks/use-auth-events';
import { EnvSwitcherPanel } from '../../features/env-switcher/components/env-switcher-panel';
import { useRouteTitle } from '../route-title';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Query parameter that reveals the environment switcher to a logged-in admin (spec §2). */
export const ENV_SWITCHER_QUERY_PARAM = 'showEnvSwitcher';

/** The frame every page shares: header, optional environment switcher, content, footer. */
export function RootLayout() {
  const { t } = useTranslation();
  useRouteTitle();
  useAuthEvents();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const principal = usePrincipal();
  const showEnvSwitcher = principal.kind === 'admin' && searchParams.has(ENV_SWITCHER_QUERY_PARAM);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('nav.skipToContent')}
      </a>
      {navigation.state !== 'idle' && (
        <div
          className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-indigo-100 dark:bg-indigo-950"
          aria-hidden="true"
        >
          <div className="h-full w-1/3 animate-pulse bg-indigo-500" />
        </div>
      )}
      <SiteHeader />
      <main
        id="main-content"
        className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10"
      >
        {showEnvSwitcher && <EnvSwitcherPanel />}
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
