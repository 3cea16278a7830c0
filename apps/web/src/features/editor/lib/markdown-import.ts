import { MARKDOWN_IMPORT_EXTENSIONS, MARKDOWN_IMPORT_MAX_BYTES } from '@satchel/shared';

/** Why a file cannot be imported into the editor (spec §5). */
export type MarkdownImportError = 'notMarkdown' | 'tooLarge' | 'unreadable';

const MARKDOWN_TYPES = new Set(['text/markdown', 'text/x-markdown']);

/** The file's extension, lower-cased, without the dot ('' when it has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A Markdown file: one of the accepted extensions, or typed text/markdown. */
export function isMarkdownFile(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  return (
    (MARKDOWN_IMPORT_EXTENSIONS as readonly string[]).includes(fileExtension(file.name)) ||
    MARKDOWN_TYPES.has(type)
  );
}

/** Checks a picked file against the import rules; null when it may be imported. */
export function checkMarkdownImport(file: Pick<File, 'name' | 'type' | 'size'>): MarkdownImportError | null {
  if (!isMarkdownFile(file)) return 'notMarkdown';
  // "Under 10 MB": the limit itself is the most the server accepts (PASTE_CONTENT_MAX_BYTES).
  if (file.size > MARKDOWN_IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Importing over existing text asks first (spec §5); an empty or blank editor is simply filled. */
export function needsImportConfirmation(currentContent: string): boolean {
  return currentContent.trim() !== '';
}

/** The `accept` list of the file input. */
export const MARKDOWN_IMPORT_ACCEPT = [
  ...MARKDOWN_IMPORT_EXTENSIONS.map((extension) => `.${extension}`),
  'text/markdown',
  'text/x-markdown',
].join(',');

/** Reads the file as UTF-8 text, dropping a byte-order mark. */
export async function readMarkdownFile(file: Blob): Promise<string> {
  const text = await file.text();
  return text.startsWith('\ufeff') ? text.slice(1) : text;
}
