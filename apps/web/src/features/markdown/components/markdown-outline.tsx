import { ListTree } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../components/ui/focus-ring';
import { cn } from '../../../lib/cn';
import type { MarkdownHeading } from '../lib/markdown-plugins';

interface MarkdownOutlineProps {
  headings: MarkdownHeading[];
  onSelect: (heading: MarkdownHeading) => void;
  className?: string;
  /** Headings deeper than this are left out. */
  maxLevel?: number;
}

/** The document's headings as a navigable list (memoised: long documents have thousands). */
export const MarkdownOutline = memo(function MarkdownOutline({
  headings,
  onSelect,
  className,
  maxLevel = 4,
}: MarkdownOutlineProps) {
  const { t } = useTranslation();
  const shown = headings.filter((heading) => heading.level <= maxLevel);
  const minLevel = Math.min(...shown.map((heading) => heading.level));
  return (
    <nav aria-label={t('markdown.outline')} className={cn('flex min-h-0 flex-col', className)}>
      <p className="mb-2 flex items-center gap-1.5 px-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        <ListTree className="size-3.5" aria-hidden="true" />
        {t('markdown.outline')}
      </p>
      {shown.length === 0 ? (
        <p className="px-2 text-sm text-zinc-400 dark:text-zinc-500">{t('markdown.outlineEmpty')}</p>
      ) : (
        <ol className="min-h-0 flex-1 overflow-y-auto">
          {shown.map((heading, index) => (
            <li key={`${heading.id}-${index}`}>
              <button
                type="button"
                onClick={() => onSelect(heading)}
                style={{ paddingInlineStart: `${0.5 + (heading.level - minLevel) * 0.85}rem` }}
                className={cn(
                  'block w-full cursor-pointer truncate rounded-md py-1 pe-2 text-start text-sm text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100',
                  heading.level === minLevel && 'font-medium text-zinc-800 dark:text-zinc-200',
                  focusRing,
                )}
                title={heading.text}
              >
                {heading.text || '—'}
              </button>
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
});
