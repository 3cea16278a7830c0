import { MarkdownView } from '../../markdown/components/markdown-view';

/**
 * Markdown file previews through the shared renderer (no raw HTML, unsafe URLs dropped). This
 * module is its own lazy chunk, so the renderer loads only for Markdown shares.
 */
export default function MarkdownPreview({ source }: { source: string }) {
  return (
    // Padding on every side: the document's first heading and last code block otherwise touch the frame.
    <div className="max-h-[75vh] overflow-auto rounded-lg px-4 py-4 ring-1 ring-zinc-200 sm:px-6 sm:py-5 dark:ring-zinc-800">
      <MarkdownView source={source} />
    </div>
  );
}
