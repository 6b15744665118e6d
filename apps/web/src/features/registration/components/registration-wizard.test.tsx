import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '../../../testing/builders';
import type { FetchHandler, RecordedRequest } from '../../../testing/fetch-stub';
import { jsonResponse, notFoundResponse, stubFetch } from '../../../testing/fetch-stub';
import { clearCookies, renderApp } from '../../../testing/render-app';
import { TEST_CONFIG } from '../../../testing/survey-builders';

const EMAIL = 'new.driver+1@fleet.example';
const REGISTER_URL = '/api/registration/register/new.driver%2B1%40fleet.example';
const PASSWORD = 'Truck$pec2026';

type Routes = Record<string, (request: RecordedRequest) => Response | Promise<Response>>;

function api(routes: Routes): FetchHandler {
  return (request) => {
    if (request.url === '/api/config') return jsonResponse(TEST_CONFIG);
    return routes[`${request.method} ${request.url}`]?.(request) ?? notFoundResponse();
  };
}

function apiError(status: number, code: string, message = 'x') {
  return () => jsonResponse({ code, message }, status);
}

async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.clear(field);
  await user.paste(value);
}

async function submitEmail(user: UserEvent, email = EMAIL) {
  await fill(user, screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Send verification code' }));
}

async function submitCodeAndPassword(user: UserEvent, code = '123456', retype = PASSWORD) {
  await fill(user, screen.getByRole('textbox', { name: 'Verification code' }), code);
  await fill(user, screen.getByLabelText(/^Password/), PASSWORD);
  await fill(user, screen.getByLabelText(/^Retype password/), retype);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

async function fillAccountDetails(user: UserEvent) {
  await fill(user, screen.getByRole('textbox', { name: 'First name' }), ' Ann ');
  await fill(user, screen.getByRole('textbox', { name: 'Last name' }), 'Driver');
  await fill(user, screen.getByRole('textbox', { name: 'Organization name' }), 'Acme Haulage');
  await user.click(screen.getByRole('combobox', { name: /Organization type/ }));
  await user.click(await screen.findByRole('option', { name: 'Fleet' }));
  await user.click(screen.getByRole('checkbox', { name: 'Linehaul' }));
  await user.click(screen.getByRole('checkbox', { name: 'Heavy Haul' }));
  await user.click(screen.getByRole('combobox', { name: 'Countries or regions' }));
  await user.paste('Cana');
  await user.click(await screen.findByRole('option', { name: 'Canada' }));
}

const newAccountRoutes = (overrides: Routes = {}): Routes => ({
  [`POST ${REGISTER_URL}`]: () => jsonResponse({}, 201),
  'POST /api/registration/verifynew': () => jsonResponse({}, 201),
  'POST /api/security/token': () => jsonResponse(buildUser({ email: EMAIL, displayName: null })),
  'POST /api/registration/accountdetails': () => jsonResponse({}),
  'GET /api/security/currentuser': () =>
    jsonResponse(buildUser({ email: EMAIL, displayName: 'Ann' })),
  ...overrides,
});

describe('Registration', { timeout: 60_000 }, () => {
  beforeEach(() => {
    clearCookies();
    document.cookie = 'csrf-token=t0k3n; path=/';
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('checks the e-mail when the field is left', async () => {
    const user = userEvent.setup();
    stubFetch(api({}));
    await renderApp('/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();

    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'driver@');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
  });

  it('creates a new account: code, password, sign-in, details, then /created', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(api(newAccountRoutes()));
    const { router } = await renderApp('/register');

    await submitEmail(user);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Enter the code we sent to new.driver\+1@fleet.example/)).toBeVisible();

    await submitCodeAndPassword(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tell us about yourself' }),
    ).toHaveFocus();

    await fillAccountDetails(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    // Text queries are cheap; role queries over the whole page would slow the render they wait for.
    expect(await screen.findByText('Your account is ready')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/created');
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'Welcome, Ann' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Create Spec' }),
    ).toHaveAttribute('href', '/survey');

    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.url)).toEqual([
      REGISTER_URL,
      '/api/registration/verifynew',
      '/api/security/token',
      '/api/registration/accountdetails',
    ]);
    expect(posts.every((request) => request.headers.get('X-CSRF-Token') === 't0k3n')).toBe(true);
    expect(posts[1]?.body).toEqual({
      email: EMAIL,
      verificationCode: '123456',
      password: PASSWORD,
    });
    expect(posts[2]?.body).toEqual({ user: EMAIL, password: PASSWORD });
    expect(posts[3]?.body).toEqual({
      email: EMAIL,
      firstName: 'Ann',
      lastName: 'Driver',
      organizationName: 'Acme Haulage',
      organizationType: 'Fleet',
      vocationCheckList: ['Linehaul', 'Heavy Haul'],
      countryList: ['Canada'],
    });
  });

  it('ticks each password rule as it is typed and says when the retype differs', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(api(newAccountRoutes()));
    await renderApp('/register');
    await submitEmail(user);
    await screen.findByRole('heading', { name: 'Verify your email' });

    const rule = (name: RegExp) => screen.getByText(name).closest('li');
    expect(rule(/9 to 16 characters/)).toHaveTextContent(/^Not met yet/);
    await user.type(screen.getByLabelText(/^Password/), 'truck');
    expect(rule(/lowercase letter/)).toHaveTextContent(/^Met/);
    expect(rule(/uppercase letter/)).toHaveTextContent(/^Not met yet/);
    await user.type(screen.getByLabelText(/^Password/), 'T1$pec');
    expect(rule(/9 to 16 characters/)).toHaveTextContent(/^Met/);
    expect(rule(/uppercase letter/)).toHaveTextContent(/^Met/);
    expect(rule(/number/)).toHaveTextContent(/^Met/);
    expect(rule(/special character/)).toHaveTextContent(/^Met/);

    await submitCodeAndPassword(user, '123456', 'Truck$pec2027');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(requests.some((request) => request.url === '/api/registration/verifynew')).toBe(false);
  });

  it('verifies an existing account with the code only, then goes to /updated', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(
      api({
        [`POST ${REGISTER_URL}`]: () => jsonResponse({}, 200),
        'POST /api/registration/verifyexisting': () => jsonResponse({}),
      }),
    );
    const { router } = await renderApp('/register');
    await submitEmail(user);
    await screen.findByRole('heading', { name: 'Verify your email' });
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();

    await fill(user, screen.getByRole('textbox', { name: 'Verification code' }), 'AB12CD');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/updated');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your email is verified' }),
    ).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(requests.find((r) => r.url === '/api/registration/verifyexisting')?.body).toEqual({
      email: EMAIL,
      verificationCode: 'AB12CD',
    });
  });

  it('says when the e-mail already has an account, with a way to sign in', async () => {
    const user = userEvent.setup();
    stubFetch(api({ [`POST ${REGISTER_URL}`]: apiError(409, 'EMAIL_EXISTS') }));
    await renderApp('/register');
    await submitEmail(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'That email already has an account. Please use another email or log in.',
    );
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('words any other failure to send the code generically', async () => {
    const user = userEvent.setup();
    stubFetch(api({ [`POST ${REGISTER_URL}`]: apiError(500, 'INTERNAL') }));
    await renderApp('/register');
    await submitEmail(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });

  it.each([
    [400, 'INVALID_VERIFICATION_CODE', 'The verification code was invalid.'],
    [
      405,
      'ALREADY_VERIFIED',
      'It looks like this account has already been verified. Please log in.',
    ],
    [500, 'INTERNAL', 'Something went wrong. Please try again.'],
  ])('answers a %i verify failure with its message', async (status, code, message) => {
    const user = userEvent.setup();
    stubFetch(
      api(newAccountRoutes({ 'POST /api/registration/verifynew': apiError(status, code) })),
    );
    await renderApp('/register');
    await submitEmail(user);
    await screen.findByRole('heading', { name: 'Verify your email' });
    await submitCodeAndPassword(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole('link', { name: 'Sign in' }) !== null).toBe(status === 405);
  });

  it('reads a 400 that names the verification code field as an invalid code', async () => {
    const user = userEvent.setup();
    stubFetch(
      api(
        newAccountRoutes({
          'POST /api/registration/verifynew': () =>
            jsonResponse(
              {
                code: 'VALIDATION_FAILED',
                message: 'Some fields are not valid.',
                fields: { verificationCode: 'Required field' },
              },
              400,
            ),
        }),
      ),
    );
    await renderApp('/register');
    await submitEmail(user);
    await screen.findByRole('heading', { name: 'Verify your email' });
    await submitCodeAndPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The verification code was invalid.',
    );
  });

  it('retries only the sign-in when it failed after the account was created', async () => {
    const user = userEvent.setup();
    let tokenCalls = 0;
    const { requests } = stubFetch(
      api(
        newAccountRoutes({
          'POST /api/security/token': () => {
            tokenCalls += 1;
            return tokenCalls === 1
              ? jsonResponse({ code: 'INTERNAL', message: 'x' }, 500)
              : jsonResponse(buildUser({ email: EMAIL }));
          },
        }),
      ),
    );
    await renderApp('/register');
    await submitEmail(user);
    await screen.findByRole('heading', { name: 'Verify your email' });
    await submitCodeAndPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Tell us about yourself' });
    expect(requests.filter((r) => r.url === '/api/registration/verifynew')).toHaveLength(1);
  });

  it('sends a fresh code on request and goes back to the e-mail with Back', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(api(newAccountRoutes()));
    await renderApp('/register');
    await submitEmail(user);
    await screen.findByRole('heading', { name: 'Verify your email' });

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText(`We sent a new code to ${EMAIL}.`)).toBeInTheDocument();
    expect(requests.filter((r) => r.url === REGISTER_URL)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(EMAIL);
  });

  it('shows what is missing beside each account detail', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(api(newAccountRoutes()));
    await renderApp('/register');
    await submitEmail(user);
    await screen.findByRole('heading', { name: 'Verify your email' });
    await submitCodeAndPassword(user);
    await screen.findByRole('heading', { name: 'Tell us about yourself' });

    await fill(user, screen.getByRole('textbox', { name: 'First name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'Required field',
    );
    expect(screen.getByRole('textbox', { name: 'Organization name' })).toHaveAccessibleDescription(
      'Required field',
    );
    expect(screen.getByRole('combobox', { name: /Organization type/ })).toHaveAccessibleDescription(
      'Required field',
    );
    expect(
      screen.getByRole('group', { name: /Most common application/ }),
    ).toHaveAccessibleDescription('Choose at least one option');
    expect(
      screen.getByRole('combobox', { name: /Countries or regions/ }),
    ).toHaveAccessibleDescription('Choose at least one option');
    expect(requests.some((r) => r.url === '/api/registration/accountdetails')).toBe(false);
  });

  it('says so when the account details cannot be saved', async () => {
    const user = userEvent.setup();
    stubFetch(
      api(newAccountRoutes({ 'POST /api/registration/accountdetails': apiError(500, 'INTERNAL') })),
    );
    const { router } = await renderApp('/register');
    await submitEmail(user);
    await screen.findByRole('heading', { name: 'Verify your email' });
    await submitCodeAndPassword(user);
    await screen.findByRole('heading', { name: 'Tell us about yourself' });
    await fillAccountDetails(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });
});
