/**
 * Toolbar actions as pure transforms of the textarea's text and selection, so they can be tested
 * without a browser and undone as one step.
 */

export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

export type MarkdownCommand =
  | 'heading1'
  | 'heading2'
  | 'heading3'
  | 'bold'
  | 'italic'
  | 'strikethrough'
  | 'bulletList'
  | 'numberedList'
  | 'taskList'
  | 'quote'
  | 'inlineCode'
  | 'codeBlock'
  | 'link'
  | 'table';

export interface CommandOptions {
  /** Placeholder texts inserted when nothing is selected (translated by the caller). */
  placeholders?: Partial<{ link: string; column: string; cell: string }>;
}

const INLINE_MARKERS = {
  bold: '**',
  italic: '_',
  strikethrough: '~~',
  inlineCode: '`',
} as const;

const LINE_PREFIXES = {
  heading1: '# ',
  heading2: '## ',
  heading3: '### ',
  bulletList: '- ',
  numberedList: '1. ',
  taskList: '- [ ] ',
  quote: '> ',
} as const;

type InlineCommand = keyof typeof INLINE_MARKERS;
type LineCommand = keyof typeof LINE_PREFIXES;

const HEADING_PREFIX = /^#{1,6}[ \t]+/;
const LIST_PREFIX = /^(?:[-*+][ \t]+\[[ xX]\][ \t]+|[-*+][ \t]+|\d+[.)][ \t]+)/;
const QUOTE_PREFIX = /^>[ \t]?/;

/** Wraps the selection in a marker, or removes the marker when it is already there (toggle). */
function toggleInline(selection: TextSelection, marker: string): TextSelection {
  const { value, start, end } = selection;
  const selected = value.slice(start, end);
  const size = marker.length;

  // The markers sit just outside the selection: **|text|**
  if (value.slice(start - size, start) === marker && value.slice(end, end + size) === marker) {
    return {
      value: value.slice(0, start - size) + selected + value.slice(end + size),
      start: start - size,
      end: end - size,
    };
  }
  // The selection includes the markers: |**text**|
  if (selected.length >= size * 2 && selected.startsWith(marker) && selected.endsWith(marker)) {
    const inner = selected.slice(size, selected.length - size);
    return { value: value.slice(0, start) + inner + value.slice(end), start, end: start + inner.length };
  }

  // Keep surrounding spaces outside the markers: "**word** " rather than "**word **".
  const leading = /^\s*/.exec(selected)?.[0] ?? '';
  const trailing = /\s*$/.exec(selected.slice(leading.length))?.[0] ?? '';
  const core = selected.slice(leading.length, selected.length - trailing.length);
  const replacement = `${leading}${marker}${core}${marker}${trailing}`;
  const coreStart = start + leading.length + size;
  return {
    value: value.slice(0, start) + replacement + value.slice(end),
    start: coreStart,
    end: coreStart + core.length,
  };
}

/** Start of the line holding `position`. */
function lineStartOf(value: string, position: number): number {
  return value.lastIndexOf('\n', position - 1) + 1;
}

/** End of the line holding `position` (before its newline). */
function lineEndOf(value: string, position: number): number {
  const next = value.indexOf('\n', position);
  return next === -1 ? value.length : next;
}

/** The whole lines the selection touches (a selection ending at a line start leaves that line out). */
function selectedLines(selection: TextSelection): { from: number; to: number } {
  const { value, start, end } = selection;
  const from = lineStartOf(value, start);
  const lastPosition = end > start && value[end - 1] === '\n' ? end - 1 : end;
  return { from, to: lineEndOf(value, lastPosition) };
}

function stripPrefix(line: string, command: LineCommand): string {
  if (command.startsWith('heading')) return line.replace(HEADING_PREFIX, '');
  if (command === 'quote') return line.replace(QUOTE_PREFIX, '');
  return line.replace(LIST_PREFIX, '');
}

function hasPrefix(line: string, command: LineCommand): boolean {
  switch (command) {
    case 'heading1':
    case 'heading2':
    case 'heading3':
      return line.startsWith(LINE_PREFIXES[command]) && !line.startsWith(`${LINE_PREFIXES[command].trim()}#`);
    case 'taskList':
      return /^[-*+][ \t]+\[[ xX]\][ \t]+/.test(line);
    case 'bulletList':
      return /^[-*+][ \t]+/.test(line) && !/^[-*+][ \t]+\[[ xX]\][ \t]+/.test(line);
    case 'numberedList':
      return /^\d+[.)][ \t]+/.test(line);
    case 'quote':
      return QUOTE_PREFIX.test(line);
  }
}

/**
 * Adds a line prefix (heading, list, quote) to every selected line, replacing another prefix of the
 * same family; when every non-empty line already has it, removes it (toggle). Numbered lists count up.
 */
