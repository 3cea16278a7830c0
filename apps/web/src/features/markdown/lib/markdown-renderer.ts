import { renderMarkdownBlocks, type MarkdownBlocks } from './markdown-core';
import type { MarkdownFeatures, MarkdownHeading } from './markdown-plugins';
import { sanitizeBlocks } from './sanitize-html';

export type { MarkdownFeatures, MarkdownHeading } from './markdown-plugins';

/** A rendered document: sanitised top-level HTML blocks, its outline and the enhancers it needs. */
export interface RenderedMarkdown {
  blocks: string[];
  headings: MarkdownHeading[];
  features: MarkdownFeatures;
}

/** Sanitises the blocks markdown-it made (here or in the worker). */
export function sanitizeRendered(raw: MarkdownBlocks): RenderedMarkdown {
  return { ...raw, blocks: sanitizeBlocks(raw.blocks) };
}

/** Renders Markdown to sanitised HTML on this thread (see markdown-core.ts for what is supported). */
export function renderMarkdown(source: string): RenderedMarkdown {
  return sanitizeRendered(renderMarkdownBlocks(source));
}

/** The whole document as one HTML string. */
export function renderedHtml(rendered: RenderedMarkdown): string {
  return rendered.blocks.join('');
}
