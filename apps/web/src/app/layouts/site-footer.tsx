import { useTranslation } from 'react-i18next';
import { GithubMark } from '../../components/brand/github-mark';
import { focusRing } from '../../components/ui/focus-ring';
import { PRODUCT_NAME, SOURCE_REPOSITORY_URL } from '../../config/constants';
import { cn } from '../../lib/cn';

export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  const { t } = useTranslation();
  const version = typeof window === 'undefined' ? undefined : window.appConfig?.version;
  return (
    <footer className="border-t border-zinc-200 dark:border-zinc-800">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-zinc-500 sm:flex-row sm:px-6 dark:text-zinc-400">
        <p>
          {t('footer.copyright', { year, name: PRODUCT_NAME })}
          <span className="mx-2 text-zinc-300 dark:text-zinc-700" aria-hidden="true">
            ·
          </span>
          {t('footer.tagline')}
        </p>
        <div className="flex items-center gap-3">
          {version && <span className="font-mono text-xs">v{version}</span>}
          <a
            href={SOURCE_REPOSITORY_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              'inline-flex items-center gap-1.5 rounded hover:text-zinc-900 dark:hover:text-zinc-100',
              focusRing,
            )}
          >
            <GithubMark className="size-4" />
            {t('footer.source')}
          </a>
        </div>
      </div>
    </footer>
  );
}
