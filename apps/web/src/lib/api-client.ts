import {
  API_ERRORS,
  apiErrorCheck,
  type ApiErrorCode,
  CSRF_COOKIE,
  CSRF_COOKIE_HTTPS,
  CSRF_HEADER,
  MESSAGES,
} from '@transmission-spec/domain';

import { readCookie } from './cookies';
import { readRememberedEmail } from './remembered-email';

/**
 * The one place that calls fetch. JSON in and out, cookies of our own origin only, and the
 * double-submit CSRF header on every state-changing call (docs/decisions/004). A failed call throws
 * an ApiRequestError carrying the status and DESIGN's `{ code, message, fields }` error body. An
 * expired session is renewed once behind the caller's back (see apiSend).
 */

/**
 * A cheap GET whose response sets the CSRF cookie when the page has none yet (the health probes
 * never set cookies, so it is the public configuration).
 */
const CSRF_PRIMING_PATH = '/api/config';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anything that turns unknown JSON into a typed value or throws: a zod schema or a domain check. */
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
  const parsed = apiErrorCheck.safeParse(body);
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

/** The token cookie: `__Host-csrf-token` when the site is served over https, else `csrf-token`. */
function readCsrfCookie(): string | undefined {
  return readCookie(CSRF_COOKIE_HTTPS) ?? readCookie(CSRF_COOKIE);
}

async function csrfToken(): Promise<string | undefined> {
  const existing = readCsrfCookie();
  if (existing !== undefined) return existing;
  try {
    await fetch(CSRF_PRIMING_PATH, { credentials: 'same-origin' });
  } catch {
    // The real call below reports the network failure.
  }
  return readCsrfCookie();
}

export interface ApiRequestOptions {
  readonly method?: HttpMethod;
  /** Sent as JSON, or as multipart/form-data when it is a FormData. */
  readonly body?: unknown;
  /** How to read a successful answer: parsed JSON (default) or the raw bytes as a Blob. */
  readonly responseType?: 'json' | 'blob';
  readonly signal?: AbortSignal | undefined;
  /**
   * Whether a 401 may refresh the session and retry (default true). Off for calls whose 401 means
   * wrong credentials rather than an expired session.
   */
  readonly refreshSession?: boolean;
}

/** A successful call: its status (some calls mean different things by 200 and 201) and JSON body. */
export interface ApiResponse {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Headers;
}

/** Why a session ended: the server refused it as idle (SESSION_IDLE), or refused to renew it. */
export type SessionEnd = 'idle' | 'refused';

/**
 * What the session refresh tells the app: renewed (with the current user the server answered) or
 * over. The auth feature registers them; the client itself knows nothing of React state.
 */
export interface SessionHandlers {
  readonly onRenewed: (currentUser: unknown) => void;
  readonly onEnded: (reason: SessionEnd) => void;
}

/** The server's answer to a session unused for longer than the idle timeout. */
const SESSION_IDLE_CODE: ApiErrorCode = 'SESSION_IDLE';

function isSessionIdle(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === SESSION_IDLE_CODE;
}

let sessionHandlers: SessionHandlers | null = null;

export function setSessionHandlers(handlers: SessionHandlers | null): void {
  sessionHandlers = handlers;
}

const REFRESH_PATH = '/api/security/token/refresh';

type RefreshOutcome = 'renewed' | 'refused' | 'unreachable';

/** One refresh at a time: concurrent 401s all wait for the same answer. */
let refreshInFlight: Promise<RefreshOutcome> | null = null;

async function send(path: string, options: ApiRequestOptions): Promise<ApiResponse> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json' });
  const multipart = options.body instanceof FormData;
  // The browser writes the multipart Content-Type itself, boundary included.
  if (options.body !== undefined && !multipart) headers.set('Content-Type', 'application/json');
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
      body:
        options.body === undefined
          ? null
          : options.body instanceof FormData
            ? options.body
            : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'NETWORK_ERROR', MESSAGES.somethingWentWrong);
  }

  if (response.ok && options.responseType === 'blob') {
    return { status: response.status, body: await response.blob(), headers: response.headers };
  }
  const body = await readJson(response);
  if (!response.ok) throw toRequestError(response.status, body);
  return { status: response.status, body, headers: response.headers };
}

async function runRefresh(email: string): Promise<RefreshOutcome> {
  try {
    const { body } = await send(`${REFRESH_PATH}?email=${encodeURIComponent(email)}`, {
      method: 'POST',
    });
    sessionHandlers?.onRenewed(body);
    return 'renewed';
  } catch (error) {
    // Offline is not a verdict on the session: keep the user and let the call fail as it did.
    if (error instanceof ApiRequestError && error.status === 0) return 'unreachable';
    sessionHandlers?.onEnded(isSessionIdle(error) ? 'idle' : 'refused');
    return 'refused';
  } finally {
    refreshInFlight = null;
  }
}

function refreshSession(email: string): Promise<RefreshOutcome> {
  refreshInFlight ??= runRefresh(email);
  return refreshInFlight;
}

/** A 401 that an expired access token explains, for a browser that has signed in before. */
function shouldRefresh(path: string, options: ApiRequestOptions, error: unknown): string | null {
  if (options.refreshSession === false || path.startsWith(REFRESH_PATH)) return null;
  if (!(error instanceof ApiRequestError) || error.status !== 401) return null;
  // Wrong credentials are the answer, not a sign of an expired session.
  if (error.code === 'INVALID_CREDENTIALS') return null;
  return readRememberedEmail();
}

/**
 * Calls the API and returns the status and parsed JSON body (undefined when empty); throws
 * ApiRequestError. After a 401, when an e-mail is remembered, refreshes the session once and
 * retries the call once (SPEC 7); a refused refresh ends the session.
 */
export async function apiSend(path: string, options: ApiRequestOptions = {}): Promise<ApiResponse> {
  try {
    return await send(path, options);
  } catch (error) {
    // An idle session is over for good: no refresh can bring it back (the server refuses it too).
    if (isSessionIdle(error)) {
      sessionHandlers?.onEnded('idle');
      throw error;
    }
    const email = shouldRefresh(path, options, error);
    if (email === null) throw error;
    if ((await refreshSession(email)) !== 'renewed') throw error;
    return send(path, options);
  }
}

/** Calls the API and returns the parsed JSON body (undefined when empty); throws ApiRequestError. */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  return (await apiSend(path, options)).body;
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
  options: Pick<ApiRequestOptions, 'refreshSession'> = {},
): Promise<T> {
  return parser.parse(await apiRequest(path, { ...options, method: 'POST', body }));
}
