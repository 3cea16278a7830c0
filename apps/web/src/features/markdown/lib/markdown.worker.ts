import { renderMarkdownBlocks } from './markdown-core';

/** Renders large documents off the main thread, so typing never waits for markdown-it. */
export interface RenderRequest {
  id: number;
  source: string;
}

self.onmessage = (event: MessageEvent<RenderRequest>) => {
  const { id, source } = event.data;
  try {
    self.postMessage({ id, result: renderMarkdownBlocks(source) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
