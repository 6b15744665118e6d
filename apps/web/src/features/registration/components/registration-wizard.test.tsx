import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { buildUser } from '../../../testing/builders';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import {
  EMAIL,
  PASSWORD,
  REGISTER_URL,
  api,
  fill,
  fillAccountDetails,
  newAccountRoutes,
  freshBrowserForEachTest,
  submitCodeAndPassword,
  submitEmail,
} from '../registration-testing';

describe('Registration', () => {
  freshBrowserForEachTest();

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

  it('a reload at the code step resumes it for the same address; Back forgets it', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(api(newAccountRoutes()));
    const first = await renderApp('/register');
    await submitEmail(user);
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    first.unmount();

    // The reload: a fresh app on the same tab.
    const second = await renderApp('/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your email' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Enter the code we sent to new.driver\+1@fleet.example/)).toBeVisible();
    await submitCodeAndPassword(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tell us about yourself' }),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/registration/verifynew')?.body).toMatchObject({
      email: EMAIL,
    });
    second.unmount();

    // Back to the e-mail step, then a reload: the e-mail step it is.
    const third = await renderApp('/register');
    await submitEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    third.unmount();
    await renderApp('/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Account' }),
    ).toBeInTheDocument();
  });

  it('a reload at the details step resumes it: the verified user is signed in', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(
      api(
        newAccountRoutes({
          // Verified and signed in at step 2; no name yet, since the details give it.
          'GET /api/security/currentuser': () =>
            jsonResponse(buildUser({ email: EMAIL, displayName: null })),
        }),
      ),
    );
    // As the app starts on a reload: the current user loads first.
    await renderApp('/register', { loadUser: true });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tell us about yourself' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create Account' })).toBeNull();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    await fillAccountDetails(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Your account is ready')).toBeInTheDocument();
    expect(requests.some((r) => r.url.startsWith('/api/registration/register/'))).toBe(false);
  });

  it('shows no step until it knows who the visitor is', async () => {
    stubFetch(
      api({ 'GET /api/security/currentuser': () => new Promise<Response>(() => undefined) }),
    );
    await renderApp('/register', { loadUser: true });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create Account' })).toBeNull();
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
});
