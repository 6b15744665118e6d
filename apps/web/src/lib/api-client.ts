import {
  API_ERRORS,
  ApiErrorSchema,
  CSRF_COOKIE,
  CSRF_HEADER,
  MESSAGES,
} from '@transmission-spec/domain';

import { readCookie } from './cookies';

/**
 * The one place that calls fetch. JSON in and out, cookies of our own origin only, and the
 * double-submit CSRF header on every state-changing call (docs/decisions/004). A failed call throws
 * an ApiRequestError carrying the status and DESIGN's `{ code, message, fields }` error body.
 */

/**
 * A cheap GET whose response sets the CSRF cookie when the page has none yet (the health probes
 * never set cookies, so it is the public configuration).
 */
const CSRF_PRIMING_PATH = '/api/config';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anything that turns unknown JSON into a typed value or throws, such as a zod schema. */
export interface ResponseParser<T> {
  parse(input: unknown): T;
}

/** A failed API call: HTTP status (0 when the network failed) plus the server's error body. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

function toRequestError(status: number, body: unknown): ApiRequestError {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data;
    return new ApiRequestError(status, code, message, fields);
  }
  // Not our error shape (a proxy's HTML page, an empty 502): keep the status, word it generically.
  return new ApiRequestError(status, 'HTTP_ERROR', API_ERRORS.INTERNAL.message);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function csrfToken(): Promise<string | undefined> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing !== undefined) return existing;
  try {
    await fetch(CSRF_PRIMING_PATH, { credentials: 'same-origin' });
  } catch {
    // The real call below reports the network failure.
  }
  return readCookie(CSRF_COOKIE);
}

export interface ApiRequestOptions {
  readonly method?: HttpMethod;
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly signal?: AbortSignal | undefined;
}

/** Calls the API and returns the parsed JSON body (undefined when empty); throws ApiRequestError. */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json' });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (method !== 'GET') {
    const token = await csrfToken();
    if (token !== undefined) headers.set(CSRF_HEADER, token);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'NETWORK_ERROR', MESSAGES.somethingWentWrong);
  }

  const body = await readJson(response);
  if (!response.ok) throw toRequestError(response.status, body);
  return body;
}

/** GET `path` and parse the answer. */
export async function apiGet<T>(
  path: string,
  parser: ResponseParser<T>,
  signal?: AbortSignal,
): Promise<T> {
  return parser.parse(await apiRequest(path, { signal }));
}

/** POST `body` as JSON to `path` and parse the answer. */
export async function apiPost<T>(
  path: string,
  body: unknown,
  parser: ResponseParser<T>,
): Promise<T> {
  return parser.parse(await apiRequest(path, { method: 'POST', body }));
}
