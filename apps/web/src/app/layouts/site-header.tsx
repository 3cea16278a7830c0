import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { GithubMark } from '../../components/brand/github-mark';
import { LogoMark } from '../../components/brand/logo';
import { buttonClassName } from '../../components/ui/button';
import { focusRing } from '../../components/ui/focus-ring';
import { PRODUCT_NAME, SOURCE_REPOSITORY_URL } from '../../config/constants';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { LanguageSwitcher } from './language-switcher';
import { NAV_ITEMS } from './nav-items';
import { ThemeToggle } from './theme-toggle';

const MOBILE_MENU_ID = 'mobile-navigation';

export function SiteHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // Close the mobile menu on navigation. Adjusting state during render avoids an extra effect pass.
  const [lastLocationKey, setLastLocationKey] = useState(location.key);
  if (location.key !== lastLocationKey) {
    setLastLocationKey(location.key);
    setIsMenuOpen(false);
  }

  useEffect(() => {
    if (!isMenuOpen) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isMenuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200/80 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/70 dark:border-zinc-800/80 dark:bg-zinc-950/85 dark:supports-[backdrop-filter]:bg-zinc-950/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link
          to={paths.home}
          className={cn('me-2 flex items-center gap-2.5 rounded-lg', focusRing)}
          aria-label={t('nav.homeLink', { name: PRODUCT_NAME })}
        >
          <LogoMark />
          <span className="text-base font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
            {PRODUCT_NAME}
          </span>
        </Link>

        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          {NAV_ITEMS.map(({ to, labelKey, icon: Icon, end }) => (
            <NavLink
              key={to}
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors [&_svg]:size-4',
                  focusRing,
                  isActive
                    ? 'bg-zinc-100 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-50'
                    : 'text-zinc-600 hover:bg-zinc-100/70 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800/60 dark:hover:text-zinc-100',
                )
              }
            >
              <Icon aria-hidden="true" />
              {t(labelKey)}
            </NavLink>
          ))}
        </nav>

        <div className="ms-auto flex items-center gap-0.5 sm:gap-1">
          <a
            href={SOURCE_REPOSITORY_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonClassName('ghost', 'icon'), 'size-9')}
            aria-label={t('nav.sourceCode')}
            title={t('nav.sourceCode')}
          >
            <GithubMark />
          </a>
          <LanguageSwitcher />
          <ThemeToggle />
          <button
            ref={menuButtonRef}
            type="button"
            className={cn(buttonClassName('ghost', 'icon'), 'size-9 md:hidden')}
            aria-expanded={isMenuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>

      <nav
        id={MOBILE_MENU_ID}
        aria-label={t('nav.mobile')}
        hidden={!isMenuOpen}
        className="border-t border-zinc-200 bg-white px-4 py-3 animate-fade-in md:hidden dark:border-zinc-800 dark:bg-zinc-950"
      >
        <ul className="flex flex-col gap-1">
          {NAV_ITEMS.map(({ to, labelKey, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={() => setIsMenuOpen(false)}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium [&_svg]:size-4.5',
                    focusRing,
                    isActive
                      ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200'
                      : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
                  )
                }
              >
                <Icon aria-hidden="true" />
                {t(labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