function toggleLinePrefix(selection: TextSelection, command: LineCommand): TextSelection {
  const { value } = selection;
  const { from, to } = selectedLines(selection);
  const lines = value.slice(from, to).split('\n');
  const contentLines = lines.filter((line) => line.trim() !== '');
  const shouldRemove = contentLines.length > 0 && contentLines.every((line) => hasPrefix(line, command));
  const isSingleEmptyLine = lines.length === 1 && lines[0]!.trim() === '';

  let number = 0;
  const changed = lines.map((line) => {
    if (shouldRemove) return stripPrefix(line, command);
    if (line.trim() === '' && !isSingleEmptyLine) return line;
    const base = command === 'quote' ? line : stripPrefix(line, command);
    number += 1;
    const prefix = command === 'numberedList' ? `${number}. ` : LINE_PREFIXES[command];
    return prefix + base;
  });
  const replacement = changed.join('\n');
  const nextValue = value.slice(0, from) + replacement + value.slice(to);

  if (selection.start === selection.end && lines.length === 1) {
    // A caret keeps its place in the text of its line.
    const offset = Math.max(0, selection.start - from + (replacement.length - (to - from)));
    const caret = Math.min(from + offset, from + replacement.length);
    return { value: nextValue, start: caret, end: caret };
  }
  return { value: nextValue, start: from, end: from + replacement.length };
}

/** Puts `block` on lines of its own, adding blank lines around it where needed. */
function insertBlock(selection: TextSelection, block: string, caretOffset: [number, number]): TextSelection {
  const { value, start, end } = selection;
  const before = value.slice(0, start);
  const after = value.slice(end);
  const prefix = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const suffix = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const blockStart = start + prefix.length;
  return {
    value: before + prefix + block + suffix + after,
    start: blockStart + caretOffset[0],
    end: blockStart + caretOffset[1],
  };
}

function codeBlock(selection: TextSelection): TextSelection {
  const selected = selection.value.slice(selection.start, selection.end);
  const body = selected.replace(/\n$/, '');
  const block = `\`\`\`\n${body}\n\`\`\``;
  // Caret right after the opening fence, where a language name goes; or on the code when selected.
  return insertBlock(selection, block, body ? [4, 4 + body.length] : [3, 3]);
}

function link(selection: TextSelection, placeholder: string): TextSelection {
  const { value, start, end } = selection;
  const selected = value.slice(start, end);
  if (/^(https?:\/\/|mailto:)\S+$/i.test(selected.trim())) {
    const url = selected.trim();
    const text = placeholder;
    const replacement = `[${text}](${url})`;
    return {
      value: value.slice(0, start) + replacement + value.slice(end),
      start: start + 1,
      end: start + 1 + text.length,
    };
  }
  const text = selected || placeholder;
  const replacement = `[${text}](https://)`;
  const urlStart = start + text.length + 3;
  return {
    value: value.slice(0, start) + replacement + value.slice(end),
    start: urlStart,
    end: urlStart + 'https://'.length,
  };
}

function table(selection: TextSelection, column: string, cell: string): TextSelection {
  const header = `| ${column} 1 | ${column} 2 | ${column} 3 |`;
  const width = (text: string) => text.length;
  const divider = `| ${'-'.repeat(width(`${column} 1`))} | ${'-'.repeat(width(`${column} 2`))} | ${'-'.repeat(width(`${column} 3`))} |`;
  const row = `| ${cell} | ${cell} | ${cell} |`;
  const block = [header, divider, row, row].join('\n');
  // Select the first header cell so it can be typed over.
  return insertBlock(selection, block, [2, 2 + `${column} 1`.length]);
}

/** Applies a toolbar command to the text and selection. */
export function applyMarkdownCommand(
  selection: TextSelection,
  command: MarkdownCommand,
  options: CommandOptions = {},
): TextSelection {
  const placeholders = { link: 'text', column: 'Column', cell: '   ', ...options.placeholders };
  switch (command) {
    case 'bold':
    case 'italic':
    case 'strikethrough':
    case 'inlineCode':
      return toggleInline(selection, INLINE_MARKERS[command as InlineCommand]);
    case 'codeBlock':
      return codeBlock(selection);
    case 'link':
      return link(selection, placeholders.link);
    case 'table':
      return table(selection, placeholders.column, placeholders.cell);
    default:
      return toggleLinePrefix(selection, command);
  }
}

/** Which source line (zero-based) holds `position`. */
export function lineOfPosition(value: string, position: number): number {
  let line = 0;
  let index = value.indexOf('\n');
  while (index !== -1 && index < position) {
    line += 1;
    index = value.indexOf('\n', index + 1);
  }
  return line;
}

/** Character offset where zero-based `line` starts. */
export function positionOfLine(value: string, line: number): number {
  let position = 0;
  for (let current = 0; current < line; current += 1) {
    const next = value.indexOf('\n', position);
    if (next === -1) return value.length;
    position = next + 1;
  }
  return position;
}
