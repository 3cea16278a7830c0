import { MARKDOWN_IMPORT_EXTENSIONS, MIB } from '@satchel/shared';

/**
 * How a file share is previewed (api.md §5.6). HTML, SVG and XML are only ever shown as source
 * text: they are never rendered, framed or used as an image source on the app origin.
 */
export type PreviewKind =
  | { kind: 'image' }
  | { kind: 'video' }
  | { kind: 'audio' }
  | { kind: 'pdf' }
  | { kind: 'markdown' }
  /** Source text, highlighted with `language` when known (`null`: plain text). */
  | { kind: 'text'; language: string | null; isMarkup: boolean }
  | { kind: 'none' };

/** Text previews read at most this much of the file (a Range request), then say it was cut. */
export const TEXT_PREVIEW_MAX_BYTES = 2 * MIB;
/** Above this, text is shown without highlighting (highlighting huge files stalls the page). */
export const HIGHLIGHT_MAX_BYTES = 512 * 1024;

/** Image types the server serves inline (api.md §5.6); any other image is a download. */
const INLINE_IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'jfif', 'gif', 'webp', 'avif', 'bmp']);
const VIDEO_EXTENSIONS = new Set(['mp4', 'm4v', 'webm', 'ogv', 'mov']);
const AUDIO_EXTENSIONS = new Set(['mp3', 'm4a', 'aac', 'wav', 'ogg', 'oga', 'opus', 'flac', 'weba']);

/** Markup that would run or load things if rendered: shown as source only. */
const MARKUP_TYPES: Record<string, string> = {
  'text/html': 'xml',
  'application/xhtml+xml': 'xml',
  'image/svg+xml': 'xml',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'application/rss+xml': 'xml',
  'application/atom+xml': 'xml',
  'application/mathml+xml': 'xml',
  'application/xslt+xml': 'xml',
};
const MARKUP_EXTENSIONS: Record<string, string> = {
  html: 'xml',
  htm: 'xml',
  xhtml: 'xml',
  shtml: 'xml',
  svg: 'xml',
  svgz: 'xml',
  xml: 'xml',
  xsl: 'xml',
  xslt: 'xml',
  rss: 'xml',
  atom: 'xml',
  mathml: 'xml',
};

/** Extensions of code and text files, with their highlight.js language (null: plain text). */
const TEXT_EXTENSIONS: Record<string, string | null> = {
  txt: null,
  text: null,
  log: null,
  csv: null,
  tsv: null,
  conf: 'ini',
  cfg: 'ini',
  ini: 'ini',
  env: 'bash',
  toml: 'ini',
  json: 'json',
  jsonc: 'json',
  json5: 'json',
  yaml: 'yaml',
  yml: 'yaml',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'typescript',
  css: 'css',
  scss: 'scss',
  less: 'less',
  py: 'python',
  rb: 'ruby',
  go: 'go',
  rs: 'rust',
  java: 'java',
  kt: 'kotlin',
  kts: 'kotlin',
  swift: 'swift',
  c: 'c',
  h: 'c',
  cc: 'cpp',
  cpp: 'cpp',
  cxx: 'cpp',
  hpp: 'cpp',
  cs: 'csharp',
  php: 'php',
  pl: 'perl',
  lua: 'lua',
  r: 'r',
  sql: 'sql',
  sh: 'bash',
  bash: 'bash',
  zsh: 'bash',
  ps1: 'powershell',
  bat: 'dos',
  cmd: 'dos',
  makefile: 'makefile',
  mk: 'makefile',
  dockerfile: 'dockerfile',
  diff: 'diff',
  patch: 'diff',
  graphql: 'graphql',
  gql: 'graphql',
  vue: 'xml',
  properties: 'properties',
};

const TEXT_TYPES: Record<string, string | null> = {
  'text/plain': null,
  'text/csv': null,
  'application/json': 'json',
  'application/ld+json': 'json',
  'application/javascript': 'javascript',
  'text/javascript': 'javascript',
  'application/typescript': 'typescript',
  'text/css': 'css',
  'application/x-yaml': 'yaml',
  'application/yaml': 'yaml',
  'text/yaml': 'yaml',
  'application/x-sh': 'bash',
  'application/sql': 'sql',
  'application/toml': 'ini',
};

/** The lower-cased extension of a file name; `Dockerfile`/`Makefile` count as their own. */
export function fileExtension(filename: string): string {
  const name = filename.toLowerCase().split(/[\\/]/).pop() ?? '';
  if (name === 'dockerfile' || name === 'makefile') return name;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1) : '';
}

function baseType(mimetype: string): string {
  return (mimetype.split(';')[0] ?? '').trim().toLowerCase();
}

/** Chooses the preview of a file share from its type and name. Markup always wins: never rendered. */
export function selectPreviewKind(filename: string, mimetype: string): PreviewKind {
  const type = baseType(mimetype);
  const extension = fileExtension(filename);

  const markupLanguage = MARKUP_TYPES[type] ?? MARKUP_EXTENSIONS[extension];
  if (markupLanguage !== undefined) return { kind: 'text', language: markupLanguage, isMarkup: true };

  // `.ts` is typed as an MPEG transport stream by extension, which browsers do not play anyway;
  // such a file is far more often TypeScript (a real stream shows as "not text").
  if (type === 'video/mp2t' && extension in TEXT_EXTENSIONS) {
    return { kind: 'text', language: TEXT_EXTENSIONS[extension] ?? null, isMarkup: false };
  }
  if (INLINE_IMAGE_TYPES.has(type) || (!type.startsWith('image/') && IMAGE_EXTENSIONS.has(extension))) {
    return { kind: 'image' };
  }
  if (type.startsWith('video/') || (type === 'application/octet-stream' && VIDEO_EXTENSIONS.has(extension))) {
    return { kind: 'video' };
  }
  if (type.startsWith('audio/') || (type === 'application/octet-stream' && AUDIO_EXTENSIONS.has(extension))) {
    return { kind: 'audio' };
  }
  if (type === 'application/pdf' || extension === 'pdf') return { kind: 'pdf' };
  if (
    type === 'text/markdown' ||
    type === 'text/x-markdown' ||
    (MARKDOWN_IMPORT_EXTENSIONS as readonly string[]).includes(extension)
  ) {
    return { kind: 'markdown' };
  }
  if (extension in TEXT_EXTENSIONS) {
    return { kind: 'text', language: TEXT_EXTENSIONS[extension] ?? null, isMarkup: false };
  }
  if (type in TEXT_TYPES) return { kind: 'text', language: TEXT_TYPES[type] ?? null, isMarkup: false };
  if (type.startsWith('text/')) return { kind: 'text', language: null, isMarkup: false };
  return { kind: 'none' };
}
