import { render, screen } from '@testing-library/react';
import { ADMIN_ROLES, SPEC_ROLES } from '@transmission-spec/domain';
import type { CurrentUser, Role } from '@transmission-spec/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { stubBrowserLocation } from '../../../testing/browser-location';
import { buildAdmin, buildUser } from '../../../testing/builders';
import { jsonResponse, notFoundResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { TEST_CONFIG } from '../../../testing/survey-builders';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { RequireRoles } from './require-auth';

/** A page behind RequireRoles, independent of what the app's real pages show. */
function renderGuarded(user: CurrentUser, roles: readonly Role[]) {
  const router = createMemoryRouter(
    [
      {
        element: <RequireRoles roles={roles} />,
        children: [{ path: '/guarded', element: <h1>Behind the guard</h1> }],
      },
    ],
    { initialEntries: ['/guarded'] },
  );
  return render(
    <AppProviders queryClient={createQueryClient()} user={user}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('Protected routes', () => {
  let assign: ReturnType<typeof stubBrowserLocation>;
  beforeEach(() => {
    assign = stubBrowserLocation();
    stubFetch(({ url }) =>
      url === '/api/config' ? jsonResponse(TEST_CONFIG) : notFoundResponse(),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it.each([
    ['/spec', '/login?returnTo=%2Fspec'],
    ['/spec/7?from=list', '/login?returnTo=%2Fspec%2F7%3Ffrom%3Dlist'],
    ['/transmission-data/add', '/login?returnTo=%2Ftransmission-data%2Fadd'],
    ['/demo', '/login?returnTo=%2Fdemo'],
  ])('sends a signed-out visitor at %s to sign in and back', async (path, signIn) => {
    await renderApp(path);
    expect(assign).toHaveBeenCalledWith(signIn);
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
  });

  it('shows Access Denied to a signed-in user without the admin role', async () => {
    await renderApp('/transmission-data', { user: buildUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You are not authorized to view this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me back home' })).toHaveAttribute('href', '/');
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['a TransmissionUser', buildUser(), SPEC_ROLES],
    ['an administrator', buildAdmin(), SPEC_ROLES],
    ['an administrator', buildAdmin(), ADMIN_ROLES],
  ])('lets %s through to a page for their role', async (_who, user, roles) => {
    renderGuarded(user, roles);
    expect(await screen.findByRole('heading', { name: 'Behind the guard' })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps a user without a listed role out of a guarded page', async () => {
    renderGuarded(buildUser({ roles: [] }), SPEC_ROLES);
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Behind the guard' })).not.toBeInTheDocument();
  });

  it('shows /demo to any signed-in user, whatever the role', async () => {
    await renderApp('/demo', { user: buildUser({ roles: [] }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'See a recommendation in action' }),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('waits for the current user instead of flashing Access Denied or signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(({ url }) => {
      if (url === '/api/security/currentuser') {
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }
      if (url === '/api/transmission/') return jsonResponse([]);
      return url === '/api/config' ? jsonResponse(TEST_CONFIG) : notFoundResponse();
    });
    await renderApp('/transmission-data', { loadUser: true });

    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    answer(jsonResponse(buildUser()));
    // Known now: a TransmissionUser, so Access Denied, and only now.
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
