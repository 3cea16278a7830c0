import { useEffect, useState } from 'react';
import type { RenderedMarkdown } from '../lib/markdown-renderer';
import { renderMarkdownAsync } from '../lib/render-client';

export interface RenderedMarkdownState {
  /** The latest finished render; the previous one stays while a new one runs. */
  rendered: RenderedMarkdown | null;
  /** The source `rendered` was made from. */
  renderedSource: string | null;
  /** The renderer could not be loaded (an offline chunk): show the source as text. */
  hasFailed: boolean;
  /** How long the last render took, for callers that pace their updates. */
  renderMs: number;
}

const INITIAL: RenderedMarkdownState = {
  rendered: null,
  renderedSource: null,
  hasFailed: false,
  renderMs: 0,
};

/** Renders `source` asynchronously (lazy renderer chunk, worker for large documents). */
export function useRenderedMarkdown(source: string): RenderedMarkdownState {
  const [state, setState] = useState<RenderedMarkdownState>(INITIAL);
  useEffect(() => {
    let isCurrent = true;
    const startedAt = performance.now();
    renderMarkdownAsync(source).then(
      (rendered) => {
        if (!isCurrent) return;
        setState({
          rendered,
          renderedSource: source,
          hasFailed: false,
          renderMs: performance.now() - startedAt,
        });
      },
      () => {
        if (isCurrent) setState((current) => ({ ...current, hasFailed: true }));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [source]);
  return state;
}
