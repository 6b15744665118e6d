import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';

import { buildUser } from '../../testing/builders';
import type { FetchHandler, RecordedRequest } from '../../testing/fetch-stub';
import { jsonResponse, notFoundResponse } from '../../testing/fetch-stub';
import { clearCookies } from '../../testing/render-app';
import { TEST_CONFIG } from '../../testing/survey-builders';

// What the registration wizard tests share: the address, the API routes and the steps' inputs.

export const EMAIL = 'new.driver+1@fleet.example';
export const REGISTER_URL = '/api/registration/register/new.driver%2B1%40fleet.example';
export const PASSWORD = 'Truck$pec2026';

export type Routes = Record<string, (request: RecordedRequest) => Response | Promise<Response>>;

export function api(routes: Routes): FetchHandler {
  return (request) => {
    if (request.url === '/api/config') return jsonResponse(TEST_CONFIG);
    return routes[`${request.method} ${request.url}`]?.(request) ?? notFoundResponse();
  };
}

export function apiError(status: number, code: string, message = 'x') {
  return () => jsonResponse({ code, message }, status);
}

export async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.clear(field);
  await user.paste(value);
}

export async function submitEmail(user: UserEvent, email = EMAIL) {
  await fill(user, screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Send verification code' }));
}

export async function submitCodeAndPassword(user: UserEvent, code = '123456', retype = PASSWORD) {
  await fill(user, screen.getByRole('textbox', { name: 'Verification code' }), code);
  await fill(user, screen.getByLabelText(/^Password/), PASSWORD);
  await fill(user, screen.getByLabelText(/^Retype password/), retype);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

export async function fillAccountDetails(user: UserEvent) {
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

export const newAccountRoutes = (overrides: Routes = {}): Routes => ({
  [`POST ${REGISTER_URL}`]: () => jsonResponse({}, 201),
  'POST /api/registration/verifynew': () => jsonResponse({}, 201),
  'POST /api/security/token': () => jsonResponse(buildUser({ email: EMAIL, displayName: null })),
  'POST /api/registration/accountdetails': () => jsonResponse({}),
  'GET /api/security/currentuser': () =>
    jsonResponse(buildUser({ email: EMAIL, displayName: 'Ann' })),
  ...overrides,
});

/** Each test starts signed out, with a CSRF cookie and nothing remembered. */
function resetBrowser() {
  clearCookies();
  document.cookie = 'csrf-token=t0k3n; path=/';
  localStorage.clear();
  sessionStorage.clear();
}

/** Hooks for a registration test file: a fresh browser before each test, stubs gone after it. */
export function freshBrowserForEachTest() {
  beforeEach(() => {
    resetBrowser();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
