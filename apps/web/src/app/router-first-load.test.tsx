import { render, screen } from '@testing-library/react';
import { anonymousUser } from '@transmission-spec/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { TEST_CONFIG } from '../testing/survey-builders';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { routerReady, routes } from './router';

/**
 * The first paint of a page whose code loads on demand (issue 25 item 12). Unlike renderApp, the
 * router is rendered before its lazy route has arrived, as in the browser, where React Router
 * logged "No `HydrateFallback` element provided to render during initial hydration" and painted
 * nothing at all, header included, until the page's code came.
 */
describe('The first load of a lazily loaded page', () => {
  beforeEach(() => {
    stubFetch(() => jsonResponse(TEST_CONFIG));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the header and a loading spinner, and React Router warns of nothing', async () => {
    const warn = vi.spyOn(console, 'warn');
    const router = createMemoryRouter(routes, { initialEntries: ['/help'] });
    expect(router.state.initialized).toBe(false);

    render(
      <AppProviders queryClient={createQueryClient()} user={anonymousUser()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    const warnings = warn.mock.calls.map((call) => call.map(String).join(' '));
    expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
  });

  it('is painted as the page itself once routerReady resolves, as main.tsx does', async () => {
    const warn = vi.spyOn(console, 'warn');
    const router = createMemoryRouter(routes, { initialEntries: ['/help'] });
    await routerReady(router);

    render(
      <AppProviders queryClient={createQueryClient()} user={anonymousUser()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    expect(
      warn.mock.calls
        .flat()
        .map(String)
        .filter((text) => text.includes('HydrateFallback')),
    ).toEqual([]);
  });
});
