import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { CurrentUser, Role } from '@transmission-spec/domain';
import { anonymousUser, operationsForRoles } from '@transmission-spec/domain';
import { renderApp } from '../testing/render-app';

function buildUser(roles: Role[] = ['TransmissionUser']): CurrentUser {
  return {
    ...anonymousUser(),
    authenticated: true,
    email: 'pat@fleet.example',
    displayName: 'Pat',
    privileges: { roles, operations: operationsForRoles(roles) },
  };
}

describe('SiteHeader', () => {
  it('offers Create Spec, Sign in and Create Account to a signed-out visitor', async () => {
    await renderApp('/');
    const banner = within(screen.getByRole('banner'));

    expect(banner.getByRole('link', { name: 'Create Spec' })).toHaveAttribute('href', '/survey');
    expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(banner.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(banner.queryByRole('link', { name: 'My Specs' })).not.toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('signs in by a full page load that comes back to the current page', async () => {
    await renderApp('/survey?step=2');
    const banner = within(screen.getByRole('banner'));
    const signIn = banner.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login?returnTo=%2Fsurvey%3Fstep%3D2');
    // A plain anchor: the router would otherwise treat /login as one of its own pages.
    expect(signIn).not.toHaveAttribute('data-discover');
  });

  it('links the logo home with an accessible name', async () => {
    await renderApp('/help');
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: /transmission spec, home/i })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows My Specs but not Admin to a signed-in user without the admin role', async () => {
    await renderApp('/', { user: buildUser() });
    const banner = within(screen.getByRole('banner'));

    expect(banner.getByRole('link', { name: 'My Specs' })).toHaveAttribute('href', '/spec');
    expect(banner.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(banner.getByRole('button', { name: 'Welcome, Pat' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  });

  it('shows the Admin tab to a TransmissionAdmin', async () => {
    await renderApp('/', { user: buildUser(['TransmissionAdmin']) });
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/transmission-data',
    );
  });

  it("marks Admin as the current section on the administrators' Insights page too", async () => {
    await renderApp('/insights', { user: buildUser(['TransmissionAdmin']) });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'true');
    expect(nav.getByRole('link', { name: 'Create Spec' })).not.toHaveAttribute('aria-current');
  });

  it('marks the tab of the current page', async () => {
    await renderApp('/survey');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Create Spec' })).toHaveAttribute('aria-current', 'page');
  });
});
