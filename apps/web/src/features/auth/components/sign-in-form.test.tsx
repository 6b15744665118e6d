import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { REMEMBERED_EMAIL_KEY } from '../../../lib/remembered-email';
import { stubBrowserLocation } from '../../../testing/browser-location';
import type { FetchHandler } from '../../../testing/fetch-stub';
import { jsonResponse, notFoundResponse, stubFetch } from '../../../testing/fetch-stub';
import { clearCookies, renderApp } from '../../../testing/render-app';
import { TEST_CONFIG } from '../../../testing/survey-builders';

const UID = 'k3Yq-interaction';

function api(
  login: () => Response | Promise<Response>,
  details: () => Response = () => jsonResponse({ loginHint: null }),
): FetchHandler {
  return ({ url, method }) => {
    if (url === '/api/config') return jsonResponse(TEST_CONFIG);
    if (url === `/sign-in/${UID}/details` && method === 'GET') return details();
    if (url === `/sign-in/${UID}/login` && method === 'POST') return login();
    return notFoundResponse();
  };
}

function form() {
  return within(screen.getByRole('form', { name: 'Sign in' }));
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  const emailField = form().getByRole('textbox', { name: 'Email' });
  await user.clear(emailField);
  await user.paste(email);
  await user.click(form().getByLabelText(/^Password/));
  await user.paste(password);
  await user.click(form().getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('Sign-in screen', () => {
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

  it('posts the credentials with the CSRF header and follows the provider back', async () => {
    const { requests } = stubFetch(
      api(() => jsonResponse({ redirectTo: '/oidc/auth/resume-123' })),
    );
    await renderApp(`/sign-in/${UID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();

    await signIn('pat@fleet.example', 'Truck$pec2026');

    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('/oidc/auth/resume-123');
    });
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe(`/sign-in/${UID}/login`);
    expect(post?.body).toEqual({ email: 'pat@fleet.example', password: 'Truck$pec2026' });
    expect(post?.headers.get('X-CSRF-Token')).toBe('t0k3n');
  });

  it('disables the button while signing in', async () => {
    stubFetch(api(() => new Promise<Response>(() => undefined)));
    await renderApp(`/sign-in/${UID}`);
    await signIn('pat@fleet.example', 'Truck$pec2026');
    expect(await form().findByRole('button', { name: 'Signing in…' })).toBeDisabled();
  });

  it('says the e-mail or password is wrong, without saying which, and keeps the e-mail', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'pat@fleet.example');
    const { requests } = stubFetch(
      api(() =>
        jsonResponse(
          { code: 'INVALID_CREDENTIALS', message: 'The email or password is incorrect.' },
          401,
        ),
      ),
    );
    await renderApp(`/sign-in/${UID}`);
    await signIn('ann@fleet.example', 'wrong-Pass1!');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is incorrect.',
    );
    expect(form().getByRole('textbox', { name: 'Email' })).toHaveValue('ann@fleet.example');
    expect(form().getByLabelText(/^Password/)).toHaveValue('');
    // A wrong password is not an expired session: no refresh, no sign-out.
    expect(requests.some((request) => request.url.includes('refresh'))).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers a fresh start when the sign-in took too long', async () => {
    stubFetch(
      api(() =>
        jsonResponse(
          { code: 'SIGN_IN_EXPIRED', message: 'Your sign-in took too long. Please start again.' },
          410,
        ),
      ),
    );
    await renderApp(`/sign-in/${UID}`);
    await signIn('pat@fleet.example', 'Truck$pec2026');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your sign-in took too long. Please start again.');
    expect(within(alert).getByRole('link', { name: 'Start signing in again' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('says so up front when the interaction is already gone', async () => {
    stubFetch(
      api(
        () => jsonResponse({ redirectTo: '/' }),
        () => jsonResponse({ code: 'SIGN_IN_EXPIRED', message: 'gone' }, 410),
      ),
    );
    await renderApp(`/sign-in/${UID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your sign-in took too long. Please start again.',
    );
    expect(form().getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('asks the user to wait when rate limited', async () => {
    stubFetch(api(() => jsonResponse({ code: 'RATE_LIMITED', message: 'Too many' }, 429)));
    await renderApp(`/sign-in/${UID}`);
    await signIn('pat@fleet.example', 'Truck$pec2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it('words any other failure generically', async () => {
    stubFetch(api(() => jsonResponse({ code: 'INTERNAL', message: 'Boom' }, 500)));
    await renderApp(`/sign-in/${UID}`);
    await signIn('pat@fleet.example', 'Truck$pec2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });

  it('prefills the last signed-in e-mail', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'pat@fleet.example');
    stubFetch(api(() => jsonResponse({ redirectTo: '/' })));
    await renderApp(`/sign-in/${UID}`);
    expect(form().getByRole('textbox', { name: 'Email' })).toHaveValue('pat@fleet.example');
  });

  it("prefills the provider's login hint when it gives one", async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'pat@fleet.example');
    stubFetch(
      api(
        () => jsonResponse({ redirectTo: '/' }),
        () => jsonResponse({ loginHint: 'ann@fleet.example' }),
      ),
    );
    await renderApp(`/sign-in/${UID}`);
    await waitFor(() => {
      expect(form().getByRole('textbox', { name: 'Email' })).toHaveValue('ann@fleet.example');
    });
  });

  it('checks the fields before posting', async () => {
    const { requests } = stubFetch(api(() => jsonResponse({ redirectTo: '/' })));
    await renderApp(`/sign-in/${UID}`);
    const user = userEvent.setup();
    await user.type(form().getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(form().getByRole('button', { name: 'Sign in' }));

    expect(await form().findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(form().getByText('Required field')).toBeInTheDocument();
    expect(form().getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the password on request and links to Create Account and Forgot password', async () => {
    stubFetch(api(() => jsonResponse({ redirectTo: '/' })));
    await renderApp(`/sign-in/${UID}`);
    const user = userEvent.setup();
    const password = form().getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(form().getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(form().getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    expect(main.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
