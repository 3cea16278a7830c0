/**
 * A stand-in for XMLHttpRequest at the network boundary: records each request and lets a test
 * answer it (progress, a response, a network error) or watch it being aborted.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  /** Called once per request right after `send`; the test answers through the instance. */
  static onSend: (xhr: FakeXhr) => void = () => undefined;

  static reset(onSend: (xhr: FakeXhr) => void = () => undefined): void {
    FakeXhr.instances = [];
    FakeXhr.onSend = onSend;
  }

  method = '';
  url = '';
  requestHeaders: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  isAborted = false;
  isSettled = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onprogress: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name] = value;
  }

  getResponseHeader(name: string): string | null {
    const entry = Object.entries(this.responseHeaders).find(
      ([key]) => key.toLowerCase() === name.toLowerCase(),
    );
    return entry ? entry[1] : null;
  }

  getAllResponseHeaders(): string {
    return Object.entries(this.responseHeaders)
      .map(([name, value]) => `${name.toLowerCase()}: ${value}\r\n`)
      .join('');
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.instances.push(this);
    queueMicrotask(() => FakeXhr.onSend(this));
  }

  abort(): void {
    if (this.isSettled) return;
    this.isSettled = true;
    this.isAborted = true;
    this.onabort?.();
  }

  /** Reports bytes sent. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }

  respond(status: number, body: unknown = '', headers: Record<string, string> = {}): void {
    if (this.isSettled) return;
    this.isSettled = true;
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }

  failNetwork(): void {
    if (this.isSettled) return;
    this.isSettled = true;
    this.onerror?.();
  }
}

/** The success envelope of api.md §1.2. */
export function envelope(data: unknown, code = 200) {
  return { code, message: 'OK', data, success: code >= 200 && code < 300 && code !== 204 };
}

/** An error envelope. */
export function errorEnvelope(code: number, error: string, message = '', data: unknown = null) {
  return { code, error, message, data, success: false };
}

/** A JSON Response, as `fetch` resolves. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
