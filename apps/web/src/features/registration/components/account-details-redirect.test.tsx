import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { buildAdmin, buildUser } from '../../../testing/builders';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { TEST_CONFIG } from '../../../testing/survey-builders';
import { EMAIL, api, fillAccountDetails, freshBrowserForEachTest } from '../registration-testing';

/** Signed in, with the account details never given (the tab was closed at step 3). */
const withoutDetails = () => buildUser({ email: EMAIL, displayName: null });

function serve() {
  return stubFetch(
    api({
      'POST /api/registration/accountdetails': () => jsonResponse({}),
      'GET /api/security/currentuser': () =>
        jsonResponse(buildUser({ email: EMAIL, displayName: 'Ann Driver' })),
      'GET /api/config': () => jsonResponse(TEST_CONFIG),
    }),
  );
}

describe('Account details after sign-in', () => {
  freshBrowserForEachTest();

  it('sends a signed-in account without details to the details step, then on', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    const { router } = await renderApp('/spec', { user: withoutDetails() });

    expect(
      await screen.findByRole('heading', { name: 'Tell us about yourself' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    await fillAccountDetails(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/created');
    });
    expect(
      requests.find(({ url }) => url === '/api/registration/accountdetails')?.body,
    ).toMatchObject({ email: EMAIL, firstName: 'Ann', lastName: 'Driver' });
  });

  it('leaves an account with details, and an administrator, where they were going', async () => {
    serve();
    const first = await renderApp('/spec', { user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'My Specs' })).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/spec');
    first.unmount();

    // The first administrator is made by the operator, not by registering: it has no details.
    const second = await renderApp('/', { user: buildAdmin({ displayName: null }) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/');
  });

  it('asks only once per visit: the user may leave the details step', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = await renderApp('/', { user: withoutDetails() });
    await screen.findByRole('heading', { name: 'Tell us about yourself' });

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'My Specs' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/spec');
    });
    expect(await screen.findByRole('heading', { name: 'My Specs', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tell us about yourself' })).toBeNull();
  });
});
