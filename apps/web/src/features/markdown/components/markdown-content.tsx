import { memo, useEffect, useRef, type MouseEvent } from 'react';
import { cn } from '../../../lib/cn';
import { enhanceMarkdown } from '../lib/enhance-markdown';
import type { RenderedMarkdown } from '../lib/markdown-renderer';
import { ANCHOR_ID_PREFIX } from '../lib/markdown-plugins';
import { emptyMountedBlocks, patchBlocks } from '../lib/patch-blocks';
import '../markdown.css';
/* After markdown.css: the token colours come last in the cascade, as they did inside it. */
import '../../../styles/code-highlight.css';

/** From this many blocks, off-screen blocks skip layout (content-visibility) until scrolled to. */
const LARGE_DOCUMENT_BLOCKS = 400;

/** Finds an in-document target by id, with or without the heading prefix. */
export function findAnchorTarget(root: Element, hash: string): Element | null {
  let id = hash;
  try {
    id = decodeURIComponent(hash);
  } catch {
    // Keep the raw value.
  }
  if (!id) return null;
  const escaped = typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(id) : id.replace(/["\\]/g, '\\$&');
  return (
    root.querySelector(`[id="${escaped}"]`) ?? root.querySelector(`[id="${ANCHOR_ID_PREFIX}${escaped}"]`)
  );
}

interface MarkdownContentProps {
  rendered: RenderedMarkdown;
  className?: string;
}

/**
 * Shows a rendered document. Updates replace only the blocks that changed, then highlight, math and
 * diagrams are applied to what is new (their modules load only when the document uses them).
 */
export const MarkdownContent = memo(function MarkdownContent({ rendered, className }: MarkdownContentProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const mountedRef = useRef(emptyMountedBlocks());

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    mountedRef.current = patchBlocks(root, mountedRef.current, rendered.blocks);
    const controller = new AbortController();
    void enhanceMarkdown(root, rendered.features, { signal: controller.signal });
    return () => controller.abort();
  }, [rendered]);

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a[href^="#"]');
    const root = rootRef.current;
    if (!link || !root) return;
    const target = findAnchorTarget(root, link.getAttribute('href')?.slice(1) ?? '');
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div
      ref={rootRef}
      className={cn(
        'markdown-body',
        rendered.blocks.length >= LARGE_DOCUMENT_BLOCKS && 'markdown-body-large',
        className,
      )}
      onClick={handleClick}
    />
  );
});
