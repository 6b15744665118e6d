import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { FetchHandler } from '../../../testing/fetch-stub';
import { jsonResponse, notFoundResponse, stubFetch } from '../../../testing/fetch-stub';
import { clearCookies, renderApp } from '../../../testing/render-app';
import { TEST_CONFIG } from '../../../testing/survey-builders';

const RESET_EMAIL_URL = '/api/security/reset-password/email/pat%40fleet.example';
const RESET_URL = '/api/security/reset-password/password';
const LINK = '/reset-password?id=0d9c6a8e-1f7b-4a57-9b1e-3c2a1d4e5f60&verificationCode=tok-123';

function api(routes: Record<string, () => Response | Promise<Response>>): FetchHandler {
  return ({ url, method }) => {
    if (url === '/api/config') return jsonResponse(TEST_CONFIG);
    return routes[`${method} ${url}`]?.() ?? notFoundResponse();
  };
}

async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.clear(field);
  await user.paste(value);
}

async function requestReset(user: UserEvent, email = 'pat@fleet.example') {
  await fill(user, screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

async function choosePassword(user: UserEvent, password: string, retype = password) {
  await fill(user, screen.getByLabelText(/^New password/), password);
  await fill(user, screen.getByLabelText(/^Retype new password/), retype);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('Forgot password', () => {
  beforeEach(() => {
    clearCookies();
    document.cookie = 'csrf-token=t0k3n; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the reset e-mail and says what happens next', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(api({ [`POST ${RESET_EMAIL_URL}`]: () => jsonResponse({}) }));
    await renderApp('/forgot-password');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();

    await requestReset(user);

    const sent = await screen.findByRole('alert');
    expect(sent).toHaveTextContent(
      'If an account exists for that address we have sent you a password reset link. Follow the instructions in the email to reset your password.',
    );
    expect(sent).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe(RESET_EMAIL_URL);
    expect(post?.headers.get('X-CSRF-Token')).toBe('t0k3n');
  });

  it('disables the button while sending', async () => {
    const user = userEvent.setup();
    stubFetch(api({ [`POST ${RESET_EMAIL_URL}`]: () => new Promise<Response>(() => undefined) }));
    await renderApp('/forgot-password');
    await requestReset(user);
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  });

  it('says something went wrong when the e-mail cannot be requested', async () => {
    const user = userEvent.setup();
    stubFetch(
      api({
        [`POST ${RESET_EMAIL_URL}`]: () => jsonResponse({ code: 'INTERNAL', message: 'x' }, 500),
      }),
    );
    await renderApp('/forgot-password');
    await requestReset(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it('checks the e-mail when the field is left', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(api({}));
    await renderApp('/forgot-password');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'pat at fleet');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });
});

describe('Reset password', () => {
  beforeEach(() => {
    clearCookies();
    document.cookie = 'csrf-token=t0k3n; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    '/reset-password',
    '/reset-password?id=abc',
    '/reset-password?verificationCode=tok',
    '/reset-password?id=&verificationCode=tok',
  ])('sends a link without both values (%s) to /error', async (path) => {
    stubFetch(api({}));
    const { router } = await renderApp(path);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/error');
    });
  });

  it('sets the new password from the link and offers to sign in', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(api({ [`POST ${RESET_URL}`]: () => jsonResponse({}) }));
    await renderApp(LINK);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();

    await choosePassword(user, 'Fresh$tart2026');

    expect(await screen.findByText('Your password has been reset')).toHaveFocus();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      id: '0d9c6a8e-1f7b-4a57-9b1e-3c2a1d4e5f60',
      verificationCode: 'tok-123',
      newPassword: 'Fresh$tart2026',
    });
    expect(post?.headers.get('X-CSRF-Token')).toBe('t0k3n');
  });

  it('holds the new password to the same rules and the retype to the password', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(api({ [`POST ${RESET_URL}`]: () => jsonResponse({}) }));
    await renderApp(LINK);

    await choosePassword(user, 'short', 'short');
    expect(await screen.findByLabelText(/^New password/)).toHaveAccessibleDescription(
      /Password must be 9 to 16 characters long/,
    );

    await choosePassword(user, 'Fresh$tart2026', 'Fresh$tart2025');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('explains an expired or used link and links to a new one', async () => {
    const user = userEvent.setup();
    stubFetch(
      api({
        [`POST ${RESET_URL}`]: () =>
          jsonResponse({ code: 'INVALID_RESET_LINK', message: 'expired' }, 400),
      }),
    );
    await renderApp(LINK);
    await choosePassword(user, 'Fresh$tart2026');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This password reset link is invalid or has expired. Please request a new one. Something went wrong. Please try again.',
    );
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says something went wrong on any other failure', async () => {
    const user = userEvent.setup();
    stubFetch(
      api({ [`POST ${RESET_URL}`]: () => jsonResponse({ code: 'INTERNAL', message: 'x' }, 500) }),
    );
    await renderApp(LINK);
    await choosePassword(user, 'Fresh$tart2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });
});
