import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { clearCookies } from '../testing/render-app';
import {
  ApiRequestError,
  apiGet,
  apiPost,
  apiRequest,
  apiSend,
  setSessionHandlers,
} from './api-client';
import { REMEMBERED_EMAIL_KEY } from './remembered-email';

const identity = { parse: (input: unknown) => input };

describe('API client', () => {
  beforeEach(clearCookies);
  afterEach(() => {
    vi.restoreAllMocks();
    clearCookies();
    vi.unstubAllGlobals();
  });

  it('posts JSON with the CSRF cookie echoed in the header, on our own origin only', async () => {
    document.cookie = 'csrf-token=abc123; path=/';
    const { requests, fetchMock } = stubFetch(() => jsonResponse({ ok: true }));

    await expect(apiPost('/api/thing', { a: 1 }, identity)).resolves.toEqual({ ok: true });

    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('X-CSRF-Token')).toBe('abc123');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ a: 1 });
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('reads the __Host- token cookie a site served over https gets', async () => {
    // jsdom's page is plain http, where a browser refuses __Host- cookies; read it as https would.
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('__Host-csrf-token=secure123');
    const { requests } = stubFetch(() => jsonResponse({ ok: true }));
    await apiRequest('/api/thing', { method: 'DELETE' });
    expect(requests.map((request) => request.url)).toEqual(['/api/thing']);
    expect(requests[0]?.headers.get('X-CSRF-Token')).toBe('secure123');
  });

  it('sends no CSRF header on a GET', async () => {
    document.cookie = 'csrf-token=abc123; path=/';
    const { requests } = stubFetch(() => jsonResponse({ ok: true }));
    await apiGet('/api/thing', identity);
    expect(requests[0]?.headers.has('X-CSRF-Token')).toBe(false);
  });

  it('fetches a CSRF cookie first when the page has none', async () => {
    const { requests } = stubFetch(({ url }) => {
      if (url === '/api/config') document.cookie = 'csrf-token=fresh; path=/';
      return jsonResponse({ status: 'ok' });
    });
    await apiRequest('/api/thing', { method: 'DELETE' });
    expect(requests.map((request) => request.url)).toEqual(['/api/config', '/api/thing']);
    expect(requests[1]?.headers.get('X-CSRF-Token')).toBe('fresh');
  });

  it('turns an error body into an ApiRequestError with its status, code and fields', async () => {
    document.cookie = 'csrf-token=abc123; path=/';
    stubFetch(() =>
      jsonResponse(
        {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          fields: { maxWeight: 'Too big' },
        },
        400,
      ),
    );
    const error: unknown = await apiPost('/api/survey', {}, identity).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      fields: { maxWeight: 'Too big' },
    });
  });

  it('words a failure without our error shape generically', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiGet('/api/config', identity)).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: 'Something went wrong. Please try again.',
    });
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiGet('/api/config', identity)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});

