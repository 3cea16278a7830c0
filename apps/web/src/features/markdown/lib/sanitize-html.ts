import DOMPurify from 'dompurify';
import { EXTERNAL_LINK_REL, isSafeImageUrl, isSafeLinkUrl } from './url-policy';

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** DOMPurify with the link rules enforced once more on the final DOM (defence in depth). */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !isSafeLinkUrl(href)) node.removeAttribute('href');
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', EXTERNAL_LINK_REL);
      else node.removeAttribute('target');
    } else if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      if (src !== null && !isSafeImageUrl(src)) node.removeAttribute('src');
    } else if (node.tagName === 'INPUT') {
      // The only input Markdown makes is a task-list checkbox, and it is read-only.
      node.setAttribute('type', 'checkbox');
      node.setAttribute('disabled', '');
    }
  });
  purifier = instance;
  return instance;
}

const CONFIG = {
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

/** Sanitises rendered HTML: no scripts, event handlers, styles, forms or frames. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}

/** Unchanged blocks of a document being edited are not sanitised again. */
const blockCache = new Map<string, string>();
const BLOCK_CACHE_MAX_ENTRIES = 50_000;
const BLOCK_ATTRIBUTE = 'data-md-block';

/**
 * Sanitises a document's blocks. The ones not seen before go through DOMPurify together, each in
 * a wrapper, because every DOMPurify call parses a whole new document: one call per block would
 * cost seconds for a long document.
 */
export function sanitizeBlocks(blocks: string[]): string[] {
  const missing = [...new Set(blocks.filter((block) => !blockCache.has(block)))];
  if (missing.length > 0) {
    const wrapped = missing.map((block) => `<div ${BLOCK_ATTRIBUTE}="">${block}</div>`).join('');
    const fragment = getPurifier().sanitize(wrapped, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
    const wrappers = [...fragment.children].filter((element) => element.hasAttribute(BLOCK_ATTRIBUTE));
    if (blockCache.size + missing.length > BLOCK_CACHE_MAX_ENTRIES) blockCache.clear();
    missing.forEach((block, index) => {
      // A wrapper can only go missing if the sanitiser rewrote the structure: then sanitise alone.
      const wrapper = wrappers.length === missing.length ? wrappers[index] : undefined;
      blockCache.set(block, wrapper ? wrapper.innerHTML : sanitizeHtml(block));
    });
  }
  return blocks.map((block) => blockCache.get(block) ?? sanitizeHtml(block));
}
