import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymousUser } from '@transmission-spec/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { REMEMBERED_EMAIL_KEY } from './remembered-email';
import { stubBrowserLocation } from '../testing/browser-location';
import { buildUser } from '../testing/builders';
import type { FetchHandler } from '../testing/fetch-stub';
import { jsonResponse, notFoundResponse, stubFetch } from '../testing/fetch-stub';
import { clearCookies, renderApp } from '../testing/render-app';
import { TEST_CONFIG } from '../testing/survey-builders';

const unauthenticated = () =>
  jsonResponse({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' }, 401);

function api(routes: Record<string, () => Response>): FetchHandler {
  return ({ url, method }) => {
    if (url === '/api/config') return jsonResponse(TEST_CONFIG);
    return routes[`${method} ${url}`]?.() ?? notFoundResponse();
  };
}

describe('Current user', () => {
  let assign: ReturnType<typeof stubBrowserLocation>;
  beforeEach(() => {
    clearCookies();
    document.cookie = 'csrf-token=t0k3n; path=/';
    localStorage.clear();
    assign = stubBrowserLocation();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('loads the signed-in user on start, greets them and remembers their e-mail', async () => {
    stubFetch(
      api({
        'GET /api/security/currentuser': () => jsonResponse(buildUser({ displayName: 'Ann' })),
      }),
    );
    await renderApp('/', { loadUser: true });

    const banner = within(screen.getByRole('banner'));
    expect(await banner.findByRole('button', { name: 'Welcome, Ann' })).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'My Specs' })).toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe('pat@fleet.example');
  });

  it('offers Sign in to an anonymous visitor and remembers nothing', async () => {
    stubFetch(api({ 'GET /api/security/currentuser': () => jsonResponse(anonymousUser()) }));
    await renderApp('/help', { loadUser: true });

    const banner = within(screen.getByRole('banner'));
    expect(await banner.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fhelp',
    );
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull();
  });

  it('renews an expired session on start and carries on signed in', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'pat@fleet.example');
    let renewed = false;
    const { requests } = stubFetch(
      api({
        'GET /api/security/currentuser': () =>
          renewed ? jsonResponse(buildUser()) : unauthenticated(),
        'POST /api/security/token/refresh?email=pat%40fleet.example': () => {
          renewed = true;
          return jsonResponse(buildUser());
        },
      }),
    );
    await renderApp('/demo', { loadUser: true });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'See a recommendation in action' }),
    ).toBeInTheDocument();
    expect(
      requests.filter((request) => request.url !== '/api/config').map((request) => request.url),
    ).toEqual([
      '/api/security/currentuser',
      '/api/security/token/refresh?email=pat%40fleet.example',
      '/api/security/currentuser',
    ]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('signs out through the server when the session cannot be renewed', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'pat@fleet.example');
    const { requests } = stubFetch(
      api({
        'GET /api/security/currentuser': unauthenticated,
        'POST /api/security/token/refresh?email=pat%40fleet.example': unauthenticated,
        'POST /logout': () => jsonResponse({ redirectTo: '/logout/callback' }),
      }),
    );
    await renderApp('/', { loadUser: true });

    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('/logout/callback');
    });
    const logout = requests.find((request) => request.url === '/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('X-CSRF-Token')).toBe('t0k3n');
    const banner = within(screen.getByRole('banner'));
    expect(await banner.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    // The e-mail still prefills the next sign-in.
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe('pat@fleet.example');
  });

  it('stays on the sign-in screen when a stale session cannot be renewed there', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'pat@fleet.example');
    window.history.pushState({}, '', '/sign-in/abc');
    const { requests } = stubFetch(
      api({
        'GET /api/security/currentuser': unauthenticated,
        'POST /api/security/token/refresh?email=pat%40fleet.example': unauthenticated,
        'GET /sign-in/abc/details': () => jsonResponse({ loginHint: null }),
      }),
    );
    try {
      await renderApp('/sign-in/abc', { loadUser: true });
      await waitFor(() => {
        expect(requests.some((request) => request.url.includes('refresh'))).toBe(true);
      });
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('goes to /inactive, without a refresh, when the server says the session went idle', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'pat@fleet.example');
    const { requests } = stubFetch(
      api({
        'GET /api/security/currentuser': () =>
          jsonResponse(
            {
              code: 'SESSION_IDLE',
              message: 'You were signed out due to inactivity. Please sign in again.',
            },
            401,
          ),
        'POST /logout?returnTo=/inactive': () =>
          jsonResponse({ redirectTo: '/logout/callback?returnTo=/inactive' }),
      }),
    );
    await renderApp('/', { loadUser: true });

    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('/logout/callback?returnTo=/inactive');
    });
    expect(requests.some((request) => request.url.includes('refresh'))).toBe(false);
  });

  it('signs out from the greeting menu with a POST carrying the CSRF header', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(
      api({ 'POST /logout': () => jsonResponse({ redirectTo: '/logout/callback' }) }),
    );
    await renderApp('/', { user: buildUser({ displayName: null }) });

    const greeting = within(screen.getByRole('banner')).getByRole('button', { name: 'Welcome' });
    expect(greeting).toHaveAttribute('aria-expanded', 'false');
    await user.click(greeting);
    expect(greeting).toHaveAttribute('aria-expanded', 'true');

    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledExactlyOnceWith('/logout/callback');
    });
    const logout = requests.find((request) => request.url === '/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('X-CSRF-Token')).toBe('t0k3n');
  });
});