describe('API client after an expired session', () => {
  const unauthenticated = () =>
    jsonResponse({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' }, 401);
  const handlers = { onRenewed: vi.fn(), onEnded: vi.fn() };

  beforeEach(() => {
    clearCookies();
    document.cookie = 'csrf-token=abc123; path=/';
    localStorage.clear();
    handlers.onRenewed.mockReset();
    handlers.onEnded.mockReset();
    setSessionHandlers(handlers);
  });
  afterEach(() => {
    setSessionHandlers(null);
    vi.unstubAllGlobals();
  });

  it('refreshes the session for the remembered e-mail and retries the call once', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'pat+fleet@example.com');
    let refreshed = false;
    const { requests } = stubFetch(({ url }) => {
      if (url.startsWith('/api/security/token/refresh')) {
        refreshed = true;
        return jsonResponse({ email: 'pat+fleet@example.com' });
      }
      return refreshed ? jsonResponse({ specs: [] }) : unauthenticated();
    });

    await expect(apiGet('/api/surveyresult', identity)).resolves.toEqual({ specs: [] });

    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/surveyresult',
      'POST /api/security/token/refresh?email=pat%2Bfleet%40example.com',
      'GET /api/surveyresult',
    ]);
    expect(requests[1]?.headers.get('X-CSRF-Token')).toBe('abc123');
    expect(handlers.onRenewed).toHaveBeenCalledWith({ email: 'pat+fleet@example.com' });
    expect(handlers.onEnded).not.toHaveBeenCalled();
  });

  it('shares one refresh between calls that fail together', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'pat@fleet.example');
    let refreshed = false;
    let releaseRefresh: () => void = () => undefined;
    const refreshAnswer = new Promise<Response>((resolve) => {
      releaseRefresh = () => {
        refreshed = true;
        resolve(jsonResponse({}));
      };
    });
    const { requests } = stubFetch(({ url }) => {
      if (url.startsWith('/api/security/token/refresh')) return refreshAnswer;
      return refreshed ? jsonResponse({ url }) : unauthenticated();
    });

    const first = apiGet('/api/one', identity);
    const second = apiGet('/api/two', identity);
    await vi.waitFor(() => {
      expect(requests.filter((request) => request.url.includes('refresh'))).toHaveLength(1);
    });
    releaseRefresh();

    await expect(first).resolves.toEqual({ url: '/api/one' });
    await expect(second).resolves.toEqual({ url: '/api/two' });
    expect(requests.filter((request) => request.url.includes('refresh'))).toHaveLength(1);
  });

  it('ends the session when the refresh is refused, and fails the call', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'pat@fleet.example');
    const { requests } = stubFetch(() => unauthenticated());

    await expect(apiGet('/api/surveyresult', identity)).rejects.toMatchObject({ status: 401 });

    expect(requests.map((request) => request.url)).toEqual([
      '/api/surveyresult',
      '/api/security/token/refresh?email=pat%40fleet.example',
    ]);
    expect(handlers.onEnded).toHaveBeenCalledOnce();
  });

  it('ends the session as idle, without trying a refresh, when the server says it went idle', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'pat@fleet.example');
    const { requests } = stubFetch(() =>
      jsonResponse(
        {
          code: 'SESSION_IDLE',
          message: 'You were signed out due to inactivity. Please sign in again.',
        },
        401,
      ),
    );
    await expect(apiGet('/api/surveyresult', identity)).rejects.toMatchObject({
      status: 401,
      code: 'SESSION_IDLE',
    });
    expect(requests.map((request) => request.url)).toEqual(['/api/surveyresult']);
    expect(handlers.onEnded).toHaveBeenCalledExactlyOnceWith('idle');
  });

  it('retries only once when the retried call is refused again', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'pat@fleet.example');
    const { requests } = stubFetch(({ url }) =>
      url.includes('refresh') ? jsonResponse({}) : unauthenticated(),
    );

    await expect(apiGet('/api/surveyresult', identity)).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(3);
    expect(handlers.onEnded).not.toHaveBeenCalled();
  });

  it('does not refresh when no e-mail is remembered', async () => {
    const { requests } = stubFetch(() => unauthenticated());
    await expect(apiGet('/api/surveyresult', identity)).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
    expect(handlers.onEnded).not.toHaveBeenCalled();
  });

  it('treats wrong credentials as the answer, not as an expired session', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'pat@fleet.example');
    const { requests } = stubFetch(() =>
      jsonResponse(
        { code: 'INVALID_CREDENTIALS', message: 'The email or password is incorrect.' },
        401,
      ),
    );
    await expect(
      apiPost('/api/security/token', { user: 'pat@fleet.example', password: 'x' }, identity),
    ).rejects.toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(requests).toHaveLength(1);
  });

  it('lets a caller opt out of the refresh', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'pat@fleet.example');
    const { requests } = stubFetch(() => unauthenticated());
    await expect(
      apiSend('/sign-in/abc/login', { method: 'POST', body: {}, refreshSession: false }),
    ).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
  });

  it('keeps the user when the refresh cannot reach the server', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'pat@fleet.example');
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) =>
        input.includes('refresh')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(unauthenticated()),
      ),
    );
    await expect(apiGet('/api/surveyresult', identity)).rejects.toMatchObject({ status: 401 });
    expect(handlers.onEnded).not.toHaveBeenCalled();
  });

  it('reports the status of a success, so 200 and 201 can mean different things', async () => {
    stubFetch(() => jsonResponse({}, 201));
    await expect(
      apiSend('/api/registration/register/a%40b.example', { method: 'POST' }),
    ).resolves.toMatchObject({ status: 201 });
  });
});
