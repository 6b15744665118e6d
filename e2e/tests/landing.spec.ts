import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';

test('a signed-out visitor sees the landing page and can start a spec', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('link', { name: 'Create Spec' }).first().click();
  await expect(page).toHaveURL(/\/survey$/);
});

test('the header offers Create Spec, Sign in and Create Account to a signed-out visitor', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Create Spec' })).toHaveAttribute(
    'href',
    '/survey',
  );
  await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /^\/login/);
  await expect(banner.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
    'href',
    '/register',
  );
});

test('the footer policy links open in a new tab', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const name of [/privacy policy/i, /terms and conditions/i]) {
    const link = footer.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(footer).toContainText('Need assistance?');
  await expect(footer.getByRole('link', { name: /contact us/i })).toHaveAttribute(
    'href',
    '/contact-us',
  );
});

// Decision 075: the pages a first-time visitor opens load no zod (26 KB gzip). Every zod schema is
// built by a constructor named `$ZodType`, a string minification keeps, so its absence from every
// script the page ran means no schema code came with it.
for (const path of ['/', '/help']) {
  test(`${path} loads no zod for a signed-out visitor`, async ({ page }) => {
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    // Named by URL, so a failure says which chunk brought zod instead of printing the chunk.
    expect(loaded.filter(({ body }) => body.includes('$ZodType')).map(({ url }) => url)).toEqual(
      [],
    );
  });
}
