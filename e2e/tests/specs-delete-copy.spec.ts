import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { recommendation, seedSpec, signedInUser } from '../fixtures/specs';
import { untilSettled } from '../fixtures/transitions';

/**
 * My Specs: delete a spec behind a confirmation, undo it, delete it for real, and duplicate one
 * (issue 25, decision 089). The server, its soft delete and the share link are real.
 */

test.describe.configure({ timeout: 120_000 });

/** The names in My Specs, top to bottom: each is the link to its spec. */
const names = (page: Page) =>
  page.getByRole('table', { name: 'My Specs' }).locator('tbody').getByRole('link');

test('delete with undo, then duplicate, from My Specs', async ({ page, request }) => {
  await signedInUser(page, request);
  const result = await recommendation(page);
  const shared = await seedSpec(page, result, 'Denver linehaul', '<p>Two trucks.</p>');
  await seedSpec(page, result, 'Reno dump truck', '<p>Quarry work.</p>');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf-token')?.value ?? '';
  const link = await page.request.post(`/api/surveyresult/${shared}/share`, {
    headers: { 'X-CSRF-Token': csrf },
  });
  const { token } = (await link.json()) as { token: string };

  await page.goto('/spec');
  // A first load of the page on a busy machine can pass the default 5 s.
  await expect(names(page)).toHaveText(['Reno dump truck', 'Denver linehaul'], { timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);

  // Delete asks first, naming the spec.
  await page.getByRole('button', { name: 'Delete Denver linehaul' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this spec?' });
  await expect(dialog).toContainText('"Denver linehaul" will be deleted');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'e2e/artifacts/my-specs-delete-confirm.png' });
  await dialog.getByRole('button', { name: 'Delete' }).click();

  // Gone from the list and for whoever holds its link, with Undo in reach (and focused).
  await expect(names(page)).toHaveText(['Reno dump truck']);
  await expect(page.getByRole('alert')).toContainText('"Denver linehaul" was deleted.');
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  expect((await page.request.get(`/api/shared/${token}`)).status()).toBe(404);
  // The notice is checked as it stays, not while it fades in (its contrast is then half made).
  await untilSettled(page.getByRole('alert'));
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'e2e/artifacts/my-specs-undo-notice.png' });

  // Undo brings it back in its place, its link working again.
  await page.keyboard.press('Enter');
  await expect(page.getByText('"Denver linehaul" is back.')).toBeVisible();
  await expect(names(page)).toHaveText(['Reno dump truck', 'Denver linehaul']);
  expect((await page.request.get(`/api/shared/${token}`)).status()).toBe(200);

  // Without Undo the spec stays deleted, also after a reload. The notice waits while focus is on
  // Undo (MUI pauses its timer); Escape dismisses it, and focus goes to the page's heading rather
  // than nowhere.
  await page.getByRole('button', { name: 'Delete Reno dump truck' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'My Specs', level: 1 })).toBeFocused();
  await page.reload();
  await expect(names(page)).toHaveText(['Denver linehaul']);

  // Duplicate saves "Copy of ..." with the same notes, listed first.
  await page.getByRole('button', { name: 'Duplicate Denver linehaul' }).click();
  await expect(page.getByText('Saved a copy as "Copy of Denver linehaul".')).toBeVisible();
  await expect(names(page)).toHaveText(['Copy of Denver linehaul', 'Denver linehaul']);
  await untilSettled(page.getByRole('alert').filter({ hasText: 'Saved a copy' }));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Copy of Denver linehaul' }).click();
  // The spec page and its editor load on first use: slow on a busy machine.
  await expect(
    page.getByRole('heading', { name: 'Copy of Denver linehaul', level: 1 }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Notes' })).toContainText('Two trucks.', {
    timeout: 30_000,
  });
});
