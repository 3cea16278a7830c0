import 'katex/dist/katex.min.css';
import { forEachInSlices } from './yield';

/** Typesets `$…$` and `$$…$$` placeholders with KaTeX (untrusted input: no \href, \url or HTML). */
export async function renderMath(root: ParentNode, signal: AbortSignal): Promise<void> {
  // Imported here so this chunk and mermaid's share one copy of KaTeX.
  const { default: katex } = await import('katex');
  const nodes = root.querySelectorAll<HTMLElement>('.md-math:not([data-rendered])');
  await forEachInSlices(nodes, signal, (node) => {
    node.dataset.rendered = 'true';
    const tex = node.textContent ?? '';
    katex.render(tex, node, {
      displayMode: node.dataset.display === 'true',
      throwOnError: false,
      trust: false,
      strict: 'ignore',
      maxSize: 50,
      maxExpand: 1000,
    });
    node.title = tex;
  });
}
