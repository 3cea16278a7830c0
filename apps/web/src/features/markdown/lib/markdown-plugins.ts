import type { MarkdownIt, StateBlock, StateCore, StateInline, Token } from 'markdown-it';
import { createSlugger } from './slugify';

/** What a rendered document needs besides its HTML: outline, and which lazy enhancers to load. */
export interface MarkdownHeading {
  level: number;
  text: string;
  /** The element id (with ANCHOR_ID_PREFIX). */
  id: string;
  /** Zero-based source line of the heading, for jumping in the editor. */
  line: number | null;
}

export interface MarkdownFeatures {
  /** A fenced block names a language to highlight. */
  code: boolean;
  math: boolean;
  mermaid: boolean;
}

export interface RenderEnv {
  headings: MarkdownHeading[];
  features: MarkdownFeatures;
}

/**
 * Heading ids carry a prefix so a document can never take an id the app uses (`main-content`);
 * in-document `#slug` links are resolved against it when clicked.
 */
export const ANCHOR_ID_PREFIX = 'md-';

const DOLLAR = 0x24;
const BACKSLASH = 0x5c;

function isWhitespaceCode(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

function isDigitCode(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** Position of the closing delimiter, skipping backslash-escaped dollars; -1 when there is none. */
function findClosingDollar(src: string, from: number, delimiter: '$' | '$$'): number {
  let position = from;
  while (position < src.length) {
    const found = src.indexOf(delimiter, position);
    if (found === -1) return -1;
    if (src.charCodeAt(found - 1) !== BACKSLASH) return found;
    position = found + 1;
  }
  return -1;
}

/**
 * `$…$` (inline) and `$$…$$` (display) math with Pandoc's rules: no space inside the dollars and no
 * digit right after the closing one, so "$5 and $10" stays text.
 */
function mathInlineRule(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  if (src.charCodeAt(pos) !== DOLLAR) return false;
  const isDisplay = src.charCodeAt(pos + 1) === DOLLAR;
  const delimiter = isDisplay ? '$$' : '$';
  const start = pos + delimiter.length;
  if (start >= state.posMax) return false;
  if (!isDisplay && isWhitespaceCode(src.charCodeAt(start))) return false;
  const end = findClosingDollar(src, start, delimiter);
  if (end === -1 || end === start || end + delimiter.length > state.posMax) return false;
  if (!isDisplay && (isWhitespaceCode(src.charCodeAt(end - 1)) || isDigitCode(src.charCodeAt(end + 1)))) {
    return false;
  }
  if (!silent) {
    const token = state.push('math_inline', 'span', 0);
    token.content = src.slice(start, end);
    token.markup = delimiter;
    token.meta = { display: isDisplay };
  }
  state.pos = end + delimiter.length;
  return true;
}

/** A `$$` block: `$$ x $$` on one line, or `$$` … `$$` over several. */
function mathBlockRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  let position = state.bMarks[startLine]! + state.tShift[startLine]!;
  let max = state.eMarks[startLine]!;
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  if (position + 2 > max || state.src.slice(position, position + 2) !== '$$') return false;
  position += 2;
  let firstLine = state.src.slice(position, max);
  let lastLine = '';
  let nextLine = startLine;
  let isClosed = false;

  if (firstLine.trim().endsWith('$$')) {
    firstLine = firstLine.trim().slice(0, -2);
    isClosed = true;
  }
  if (silent) return true;

  while (!isClosed) {
    nextLine += 1;
    if (nextLine >= endLine) break;
    position = state.bMarks[nextLine]! + state.tShift[nextLine]!;
    max = state.eMarks[nextLine]!;
    if (position < max && state.sCount[nextLine]! < state.blkIndent) break;
    const line = state.src.slice(position, max).trim();
    if (line.endsWith('$$')) {
      lastLine = line.slice(0, -2);
      isClosed = true;
    }
  }
  if (!isClosed) return false;

  state.line = nextLine + 1;
  const token = state.push('math_block', 'div', 0);
  token.block = true;
  const middle =
    nextLine > startLine + 1 ? state.getLines(startLine + 1, nextLine, state.tShift[startLine]!, true) : '';
  token.content = [firstLine.trim(), middle, lastLine.trim()].filter(Boolean).join('\n');
  token.map = [startLine, state.line];
  token.markup = '$$';
  return true;
}

export function mathPlugin(md: MarkdownIt): void {
  md.inline.ruler.before('escape', 'math_inline', mathInlineRule);
  md.block.ruler.before('fence', 'math_block', mathBlockRule, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  const escape = md.utils.escapeHtml;
  md.renderer.rules.math_inline = (tokens, index) => {
    const token = tokens[index]!;
    const isDisplay = (token.meta as { display?: boolean } | null)?.display === true;
    return `<span class="md-math${isDisplay ? ' md-math-display' : ''}" data-display="${isDisplay}">${escape(token.content)}</span>`;
  };
  md.renderer.rules.math_block = (tokens, index) =>
    `<div class="md-math md-math-block" data-display="true">${escape(tokens[index]!.content.trim())}</div>\n`;
}

const TASK_PREFIX = /^\[([ xX])\][ \t\u00a0]/;

/** GitHub task lists: `- [ ] todo` and `- [x] done` become disabled checkboxes. */
function taskListRule(state: StateCore): void {
  const tokens = state.tokens;
  for (let index = 2; index < tokens.length; index += 1) {
    const inline = tokens[index]!;
    if (inline.type !== 'inline') continue;
    if (tokens[index - 1]!.type !== 'paragraph_open' || tokens[index - 2]!.type !== 'list_item_open')
      continue;
    const match = TASK_PREFIX.exec(inline.content);
    const first = inline.children?.[0];
    if (!match || !first || first.type !== 'text' || !first.content.startsWith(match[0])) continue;

    first.content = first.content.slice(match[0].length);
    const checkbox = new state.Token('task_checkbox', 'input', 0);
    checkbox.meta = { checked: match[1] !== ' ' };
    inline.children!.unshift(checkbox);

    const item = tokens[index - 2]!;
    item.attrJoin('class', 'task-list-item');
    for (let back = index - 3; back >= 0; back -= 1) {
      const candidate = tokens[back]!;
      if (
        (candidate.type === 'bullet_list_open' || candidate.type === 'ordered_list_open') &&
        candidate.level === item.level - 1
      ) {
        if (!String(candidate.attrGet('class') ?? '').includes('contains-task-list')) {
          candidate.attrJoin('class', 'contains-task-list');
        }
        break;
      }
    }
  }
}

export function taskListPlugin(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'task_lists', taskListRule);
  md.renderer.rules.task_checkbox = (tokens, index) => {
    const checked = (tokens[index]!.meta as { checked?: boolean }).checked === true;
    return `<input type="checkbox" class="task-list-item-checkbox" disabled${checked ? ' checked' : ''}> `;
  };
}

function inlineText(token: Token | undefined): string {
  if (!token?.children) return token?.content ?? '';
  return token.children
    .filter((child) => child.type === 'text' || child.type === 'code_inline' || child.type === 'math_inline')
    .map((child) => child.content)
    .join('');
}

/** Slugged ids on headings, collected into `env.headings` for the outline. */
export function headingAnchorPlugin(md: MarkdownIt): void {
  md.core.ruler.push('heading_anchors', (state) => {
    const env = state.env as Partial<RenderEnv>;
    const headings: MarkdownHeading[] = [];
    const nextSlug = createSlugger();
    const tokens = state.tokens;
    for (let index = 0; index < tokens.length; index += 1) {
      const token = tokens[index]!;
      if (token.type !== 'heading_open') continue;
      const text = inlineText(tokens[index + 1]).trim();
      const id = `${ANCHOR_ID_PREFIX}${nextSlug(text)}`;
      token.attrSet('id', id);
      headings.push({ level: Number(token.tag.slice(1)), text, id, line: token.map?.[0] ?? null });
    }
    env.headings = headings;
  });
}

/** Notes which lazy enhancers the document needs (highlighting, math, diagrams). */
export function featureScanPlugin(md: MarkdownIt): void {
  md.core.ruler.push('feature_scan', (state) => {
    const features: MarkdownFeatures = { code: false, math: false, mermaid: false };
    for (const token of state.tokens) {
      if (token.type === 'fence') {
        const language = fenceLanguage(token.info);
        if (language === 'mermaid') features.mermaid = true;
        else if (language === 'math') features.math = true;
        else if (language) features.code = true;
      } else if (token.type === 'math_block') {
        features.math = true;
      } else if (token.type === 'inline' && !features.math) {
        features.math = token.children?.some((child) => child.type === 'math_inline') ?? false;
      }
    }
    (state.env as Partial<RenderEnv>).features = features;
  });
}

/** The first word of a fence's info string, lower-cased. */
export function fenceLanguage(info: string): string {
  return (info.trim().split(/\s+/)[0] ?? '').toLowerCase();
}
