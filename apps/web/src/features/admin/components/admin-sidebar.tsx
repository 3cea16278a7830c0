import { LogOut, Shield, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useAdminSession } from '../../auth/api/get-admin-session';
import { useLogout } from '../../auth/hooks/use-logout';
import type { Principal } from '../../auth/hooks/use-principal';
import { DEFAULT_ADMIN_MODULE, MODULE_ICONS, visibleModules } from '../modules';

const itemClassName = cn(
  'flex shrink-0 cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors [&_svg]:size-4 [&_svg]:shrink-0',
  focusRing,
);

/** Module navigation: a vertical list on desktop, a scrolling row on phones. */
export function AdminSidebar({ principal }: { principal: Principal }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const isAdmin = principal.kind === 'admin';
  const session = useAdminSession(isAdmin);
  const modules = visibleModules(principal);
  const { pathname } = useLocation();
  // /admin shows the default module, so its entry is active there too.
  const activeModule = pathname.split('/')[2] || DEFAULT_ADMIN_MODULE;

  const handleLogout = async () => {
    await logout();
    void navigate(paths.admin);
  };

  return (
    <aside className="min-w-0 lg:sticky lg:top-20 lg:self-start">
      <div className="mb-3 flex items-center gap-3 px-1">
        <span className="inline-flex size-9 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
          {isAdmin ? (
            <Shield className="size-4.5" aria-hidden="true" />
          ) : (
            <UserRound className="size-4.5" aria-hidden="true" />
          )}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-zinc-900 dark:text-zinc-50">
            {isAdmin ? t('admin.panelTitle') : t('admin.userPanelTitle')}
          </p>
          <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">
            {isAdmin
              ? session.data?.username
                ? t('admin.signedInAs', { name: session.data.username })
                : t('admin.roleAdmin')
              : t('admin.roleApiKey')}
          </p>
        </div>
      </div>
      <nav
        aria-label={isAdmin ? t('admin.panelTitle') : t('admin.userPanelTitle')}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-zinc-200 px-4 pb-3 sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-col lg:overflow-visible lg:border-0 lg:px-0 lg:pb-0 dark:border-zinc-800"
      >
        {modules.map((module) => {
          const Icon = MODULE_ICONS[module];
          return (
            <Link
              key={module}
              to={paths.adminModule(module)}
              aria-current={module === activeModule ? 'page' : undefined}
              className={cn(
                itemClassName,
                module === activeModule
                  ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200'
                  : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800/70 dark:hover:text-zinc-100',
              )}
            >
              <Icon aria-hidden="true" />
              {t(`admin.modules.${module}`)}
            </Link>
          );
        })}
        <div className="hidden lg:my-2 lg:block lg:border-t lg:border-zinc-200 dark:lg:border-zinc-800" />
        <button
          type="button"
          onClick={() => void handleLogout()}
          className={cn(
            itemClassName,
            'text-zinc-600 hover:bg-red-50 hover:text-red-700 dark:text-zinc-400 dark:hover:bg-red-500/10 dark:hover:text-red-300',
          )}
        >
          <LogOut aria-hidden="true" />
          {isAdmin ? t('admin.logout') : t('admin.logoutAuth')}
        </button>
      </nav>
    </aside>
  );
}
