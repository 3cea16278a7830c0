import { describe, expect, it } from 'vitest';
import {
  applyMarkdownCommand,
  lineOfPosition,
  positionOfLine,
  type TextSelection,
} from './markdown-commands';

/** Writes a selection as text with « and » around it (or | for a caret). */
function show({ value, start, end }: TextSelection): string {
  if (start === end) return `${value.slice(0, start)}|${value.slice(start)}`;
  return `${value.slice(0, start)}«${value.slice(start, end)}»${value.slice(end)}`;
}

/** Parses the same notation. */
function at(text: string): TextSelection {
  const caret = text.indexOf('|');
  if (caret !== -1) return { value: text.replace('|', ''), start: caret, end: caret };
  const start = text.indexOf('«');
  const end = text.indexOf('»') - 1;
  return { value: text.replace('«', '').replace('»', ''), start, end };
}

const apply = (text: string, command: Parameters<typeof applyMarkdownCommand>[1]) =>
  show(applyMarkdownCommand(at(text), command, { placeholders: { link: 'text', column: 'Col', cell: 'x' } }));

describe('inline formatting on a selection', () => {
  it('wraps the selection and keeps it selected', () => {
    expect(apply('say «hello» world', 'bold')).toBe('say **«hello»** world');
    expect(apply('say «hello» world', 'italic')).toBe('say _«hello»_ world');
    expect(apply('say «hello» world', 'strikethrough')).toBe('say ~~«hello»~~ world');
    expect(apply('run «npm test» now', 'inlineCode')).toBe('run `«npm test»` now');
  });

  it('toggles off when the markers are around or inside the selection', () => {
    expect(apply('say **«hello»** world', 'bold')).toBe('say «hello» world');
    expect(apply('say «**hello**» world', 'bold')).toBe('say «hello» world');
    expect(apply('say ~~«gone»~~', 'strikethrough')).toBe('say «gone»');
  });

  it('keeps surrounding spaces outside the markers', () => {
    expect(apply('a« word »b', 'bold')).toBe('a **«word»** b');
  });

  it('inserts empty markers at a caret, with the caret between them', () => {
    expect(apply('x |y', 'bold')).toBe('x **|**y');
  });
});

describe('line formatting', () => {
  it('turns the current line into a heading, replaces another level, and toggles off', () => {
    expect(apply('Ti|tle', 'heading1')).toBe('# Ti|tle');
    expect(apply('## Ti|tle', 'heading1')).toBe('# Ti|tle');
    expect(apply('## Ti|tle', 'heading2')).toBe('Ti|tle');
    expect(apply('### Deep|', 'heading3')).toBe('Deep|');
  });

  it('prefixes every selected line for lists and quotes, numbering ordered lists', () => {
    expect(apply('«one\ntwo\nthree»', 'bulletList')).toBe('«- one\n- two\n- three»');
    expect(apply('«one\ntwo»', 'numberedList')).toBe('«1. one\n2. two»');
    expect(apply('«buy milk\ncall mum»', 'taskList')).toBe('«- [ ] buy milk\n- [ ] call mum»');
    expect(apply('«a\nb»', 'quote')).toBe('«> a\n> b»');
  });

  it('switches one list kind to another and removes the list when applied again', () => {
    expect(apply('«- one\n- two»', 'numberedList')).toBe('«1. one\n2. two»');
    expect(apply('«1. one\n2. two»', 'numberedList')).toBe('«one\ntwo»');
    expect(apply('«- [ ] a\n- [x] b»', 'taskList')).toBe('«a\nb»');
    expect(apply('«- [ ] a»', 'bulletList')).toBe('«- a»');
  });

  it('extends a partial selection to whole lines and skips blank lines', () => {
    expect(apply('ab«c\n\nd»ef', 'bulletList')).toBe('«- abc\n\n- def»');
  });
});

describe('blocks and links', () => {
  it('fences the selection in a code block on its own lines', () => {
    expect(apply('before «let x = 1;» after', 'codeBlock')).toBe(
      'before \n\n```\n«let x = 1;»\n```\n\n after',
    );
    expect(apply('|', 'codeBlock')).toBe('```|\n\n```');
  });

  it('makes a link of the selected text with the URL selected', () => {
    expect(apply('see «the docs» now', 'link')).toBe('see [the docs](«https://») now');
  });

  it('uses a selected URL as the link target', () => {
    expect(apply('«https://example.com»', 'link')).toBe('[«text»](https://example.com)');
  });

  it('inserts a table after a blank line with the first header cell selected', () => {
    expect(apply('intro|', 'table')).toBe(
      'intro\n\n| «Col 1» | Col 2 | Col 3 |\n| ----- | ----- | ----- |\n| x | x | x |\n| x | x | x |',
    );
  });
});

describe('line positions', () => {
  it('maps between offsets and lines', () => {
    const text = 'a\nbc\n\nd';
    expect(lineOfPosition(text, 0)).toBe(0);
    expect(lineOfPosition(text, 3)).toBe(1);
    expect(lineOfPosition(text, 6)).toBe(3);
    expect(positionOfLine(text, 1)).toBe(2);
    expect(positionOfLine(text, 3)).toBe(6);
    expect(positionOfLine(text, 9)).toBe(text.length);
  });
});
