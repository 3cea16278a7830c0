import type { TestApp } from './harness.js';

/*
 * Helpers shared by the file-share and local-storage feature tests.
 */

export interface UploadFormOptions {
  fields?: Record<string, string>;
  /** Fields appended after the file part. */
  trailingFields?: Record<string, string>;
  filename?: string;
  /** The file part's Content-Type. */
  type?: string;
}

/** An upload request: the form, plus the query string and who sends it. */
export interface UploadOptions extends UploadFormOptions {
  query?: string;
  token?: string;
  apiKey?: string;
}

/** A `multipart/form-data` upload: the fields, the `file` part, then any trailing fields. */
export function buildUploadForm(content: string | Buffer, options: UploadFormOptions = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  const blob = new Blob([content], options.type ? { type: options.type } : {});
  form.append('file', blob, options.filename ?? 'hello.txt');
  for (const [name, value] of Object.entries(options.trailingFields ?? {})) form.append(name, value);
  return form;
}

/**
 * Requests an absolute URL the server handed out (a signed download or local-storage URL) from the
 * in-process app, as a client at 192.0.2.1, and reads the body as bytes.
 */
export async function fetchBytes(
  t: TestApp,
  url: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const response = await t.app.request(
    url.replace(/^https?:\/\/[^/]+/, ''),
    { method: init.method ?? 'GET', headers: init.headers },
    { incoming: { socket: { remoteAddress: '192.0.2.1' } } },
  );
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}
