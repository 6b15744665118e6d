import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildAdmin } from '../testing/builders';
import { renderApp } from '../testing/render-app';

describe('Routes', () => {
  it('shows Page Not Found for an unknown address', async () => {
    await renderApp('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me back home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page Not Found · Transmission Spec');
  });

  it('tells a visitor without access that they are not authorized', async () => {
    await renderApp('/unauthorized');
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You are not authorized to view this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me back home' })).toHaveAttribute('href', '/');
  });

  it('explains an inactivity sign-out and offers to sign in again', async () => {
    await renderApp('/inactive');
    expect(screen.getByText(/signed out due to inactivity/)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.querySelector('a[href="/login"]')).toHaveTextContent('Sign in');
  });

  it('shows the error page at /error with a link home', async () => {
    await renderApp('/error');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it("opens an administrator's transmission edit screen", async () => {
    await renderApp('/transmission-data/edit/42', { user: buildAdmin() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Transmission' }),
    ).toBeInTheDocument();
  });

  it('greets a signed-out visitor on the landing page', async () => {
    await renderApp('/');
    const main = screen.getByRole('main');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main.querySelector('a[href="/survey"]')).toHaveTextContent('Create Spec');
    expect(main.querySelector('a[href="/register"]')).toHaveTextContent('Create Account');
    expect(screen.getByText(/save, annotate and print/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
  });
});
