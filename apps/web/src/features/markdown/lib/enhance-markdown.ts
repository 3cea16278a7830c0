import type { MarkdownFeatures } from './markdown-plugins';

/** The lazy enhancement modules; each is its own chunk, fetched only when a document needs it. */
export interface Enhancers {
  highlight: () => Promise<{ highlightCodeBlocks: (root: ParentNode, signal: AbortSignal) => Promise<void> }>;
  math: () => Promise<{ renderMath: (root: ParentNode, signal: AbortSignal) => Promise<void> }>;
  mermaid: () => Promise<{
    renderDiagrams: (root: ParentNode, signal: AbortSignal, options: { isDark: boolean }) => Promise<void>;
  }>;
}

export const lazyEnhancers: Enhancers = {
  highlight: () => import('./enhancers/highlight'),
  math: () => import('./enhancers/math'),
  mermaid: () => import('./enhancers/mermaid'),
};

function isDarkTheme(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('dark');
}

/**
 * Highlights code, typesets math and draws diagrams inside `root`, loading only the modules the
 * document's `features` call for. Elements already done are skipped, so it can run after every
 * update. A module that fails to load leaves its blocks as plain text.
 */
export async function enhanceMarkdown(
  root: ParentNode,
  features: MarkdownFeatures,
  { signal, enhancers = lazyEnhancers }: { signal: AbortSignal; enhancers?: Enhancers },
): Promise<void> {
  const jobs: Array<Promise<void>> = [];
  if (features.code)
    jobs.push(enhancers.highlight().then((module) => module.highlightCodeBlocks(root, signal)));
  if (features.math) jobs.push(enhancers.math().then((module) => module.renderMath(root, signal)));
  if (features.mermaid) {
    jobs.push(
      enhancers.mermaid().then((module) => module.renderDiagrams(root, signal, { isDark: isDarkTheme() })),
    );
  }
  await Promise.allSettled(jobs);
}
