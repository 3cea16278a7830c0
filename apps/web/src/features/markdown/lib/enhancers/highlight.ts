import hljs from 'highlight.js/lib/common';
import { forEachInSlices } from './yield';

/** Blocks longer than this stay plain: highlighting them would cost more than it helps. */
const MAX_HIGHLIGHT_CHARS = 100_000;

/** Highlights fenced code that names a known language (highlight.js "common" set). */
export async function highlightCodeBlocks(root: ParentNode, signal: AbortSignal): Promise<void> {
  const blocks = root.querySelectorAll<HTMLElement>('pre > code[class*="language-"]:not([data-highlighted])');
  await forEachInSlices(blocks, signal, (code) => {
    code.dataset.highlighted = 'yes';
    const language = /(?:^|\s)language-([\w+#.-]+)/.exec(code.className)?.[1];
    const text = code.textContent ?? '';
    if (!language || !hljs.getLanguage(language) || text.length > MAX_HIGHLIGHT_CHARS) return;
    // highlight.js escapes every piece of source text it emits.
    code.innerHTML = hljs.highlight(text, { language, ignoreIllegals: true }).value;
    code.classList.add('hljs');
  });
}
