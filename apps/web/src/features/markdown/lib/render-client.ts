import type { MarkdownBlocks } from './markdown-core';
import type * as MarkdownRenderer from './markdown-renderer';
import type { RenderedMarkdown } from './markdown-renderer';
import type { RenderRequest } from './markdown.worker';

type RendererModule = typeof MarkdownRenderer;

let rendererModule: Promise<RendererModule> | null = null;

/** The renderer (markdown-it, DOMPurify) is its own chunk, fetched when a page first shows Markdown. */
export function loadMarkdownRenderer(): Promise<RendererModule> {
  rendererModule ??= import('./markdown-renderer').catch((error: unknown) => {
    rendererModule = null;
    throw error;
  });
  return rendererModule;
}

/** From this size a document is parsed in a worker; smaller ones are faster on this thread. */
export const WORKER_THRESHOLD_CHARS = 64 * 1024;

interface WorkerAnswer {
  id: number;
  result?: MarkdownBlocks;
  error?: string;
}

type Pending = { resolve: (value: MarkdownBlocks) => void; reject: (reason: Error) => void };

/** undefined: not tried yet; null: unavailable (no Worker, or it failed once). */
let worker: Worker | null | undefined;
let nextRequestId = 1;
const pending = new Map<number, Pending>();

function failAllPending(message: string) {
  for (const entry of pending.values()) entry.reject(new Error(message));
  pending.clear();
}

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    const created = new Worker(new URL('./markdown.worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const entry = pending.get(event.data.id);
      if (!entry) return;
      pending.delete(event.data.id);
      if (event.data.result) entry.resolve(event.data.result);
      else entry.reject(new Error(event.data.error ?? 'render failed'));
    };
    created.onerror = () => {
      worker = null;
      created.terminate();
      failAllPending('markdown worker failed');
    };
    worker = created;
  } catch {
    worker = null;
  }
  return worker;
}

function renderInWorker(target: Worker, source: string): Promise<MarkdownBlocks> {
  return new Promise((resolve, reject) => {
    const id = nextRequestId++;
    pending.set(id, { resolve, reject });
    target.postMessage({ id, source } satisfies RenderRequest);
  });
}

/**
 * Renders and sanitises a document. Large ones are parsed in a worker (falling back to this thread
 * if workers are unavailable); sanitising needs the DOM and always happens here.
 */
export async function renderMarkdownAsync(source: string): Promise<RenderedMarkdown> {
  const renderer = loadMarkdownRenderer();
  const target = source.length >= WORKER_THRESHOLD_CHARS ? getWorker() : null;
  if (target) {
    try {
      const raw = await renderInWorker(target, source);
      return (await renderer).sanitizeRendered(raw);
    } catch {
      // Fall through to rendering here.
    }
  }
  return (await renderer).renderMarkdown(source);
}
