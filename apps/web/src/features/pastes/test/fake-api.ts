import { vi } from 'vitest';

/** One recorded request to the fake API. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = {
  status: number;
  data?: unknown;
  error?: string;
  message?: string;
  headers?: Record<string, string>;
};
type Handler = (request: FakeRequest) => Answer | undefined;

/**
 * Replaces `fetch` (the boundary the API client uses) with handlers that answer in the envelope
 * shape of api.md §1.2, and records every request.
 */
export function stubApi(handler: Handler) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    requests.push(request);
    const answer = handler(request) ?? { status: 404, error: 'NOT_FOUND', message: 'not found' };
    const isSuccess = answer.status >= 200 && answer.status < 300;
    const envelope = isSuccess
      ? { code: answer.status, message: 'OK', data: answer.data ?? null, success: true }
      : {
          code: answer.status,
          error: answer.error,
          message: answer.message ?? '',
          data: answer.data ?? null,
          success: false,
        };
    return new Response(JSON.stringify(envelope), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
