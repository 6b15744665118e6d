import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';
import { linehaulTractorAnswers } from '@transmission-spec/domain';

import { createAccount, csrfHeader, E2E_ADMIN, signInFromHeader } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';

/**
 * The catalogue owners' Insights (issue 28): the administrator opens the tab beside the catalogue, sees
 * the last 30 days as charts with their tables, changes the range and downloads a table as CSV; a
 * TransmissionUser gets Access Denied. Other journeys post surveys to the same server meanwhile,
 * so the counts are checked for their shape, not their value.
 */

// Two axe runs over a page of twelve charts take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

const banner = (page: Page) => page.getByRole('banner');

test('an administrator opens Insights, changes the range, reads a table and downloads it as CSV', async ({
  page,
  request,
}) => {
  // Enough surveys today for the top choice to be counted, not hidden as "fewer than 5".
  for (let index = 0; index < 6; index += 1) {
    const answered = await request.post('/api/survey', {
      headers: await csrfHeader(request),
      data: linehaulTractorAnswers(),
    });
    expect(answered.status()).toBe(200);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await signInFromHeader(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await banner(page).getByRole('link', { name: 'Admin' }).click();
  const tabs = page.getByRole('navigation', { name: 'Administration' });
  await expect(tabs.getByRole('link', { name: 'Catalogue' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await tabs.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^[\d,]+ surveys from / })).toBeVisible();
  // The surveys above are written within a second: wait for the top choice to count them.
  const topChoices = page.getByRole('region', { name: 'Top choices' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Last 90 days' }).click();
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await topChoices.getByRole('button', { name: 'Show the numbers as a table' }).click();
    await expect(
      topChoices.getByRole('row').filter({ hasText: 'Endurant HD' }).getByRole('cell'),
    ).toHaveText(/^\d[\d,]*$/, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // Every chart has drawn (the library loads with the first one).
  await expect(page.getByRole('img', { name: /^Bar chart of surveys per day/ })).toBeVisible();
  await expect(topChoices.locator('svg').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'e2e/artifacts/insights-1280.png', fullPage: true });

  const asked = page.waitForRequest((request) => request.url().includes('/api/insights?from='));
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  expect((await asked).url()).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { name: /^[\d,]+ surveys from / })).toBeVisible();

  // A custom range the API would refuse is refused before it is asked for.
  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('From (UTC day)').fill('2026-03-10');
  await page.getByLabel('To (UTC day)').fill('2026-03-01');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('The end date cannot be before the start date')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Top choices as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^insights-top-choices-.*\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFFamily,Surveys\r\n')).toBe(true);
  expect(csv).toMatch(/\r\nEndurant HD,(\d+|fewer than 5)\r\n/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page.getByRole('heading', { name: /^[\d,]+ surveys from / })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'e2e/artifacts/insights-390.png', fullPage: true });
});

test('a TransmissionUser gets Access Denied on Insights and a 403 from the API', async ({
  page,
  request,
}) => {
  const { email, password } = await createAccount(request);
  await page.goto('/');
  await signInFromHeader(page, email, password);
  await page.goto('/insights');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect((await page.request.get('/api/insights?from=2026-01-01&to=2026-01-31')).status()).toBe(
    403,
  );
});
