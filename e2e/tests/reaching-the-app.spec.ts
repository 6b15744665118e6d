import { expect, test } from '@playwright/test';

import { E2E_ADMIN, signInFromHeader } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';

/**
 * Issue 13, points 22 and 23: the app works however a local user opens it, and an unknown address
 * says so with its status as well as its page. The journeys' server runs with HOST=127.0.0.1 and no
 * PUBLIC_URL, so its public origin is http://127.0.0.1:<port> and http://localhost:<port> is
 * "another name" for it.
 */

test('an unknown address answers 404 with the Page Not Found page', async ({ page }) => {
  const response = await page.goto('/no/such/page?from=link');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Transmission Spec');
  await page.screenshot({ path: test.info().outputPath('not-found.png') });
  await expectNoSeriousA11yViolations(page);
  // A page the app knows still answers 200.
  expect((await page.goto('/help'))?.status()).toBe(200);
});

test('opened under another host name, the app moves to the public origin and sign-in works', async ({
  page,
  baseURL,
}) => {
  const publicOrigin = new URL(baseURL ?? '');
  const elsewhere = new URL(publicOrigin.href);
  elsewhere.hostname = 'localhost';

  const response = await page.goto(new URL('/help?topic=1#PTO', elsewhere).href);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).origin).toBe(publicOrigin.origin);
  expect(page.url()).toContain('/help?topic=1#PTO');
  await expect(page.locator('[id="PTO"]')).toBeInViewport();

  await page.goto(new URL('/', elsewhere).href);
  expect(new URL(page.url()).origin).toBe(publicOrigin.origin);
  await signInFromHeader(page, E2E_ADMIN.email, E2E_ADMIN.password);
  expect(new URL(page.url()).origin).toBe(publicOrigin.origin);
});
