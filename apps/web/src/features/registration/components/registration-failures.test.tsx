import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { buildUser } from '../../../testing/builders';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import {
  EMAIL,
  REGISTER_URL,
  api,
  apiError,
  newAccountRoutes,
  freshBrowserForEachTest,
  submitCodeAndPassword,
  submitEmail,
} from '../registration-testing';

describe('Registration', () => {
  freshBrowserForEachTest();

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
});
