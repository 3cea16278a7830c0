import { MARKDOWN_IMPORT_MAX_BYTES } from '@satchel/shared';
import { describe, expect, it } from 'vitest';
import {
  checkMarkdownImport,
  fileExtension,
  needsImportConfirmation,
  readMarkdownFile,
} from './markdown-import';

const file = (name: string, type = '', size = 100) => ({ name, type, size });

describe('Markdown import rules (spec §5)', () => {
  it.each([
    'notes.md',
    'README.MD',
    'a.markdown',
    'b.mdown',
    'c.mkd',
    'd.mdwn',
    'e.mdtxt',
    'f.mdtext',
    'g.Rmd',
  ])('accepts %s', (name) => {
    expect(checkMarkdownImport(file(name))).toBeNull();
  });

  it('accepts a file typed text/markdown whatever its name', () => {
    expect(checkMarkdownImport(file('notes', 'text/markdown'))).toBeNull();
    expect(checkMarkdownImport(file('notes.txt', 'text/markdown; charset=utf-8'))).toBeNull();
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['photo.png', 'image/png'],
    ['md', ''],
    ['archive.md.zip', 'application/zip'],
    ['.md', ''],
  ])('refuses %s (%s) as not Markdown', (name, type) => {
    expect(checkMarkdownImport(file(name, type))).toBe('notMarkdown');
  });

  it('refuses files over 10 MB', () => {
    expect(checkMarkdownImport(file('big.md', '', MARKDOWN_IMPORT_MAX_BYTES))).toBeNull();
    expect(checkMarkdownImport(file('big.md', '', MARKDOWN_IMPORT_MAX_BYTES + 1))).toBe('tooLarge');
  });

  it('asks before replacing text, but not for an empty or blank editor', () => {
    expect(needsImportConfirmation('')).toBe(false);
    expect(needsImportConfirmation('  \n\t')).toBe(false);
    expect(needsImportConfirmation('# draft')).toBe(true);
  });

  it('reads UTF-8 text without a byte-order mark', async () => {
    expect(await readMarkdownFile(new Blob(['\ufeff# Title\n中文']))).toBe('# Title\n中文');
  });

  it('finds extensions', () => {
    expect(fileExtension('a.b.MD')).toBe('md');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });
});
