import { expect, test } from '@playwright/test';

/**
 * The pages a visitor meets first load without a console error and without a Content Security
 * Policy violation. zod's probe for `new Function` used to report one on every page load, although
 * zod caught its failure (decision 062); a caught violation reaches no console listener, so the
 * page's own securitypolicyviolation events are collected too. Warnings count as well: React
 * Router warned "No `HydrateFallback` element provided" on every first load of a lazily loaded page
 * (/survey, /help) until the routes got a fallback (issue 25 item 12).
 */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

for (const path of ['/', '/survey', '/help']) {
  test(`${path} loads without console errors, warnings or CSP violations`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });

    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
