import { expect, test } from '@playwright/test';

import { E2E_ADMIN, signInFromHeader } from '../fixtures/accounts';
import { startExtraServer, type ExtraServer } from '../fixtures/extra-server';

/**
 * SPEC 4: after the idle timeout without activity the user is signed out and lands on /inactive.
 * The timeout is an hour in production; this journey runs its own server with IDLE_TIMEOUT_MS
 * shortened, so it watches the real mechanism rather than a faked clock.
 */

const IDLE_MS = 4000;
let server: ExtraServer;

test.beforeAll(async () => {
  // A first start on a fresh database (migrations, seed, signing keys) can take a while on CI.
  test.setTimeout(90_000);
  server = await startExtraServer(Number(process.env.E2E_PORT ?? 3100) + 37, {
    IDLE_TIMEOUT_MS: String(IDLE_MS),
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
});

test.afterAll(async () => {
  await server.stop();
});

test('an idle user is signed out and lands on the inactivity page', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await page.goto('/');
  await signInFromHeader(page, E2E_ADMIN.email, E2E_ADMIN.password);

  // Activity keeps the session: keep typing past the timeout and stay signed in.
  const activeUntil = Date.now() + IDLE_MS + 1500;
  while (Date.now() < activeUntil) {
    await page.mouse.move(100 + Math.random() * 200, 300);
    await page.waitForTimeout(400);
  }
  await expect(page).not.toHaveURL(/\/inactive$/);

  // Then stop: the timeout signs the user out.
  await expect(page).toHaveURL(/\/inactive$/, { timeout: IDLE_MS + 10_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  const current = await page.request.get('/api/security/currentuser');
  expect((await current.json()) as unknown).toMatchObject({ authenticated: false });
  await context.close();
});
