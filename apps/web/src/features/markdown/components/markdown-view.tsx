import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useRenderedMarkdown } from '../hooks/use-rendered-markdown';
import { MarkdownContent } from './markdown-content';

interface MarkdownViewProps {
  /** Markdown source; raw HTML in it is shown as text. */
  source: string;
  className?: string;
}

/**
 * Renders Markdown safely (no raw HTML, dangerous URLs dropped, DOMPurify on the result) with GFM
 * tables, task lists, footnotes, heading anchors, and lazily loaded highlighting, math and mermaid.
 */
export function MarkdownView({ source, className }: MarkdownViewProps) {
  const { t } = useTranslation();
  const { rendered, hasFailed } = useRenderedMarkdown(source);
  if (hasFailed && !rendered) {
    return <pre className={cn('markdown-source', className)}>{source}</pre>;
  }
  if (!rendered) {
    return (
      <div className={cn('py-6', className)}>
        <Spinner label={t('markdown.rendering')} />
      </div>
    );
  }
  return <MarkdownContent rendered={rendered} className={className} />;
}
