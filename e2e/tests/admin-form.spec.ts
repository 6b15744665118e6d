import { expect, test, type Page } from '@playwright/test';

import { E2E_ADMIN, signInFromHeader } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';

/**
 * The admin form and list as an administrator meets them (issue 13, points 18-20): a name another
 * family has is refused beside the field, every control looks like the form's others, the
 * description shows its error like the other fields, limits left at their minimums are named
 * before saving (issue 25), and a failed log fetch says so. Nothing is saved, so this runs on the
 * shared server: the sample catalogue stays as it is.
 */

test.describe.configure({ timeout: 120_000 });

async function signInAsAdmin(page: Page) {
  await page.goto('/');
  await signInFromHeader(page, E2E_ADMIN.email, E2E_ADMIN.password);
}

test('the add form refuses a name another family has, beside the field', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/transmission-data/add');
  // The first load of the form's code (the notes editor with it) can take more than the default
  // 5 s on CI's loaded two cores.
  await expect(page.getByRole('heading', { level: 1, name: 'Add Transmission' })).toBeVisible({
    timeout: 30_000,
  });

  // The image is chosen with an MUI button, the block type with an outlined select.
  await expect(page.getByRole('button', { name: 'Choose image' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Block type' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose image' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'family.png',
    mimeType: 'image/png',
    // A 1x1 PNG.
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  });
  await expect(page.getByText('family.png')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();

  // An empty save: the description is marked like the fields around it.
  await page.getByRole('button', { name: 'Save' }).click();
  const description = page.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(description).toHaveAccessibleDescription('Required field');
  await expect(page.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('region', { name: 'General' }).screenshot({
    path: test.info().outputPath('add-form-errors.png'),
  });
  await expectNoSeriousA11yViolations(page);

  // 'Endurant HD' is a sample family: the same name in another case and with spaces is refused.
  await page.getByLabel(/^Name/).fill('  endurant hd ');
  await page.getByLabel(/^Learn more URL/).fill('https://transmissions.example/duplicate');
  await description.fill('A family that must not share a name.');
  await page.getByLabel('Model name').fill('DUP-1500');
  await page.getByLabel('Max torque (lb-ft)').fill('1500');
  await page.getByLabel('Max torque (lb-ft)').press('Enter');
  await expect(page.getByRole('list', { name: 'Models' })).toContainText('DUP-1500');
  // The limits are still at SPEC 3's defaults, their minimums: Save asks first (issue 25).
  await page.getByRole('button', { name: 'Save' }).click();
  const warning = page.getByRole('dialog', { name: 'Save with limits at their minimum?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(
    'Max cruise speed is 45 mph, the least it can be: this family will be offered only to trucks that cruise at 45 mph or less.',
  );
  await expect(warning).toContainText('Max top speed is 45 mph');
  await expect(warning).toContainText('Max engine power is 330 HP');
  await expect(warning).toContainText(
    'Max GCW is 33,000 lbs, the least it can be: this family will be offered only to trucks with a GCW of 33,000 lbs or less.',
  );
  await page.screenshot({ path: 'e2e/artifacts/admin-limits-warning.png' });
  await expectNoSeriousA11yViolations(page);
  // Go back: nothing sent (the name is not refused yet), the first such limit has the focus.
  await warning.getByRole('button', { name: 'Go back' }).click();
  await expect(warning).toBeHidden();
  const cruise = page.getByLabel('Max cruise speed (mph)');
  await expect(cruise).toBeFocused();
  await expect(page.getByLabel(/^Name/)).not.toHaveAttribute('aria-invalid', 'true');
  await cruise.fill('70');
  await page.getByLabel('Max top speed (mph)').fill('75');
  await page.getByLabel('Max engine power (HP)').fill('500');
  await page.getByRole('button', { name: 'Save' }).click();
  // Only the GCW is left at its minimum; Save anyway sends the family, and the server answers.
  const gcwWarning = page.getByRole('dialog', { name: 'Save with a limit at its minimum?' });
  await expect(gcwWarning).toContainText('Max GCW is 33,000 lbs');
  await expect(gcwWarning).not.toContainText('Max cruise speed');
  await gcwWarning.getByRole('button', { name: 'Save anyway' }).click();

  const name = page.getByLabel(/^Name/);
  await expect(name).toHaveAccessibleDescription(
    'Another transmission family already has this name.',
  );
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(page.getByText('The Transmission has been saved.')).toHaveCount(0);
  await page.getByRole('region', { name: 'General' }).screenshot({
    path: test.info().outputPath('add-form-duplicate-name.png'),
  });
  await expectNoSeriousA11yViolations(page);
});

test('the add form fits 1,280 px and starts the limits at their minimums', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/transmission-data/add');
  // The first load of the form's code (the notes editor with it) can take more than the default
  // 5 s on CI's loaded two cores.
  await expect(page.getByRole('heading', { level: 1, name: 'Add Transmission' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('combobox', { name: 'Block type' })).toBeVisible();

  // Issue 25: the page was 89 px wider than the window. No sideways scrolling at 1,280 px.
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.viewport).toBe(1280);
  expect(widths.document).toBeLessThanOrEqual(widths.viewport);

  // SPEC 3's new-transmission defaults; a save with any of them still there asks first.
  const limits = page.getByRole('region', { name: 'Limits' });
  await expect(limits.getByLabel('Max cruise speed (mph)')).toHaveValue('45');
  await expect(limits.getByLabel('Max top speed (mph)')).toHaveValue('45');
  await expect(limits.getByLabel('Max engine power (HP)')).toHaveValue('330');
  const gcw = limits.getByLabel('Max GCW (lbs)');
  await expect(gcw).toHaveValue('33000');
  await expect(gcw).toHaveAccessibleDescription('Empty means no limit');
  await limits.screenshot({ path: test.info().outputPath('add-form-limits.png') });
  await page.screenshot({ path: 'e2e/artifacts/admin-add-form.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('the list ranks with outlined selects and says when a log cannot be loaded', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.route('**/api/transmission/logs/*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'INTERNAL',
        message: 'Something went wrong. Please try again.',
      }),
    }),
  );
  // The dialog raises the failed fetch on purpose (SPEC 8); this journey expects that one error.
  page.on('pageerror', () => undefined);
  await page.goto('/transmission-data');
  const rank = page.getByRole('combobox', { name: 'Rank of Endurant HD' });
  await expect(rank).toBeVisible({ timeout: 30_000 });
  await expect(
    rank.locator('xpath=ancestor::*[contains(@class,"MuiOutlinedInput-root")]'),
  ).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('list.png'), fullPage: true });

  await page.getByRole('button', { name: 'Log of Endurant HD' }).click();
  const log = page.getByRole('dialog', { name: 'Transmission Log History' });
  await expect(log).toContainText('The transmission log could not be loaded. Please try again.');
  await expect(page.getByText('Unknown error occured while attempting deletion.')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('log-failed.png') });
  await expectNoSeriousA11yViolations(page);
});
