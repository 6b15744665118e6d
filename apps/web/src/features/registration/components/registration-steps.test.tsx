import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import {
  EMAIL,
  REGISTER_URL,
  api,
  apiError,
  fill,
  fillAccountDetails,
  newAccountRoutes,
  freshBrowserForEachTest,
  submitCodeAndPassword,
  submitEmail,
} from '../registration-testing';

describe('Registration', () => {
  freshBrowserForEachTest();

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

  it('trims a pasted verification code before cutting it to six characters', async () => {
    const user = userEvent.setup();
    stubFetch(api(newAccountRoutes()));
    await renderApp('/register');
    await submitEmail(user);
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    await user.click(code);
    // As copied from the e-mail, with the space before it.
    await user.paste(' WQ4KW9');
    expect(code).toHaveValue('WQ4KW9');
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
