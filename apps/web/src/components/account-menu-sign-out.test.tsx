import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@transmission-spec/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { stubBrowserLocation } from '../testing/browser-location';
import { buildUser } from '../testing/builders';
import { jsonResponse, notFoundResponse, stubFetch } from '../testing/fetch-stub';
import { clearCookies, renderApp } from '../testing/render-app';
import { TEST_CONFIG } from '../testing/survey-builders';

/**
 * Issue 24, item 2: a sign-out the server could not complete (503 while its database is away) must
 * not look like one that did. The page stays, says the user is still signed in, and the next try
 * goes through.
 */
describe('Sign Out from the account menu when the server cannot sign out', () => {
  let assign: ReturnType<typeof stubBrowserLocation>;
  beforeEach(() => {
    clearCookies();
    document.cookie = 'csrf-token=t0k3n; path=/';
    assign = stubBrowserLocation();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('stays on the page, still signed in, and says so; a later try signs out', async () => {
    const user = userEvent.setup();
    let available = false;
    const { requests } = stubFetch(({ url, method }) => {
      if (url === '/api/config') return jsonResponse(TEST_CONFIG);
      if (method === 'POST' && url === '/logout') {
        return available
          ? jsonResponse({ redirectTo: '/logout/callback' })
          : jsonResponse(
              { code: 'SERVICE_UNAVAILABLE', message: MESSAGES.serviceUnavailable },
              503,
            );
      }
      return notFoundResponse();
    });
    await renderApp('/help', { user: buildUser({ displayName: 'Ann' }) });

    const banner = within(screen.getByRole('banner'));
    await user.click(banner.getByRole('button', { name: 'Welcome, Ann' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.signOutFailed);
    expect(assign).not.toHaveBeenCalled();
    expect(banner.getByRole('button', { name: 'Welcome, Ann' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/logout')).toHaveLength(1);

    available = true;
    await user.click(banner.getByRole('button', { name: 'Welcome, Ann' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledExactlyOnceWith('/logout/callback');
    });
  });
});
