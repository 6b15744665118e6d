import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { stubBrowserLocation } from '../../../testing/browser-location';
import { buildAdmin, buildUser } from '../../../testing/builders';
import { jsonResponse, notFoundResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { TEST_CONFIG } from '../../../testing/survey-builders';

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

  it('lets a TransmissionUser into My Specs and an administrator into the catalogue', async () => {
    const first = await renderApp('/spec', { user: buildUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'My Specs' })).toBeInTheDocument();
    first.unmount();

    await renderApp('/transmission-data/add', { user: buildAdmin() });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Transmission' })).toBeInTheDocument();
  });

  it('lets an administrator see specs too', async () => {
    await renderApp('/spec/3', { user: buildAdmin() });
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Spec' })).toBeInTheDocument();
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
      return url === '/api/config' ? jsonResponse(TEST_CONFIG) : notFoundResponse();
    });
    await renderApp('/transmission-data', { loadUser: true });

    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    answer(jsonResponse(buildAdmin()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transmission Data' }),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
