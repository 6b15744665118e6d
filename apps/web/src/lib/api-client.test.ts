import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { clearCookies } from '../testing/render-app';
import { ApiRequestError, apiGet, apiPost, apiRequest } from './api-client';

const identity = { parse: (input: unknown) => input };

describe('API client', () => {
  beforeEach(clearCookies);
  afterEach(() => {
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
