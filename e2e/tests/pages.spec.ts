import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';

test('an unknown route shows Page Not Found with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown API path answers a JSON 404, not the web app', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
});

test('the error page apologises and links home', async ({ page }) => {
  await page.goto('/error');
  await expect(page.getByText('Oops! Something went wrong.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the unauthorized page says access is denied and offers the way back', async ({ page }) => {
  await page.goto('/unauthorized');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You are not authorized to view this page.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take me back home' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);
});

test('the inactivity page explains the sign-out and links to sign in', async ({ page }) => {
  await page.goto('/inactive');
  await expect(page.getByRole('main')).toContainText(/inactiv/i);
  await expect(page.getByRole('main').getByRole('link', { name: /sign in/i })).toHaveAttribute(
    'href',
    /^\/login/,
  );
  await expectNoSeriousA11yViolations(page);
});

for (const path of ['/privacy-policy', '/terms-and-conditions', '/contact-us']) {
  test(`the ${path} page has a heading and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('every response carries a strict content security policy', async ({ request }) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
});
