import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { E2E_ADMIN, signInFromHeader } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';

/**
 * The catalogue administration as the first administrator uses it: add a family, edit it and read
 * the change in its log, disable it, rank it with the shared-rank warning, delete it, and download
 * the user export. The family supports nothing, so the recommendations other journeys check while
 * this one runs never include it.
 */

test.describe.configure({ timeout: 180_000 });

const CSV_HEADER =
  'Email,First Name,Last Name,Organization Type,Organization Name,Application Self-Description,Country List,Number Saved Surveys';

function rowOf(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Transmissions' })
    .getByRole('row')
    .filter({ hasText: name });
}

test('an administrator maintains a transmission family from start to finish', async ({ page }) => {
  const name = `E2E Family ${String(Date.now())}`;
  await page.goto('/');
  await signInFromHeader(page, E2E_ADMIN.email, E2E_ADMIN.password);

  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transmission Data' })).toBeVisible();
  await expect(page.getByText(/^Results: \d+$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Add.
  await page.getByRole('link', { name: 'Add transmission' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Transmission' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'There are unresolved errors' }).first(),
  ).toBeVisible();
  await page.getByLabel(/^Name/).fill(`  ${name}  `);
  await page.getByLabel(/^Name/).blur();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await page.getByLabel(/^Learn more URL/).fill('https://transmissions.example/e2e');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('A family made by the e2e journey.');
  await page.getByLabel('Model name').fill('E2E-1');
  await page.getByLabel('Max torque (lb-ft)').fill('1650');
  await page.getByLabel('Max torque (lb-ft)').press('Enter');
  await expect(page.getByRole('list', { name: 'Models' })).toContainText('E2E-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The Transmission has been saved.')).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue('');

  // Edit, then read the change in the log.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(rowOf(page, name)).toBeVisible();
  await rowOf(page, name)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Transmission' })).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Max engine power (HP)').fill('500');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The Transmission has been saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();

  await rowOf(page, name)
    .getByRole('button', { name: `Log of ${name}` })
    .click();
  const log = page.getByRole('dialog', { name: 'Transmission Log History' });
  const hpRow = log.getByRole('row').filter({ hasText: 'Max engine power (HP)' });
  await expect(hpRow).toContainText('Changed');
  await expect(hpRow).toContainText('500');
  await expect(hpRow).toContainText('330');
  await expectNoSeriousA11yViolations(page);
  await log.getByRole('button', { name: 'Close' }).click();
  await expect(log).toBeHidden();

  // Disable.
  const disable = page.getByRole('checkbox', { name: `Disable ${name}` });
  // The box follows the server: it changes once the toggle is saved and the list reloads.
  await disable.click();
  await expect(disable).toBeChecked();
  await expect(rowOf(page, name)).toHaveAttribute('data-disabled', 'true');

  // Rank it first beside the family already ranked first.
  await page.getByRole('combobox', { name: `Rank of ${name}` }).selectOption('1');
  await page.getByRole('button', { name: 'Set Rank' }).click();
  const confirm = page.getByRole('dialog', { name: 'Set Rank' });
  await expect(confirm).toContainText('The following transmissions have the same rank:');
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Ranks updated successfully')).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Rank of ${name}` })).toHaveValue('1');

  // Delete.
  await rowOf(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const deletion = page.getByRole('dialog', { name: 'Delete Transmission' });
  await expect(deletion).toContainText(
    'Are you sure you want to permanently delete this Transmission family?',
  );
  await deletion.getByRole('button', { name: 'Continue' }).click();
  await expect(rowOf(page, name)).toHaveCount(0);

  // User export.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Get User Data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('transmission-spec-users.csv');
  const path = await download.path();
  const csv = await readFile(path, 'utf8');
  expect(csv.split('\r\n')[0]?.replace(/^\uFEFF/, '')).toBe(CSV_HEADER);
  expect(csv).toContain(E2E_ADMIN.email);
});
