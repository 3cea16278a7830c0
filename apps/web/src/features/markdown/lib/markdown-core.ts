import MarkdownIt, { type MarkdownIt as MarkdownItInstance, type Token } from 'markdown-it';
import footnotePlugin from 'markdown-it-footnote';
import {
  featureScanPlugin,
  fenceLanguage,
  headingAnchorPlugin,
  mathPlugin,
  taskListPlugin,
  type MarkdownFeatures,
  type MarkdownHeading,
  type RenderEnv,
} from './markdown-plugins';
import { EXTERNAL_LINK_REL, isExternalUrl, isSafeImageUrl, isSafeLinkUrl } from './url-policy';

/*
 * The DOM-free half of the renderer: markdown-it and its plugins. It runs on the main thread or in
 * a worker (markdown.worker.ts); its HTML is sanitised afterwards on the main thread.
 */

/** A document as HTML split into its top-level blocks (not yet sanitised), with outline and needs. */
export interface MarkdownBlocks {
  blocks: string[];
  headings: MarkdownHeading[];
  features: MarkdownFeatures;
}

function createMarkdownIt(): MarkdownItInstance {
  // html: false — raw HTML in the source is shown as text, never rendered (api.md §5.7).
  const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
  md.linkify.set({ fuzzyEmail: false });
  // Links are checked again when rendered (data: is for images only); this keeps scripts out at parse time.
  md.validateLink = isSafeImageUrl;

  md.use(footnotePlugin).use(taskListPlugin).use(mathPlugin).use(headingAnchorPlugin).use(featureScanPlugin);

  const renderer = md.renderer;
  const escape = md.utils.escapeHtml;

  renderer.rules.link_open = (tokens, index, options, _env, self) => {
    const token = tokens[index]!;
    const href = String(token.attrGet('href') ?? '');
    if (!isSafeLinkUrl(href)) {
      token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'href');
    } else if (isExternalUrl(href)) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', EXTERNAL_LINK_REL);
    }
    return self.renderToken(tokens, index, options);
  };

  const defaultImage = renderer.rules.image!;
  renderer.rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index]!;
    if (!isSafeImageUrl(String(token.attrGet('src') ?? ''))) token.attrSet('src', '');
    token.attrSet('loading', 'lazy');
    return defaultImage(tokens, index, options, env, self);
  };

  const defaultFence = renderer.rules.fence!;
  renderer.rules.fence = (tokens, index, options, env, self) => {
    const token = tokens[index]!;
    const language = fenceLanguage(token.info);
    if (language === 'mermaid') {
      return `<div class="md-mermaid"><pre class="md-mermaid-source">${escape(token.content)}</pre></div>\n`;
    }
    if (language === 'math') {
      return `<div class="md-math md-math-block" data-display="true">${escape(token.content.trim())}</div>\n`;
    }
    return defaultFence(tokens, index, options, env, self);
  };

  // Wide tables scroll inside their own box instead of stretching the page.
  renderer.rules.table_open = () => '<div class="md-table-wrap"><table>\n';
  renderer.rules.table_close = () => '</table></div>\n';
  return md;
}

let markdownIt: MarkdownItInstance | null = null;

/** Index ranges of the top-level blocks: each ends at a level-0 token that is not an opener. */
function topLevelRanges(tokens: Token[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let start = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.level === 0 && token.nesting !== 1) {
      ranges.push([start, index + 1]);
      start = index + 1;
    }
  }
  if (start < tokens.length) ranges.push([start, tokens.length]);
  return ranges;
}

/**
 * Renders Markdown to HTML blocks (GFM tables and strikethrough, task lists, footnotes, heading
 * anchors, links, math and diagram placeholders). Blocks let a preview replace only what changed.
 */
export function renderMarkdownBlocks(source: string): MarkdownBlocks {
  markdownIt ??= createMarkdownIt();
  const md = markdownIt;
  const env: Partial<RenderEnv> = {};
  const tokens = md.parse(source, env);
  const blocks = topLevelRanges(tokens).map(([start, end]) =>
    md.renderer.render(tokens.slice(start, end), md.options, env),
  );
  return {
    blocks,
    headings: env.headings ?? [],
    features: env.features ?? { code: false, math: false, mermaid: false },
  };
}
