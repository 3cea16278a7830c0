/** The textarea styles that decide where a line wraps. */
const MIRRORED_STYLES = [
  'boxSizing',
  'width',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'borderTopWidth',
  'borderRightWidth',
  'borderBottomWidth',
  'borderLeftWidth',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'lineHeight',
  'letterSpacing',
  'tabSize',
  'wordBreak',
  'overflowWrap',
  'whiteSpace',
] as const;

/**
 * Scrolls a textarea so the text at `position` sits near the top, measuring wrapped lines with an
 * off-screen copy of the text before it.
 */
export function scrollTextareaToPosition(textarea: HTMLTextAreaElement, position: number): void {
  const mirror = document.createElement('div');
  const style = window.getComputedStyle(textarea);
  for (const property of MIRRORED_STYLES) mirror.style[property] = style[property];
  mirror.style.position = 'absolute';
  mirror.style.visibility = 'hidden';
  mirror.style.top = '0';
  mirror.style.left = '-9999px';
  mirror.style.height = 'auto';
  mirror.style.whiteSpace = 'pre-wrap';
  mirror.textContent = textarea.value.slice(0, position);
  const marker = document.createElement('span');
  marker.textContent = '\u200b';
  mirror.append(marker);
  document.body.append(mirror);
  const top = marker.offsetTop;
  mirror.remove();
  textarea.scrollTop = Math.max(0, top - parseFloat(style.paddingTop || '0') - 8);
}
