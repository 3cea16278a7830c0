import { MarkdownView } from '../../markdown/components/markdown-view';

/**
 * Markdown file previews through the shared renderer (no raw HTML, unsafe URLs dropped). This
 * module is its own lazy chunk, so the renderer loads only for Markdown shares.
 */
export default function MarkdownPreview({ source }: { source: string }) {
  return (
    <div className="max-h-[75vh] overflow-auto rounded-lg px-1 ring-1 ring-zinc-200 sm:px-4 dark:ring-zinc-800">
      <MarkdownView source={source} />
    </div>
  );
}
