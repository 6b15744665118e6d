import { expect, test, type Page } from '@playwright/test';

import { E2E_ADMIN, signInFromHeader } from '../fixtures/accounts';
import { recommendation, seedSpec, signedInUser } from '../fixtures/specs';

/**
 * Issue 29 item 5: the signed-in pages keep still while their data arrives. Each page paints its
 * skeleton (the table's rows, the spec's blocks) at the size of what comes, so the footer does not
 * jump away when the data lands (Lighthouse read CLS 0.16 to 0.93 before). CLS is measured in
 * chromium with PerformanceObserver 'layout-shift' entries, as Lighthouse sums them; it does not
 * depend on the machine's speed. The page's own data is held back half a second so the skeleton
 * is certainly painted first.
 */

test.describe.configure({ timeout: 180_000 });

/** Lighthouse's "good" CLS is 0.1; the issue asks for under 0.05. */
const MAX_CLS = 0.05;

/** Data routes whose answers are held back: the lists and the specs, not the current user. */
const HELD = /\/api\/(surveyresult|shared|transmission)/;

async function measureShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as { __shifts?: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route(HELD, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
}

/** The page's CLS so far: the sum of the shifts no input caused. */
async function cls(page: Page): Promise<number> {
  // Let late figures (the duty-cycle section) land too.
  await page.waitForTimeout(1500);
  return page.evaluate(() =>
    ((window as { __shifts?: number[] }).__shifts ?? []).reduce((sum, value) => sum + value, 0),
  );
}

test('My Specs, a saved spec and its shared page do not move as they load', async ({
  page,
  request,
}) => {
  await signedInUser(page, request);
  const result = await recommendation(page);
  let id = '';
  for (let index = 1; index <= 3; index += 1) {
    id = await seedSpec(page, result, `Fleet ${String(index)}`, '<p>Two trucks.</p>');
  }
  await measureShifts(page);

  // The first visit learns how many specs there are; the next one draws that many rows.
  await page.goto('/spec');
  await expect(page.getByRole('link', { name: 'Fleet 3' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Fleet 1' })).toBeVisible();
  expect(await cls(page)).toBeLessThan(MAX_CLS);

  await page.goto(`/spec/${id}`);
  await expect(page.getByRole('heading', { name: 'Fleet 3', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toContainText('Two trucks.', {
    timeout: 30_000,
  });
  expect(await cls(page)).toBeLessThan(MAX_CLS);

  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf-token')?.value ?? '';
  const share = await page.request.post(`/api/surveyresult/${id}/share`, {
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(share.status()).toBe(201);
  const { token } = (await share.json()) as { token: string };
  await page.goto(`/shared/${token}`);
  await expect(page.getByRole('heading', { name: 'Fleet 3', level: 1 })).toBeVisible();
  expect(await cls(page)).toBeLessThan(MAX_CLS);
});

test('the catalogue does not move as it loads', async ({ page }) => {
  await page.goto('/');
  await signInFromHeader(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await measureShifts(page);
  await page.goto('/transmission-data');
  await expect(page.getByText(/^Results: \d+$/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Results: \d+$/)).toBeVisible();
  expect(await cls(page)).toBeLessThan(MAX_CLS);
});
