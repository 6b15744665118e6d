import { vi } from 'vitest';

/** A request the app made, as the network saw it. */
export interface RecordedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  /** The JSON body, parsed; undefined without one. */
  readonly body: unknown;
}

export type FetchHandler = (request: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces `fetch` at the network boundary and records every request. Unhandled requests answer
 * 404 in the API's error shape. Undo with vi.unstubAllGlobals().
 */
export function stubFetch(handler: FetchHandler) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body;
    const request: RecordedRequest = {
      url: input instanceof Request ? input.url : String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined,
    };
    requests.push(request);
    return Promise.resolve(handler(request));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

export function notFoundResponse(): Response {
  return jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
}
