import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { E2E_ADMIN, signInFromHeader } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { startExtraServer, type ExtraServer } from '../fixtures/extra-server';
import { DOOR_TO_DOOR_REFUSE } from '../fixtures/golden-answers';
import { answerSurvey, openSurvey, startSurvey } from '../fixtures/survey';
import { expectNoTransmission, expectRecommendation } from '../fixtures/survey-result';

/**
 * The catalogue administration as the first administrator uses it: add a family made for a survey
 * no sample family serves and watch it win that survey, edit it (its gear ratios too, refused
 * when typed top gear first) and read the change in its log, disable it and watch it stop being
 * recommended, rank it with the shared-rank warning, delete it, and download the user export. The family changes recommendations, so this journey runs on a
 * server of its own: the survey journeys running beside it keep the sample catalogue.
 */

test.describe.configure({ timeout: 240_000 });

const CSV_HEADER =
  'Email,First Name,Last Name,Organization Type,Organization Name,Application Self-Description,Country List,Number Saved Surveys';
/** Golden case 7's reason, while nothing in the catalogue takes Door-to-Door Refuse. */
const REFUSE_REFUSED =
  'No transmission in the portfolio takes the Door-to-Door Refuse application.';

let server: ExtraServer;

test.beforeAll(async () => {
  // A first start on a fresh database (migrations, seed, signing keys) can take a while on CI.
  test.setTimeout(90_000);
  server = await startExtraServer(Number(process.env.E2E_PORT ?? 3100) + 38, {
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
});

test.afterAll(async () => {
  await server.stop();
});

function rowOf(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Transmissions' })
    .getByRole('row')
    .filter({ hasText: name });
}

/** Sets one support level in the form's "Support: {group}" section. */
async function setSupport(page: Page, group: string, value: string, level: string) {
  await page
    .getByRole('region', { name: `Support: ${group}` })
    .getByRole('combobox', { name: value, exact: true })
    .selectOption({ label: level });
}

/** A new survey from the header's Create Spec link (a page load would show the last result again). */
async function takeRefuseSurvey(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Create Spec' }).click();
  await expect(page.getByRole('button', { name: 'Got it! Create spec' })).toBeVisible();
  await startSurvey(page);
  await answerSurvey(page, DOOR_TO_DOOR_REFUSE);
}

test('an administrator adds a family that wins the survey made for it, then edits, disables, ranks and deletes it', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.origin });
  try {
    await maintainFamily(await context.newPage());
  } finally {
    await context.close();
  }
});

async function maintainFamily(page: Page) {
  const name = `E2E Refuse ${String(Date.now())}`;

  // Before: the sample catalogue has nothing for a door-to-door refuse truck.
  await openSurvey(page);
  await startSurvey(page);
  await answerSurvey(page, DOOR_TO_DOOR_REFUSE);
  await expectNoTransmission(page, REFUSE_REFUSED);

  await page.goto('/');
  await signInFromHeader(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transmission Data' })).toBeVisible();
  await expect(page.getByText(/^Results: \d+$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Add a family made for that truck.
  await page.getByRole('link', { name: 'Add transmission' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Transmission' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'There are unresolved errors' }).first(),
  ).toBeVisible();
  await page.getByLabel(/^Name/).fill(`  ${name}  `);
  await page.getByLabel(/^Name/).blur();
  // The form fills once the family has loaded, which on CI's loaded two cores can pass 5 s.
  await expect(page.getByLabel(/^Name/)).toHaveValue(name, { timeout: 30_000 });
  await page.getByLabel(/^Learn more URL/).fill('https://transmissions.example/e2e-refuse');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Made by the e2e journey for door-to-door refuse.');
  await page.getByLabel('Model name').fill('E2E-R2000');
  await page.getByLabel('Max torque (lb-ft)').fill('2000');
  await page.getByLabel('Max torque (lb-ft)').press('Enter');
  await expect(page.getByRole('list', { name: 'Models' })).toContainText('E2E-R2000');
  // Repeated launches make the duty "high", so the offer carries the high axle range.
  await page.getByLabel('High minimum').fill('4');
  await page.getByLabel('High maximum').fill('4.6');
  await page.getByLabel('Max cruise speed (mph)').fill('60');
  await page.getByLabel('Max top speed (mph)').fill('70');
  await page.getByLabel('Max engine power (HP)').fill('450');
  await page.getByLabel('Max GCW (lbs)').fill('80000');
  await setSupport(page, 'Vehicle applications', 'Door-to-Door Refuse', 'Recommended');
  await setSupport(page, 'Terrain', 'Flat (up to 2% grade)', 'Recommended');
  await setSupport(page, 'Road types', 'Paved', 'Supported');
  await setSupport(page, 'Maneuvers', 'Urban stop-and-go', 'Recommended');
  await setSupport(page, 'Maneuvers', 'Repeated launches', 'Recommended');
  await setSupport(page, 'PTO', '1 PTO', 'Supported');
  await setSupport(page, 'Engine makes', 'Cummins Diesel', 'Supported');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The Transmission has been saved.')).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue('');

  // The next survey recommends it, and the administrator's logic log says why.
  await takeRefuseSurvey(page);
  await expectRecommendation(page, { name, model: 'E2E-R2000', axle: '4.0 - 4.6' }, null);
  await page.getByRole('button', { name: 'Transmission Logic Log' }).click();
  await expect(
    page.getByRole('table', { name: 'Final order' }).getByRole('rowheader', { name }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: `Checks of ${name}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Edit, then read the change in the log.
  await page.goto('/transmission-data');
  await rowOf(page, name)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Transmission' })).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Max engine power (HP)').fill('500');
  // Gear ratios (issue 14): a list typed top gear first is refused beside the field.
  const forward = page.getByRole('textbox', { name: 'Forward ratios, lowest gear to top gear' });
  await expect(forward).toHaveValue('');
  await forward.fill('0.8, 14.8');
  await forward.blur();
  await expect(forward).toHaveAttribute('aria-invalid', 'true');
  await expect(forward).toHaveAccessibleDescription(
    "The lowest gear's ratio must be larger than the top gear's. List the forward ratios from the lowest gear to the top gear.",
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(forward).toBeFocused();
  await expect(page.getByText('The Transmission has been saved.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await forward.fill('14.8, 10.95, 8.09, 5.97, 4.46, 3.32, 2.45, 1.81, 1, 0.8');
  await forward.blur();
  // Read back as stored, with a summary to catch a slip before saving.
  await expect(forward).toHaveValue('14.80, 10.95, 8.09, 5.97, 4.46, 3.32, 2.45, 1.81, 1.00, 0.80');
  await expect(forward).toHaveAccessibleDescription(
    '10 forward gears: lowest 14.80, top 0.80 (overdrive)',
  );
  await page.getByRole('textbox', { name: 'Reverse ratios' }).fill('13.1, 3.06');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The Transmission has been saved.')).toBeVisible();
  // The model keeps its torque rating beside the new ratios.
  await expect(page.getByRole('list', { name: 'Models' })).toContainText('E2E-R2000');
  await expect(page.getByRole('list', { name: 'Models' })).toContainText('Max torque 2000 lb-ft');
  await page.getByRole('link', { name: 'Back' }).click();

  await rowOf(page, name)
    .getByRole('button', { name: `Log of ${name}` })
    .click();
  const log = page.getByRole('dialog', { name: 'Transmission Log History' });
  const hpRow = log.getByRole('row').filter({ hasText: 'Max engine power (HP)' });
  await expect(hpRow).toContainText('Changed');
  await expect(hpRow).toContainText('500');
  await expect(hpRow).toContainText('450');
  const forwardRow = log.getByRole('row').filter({ hasText: 'Gear ratios: forward' });
  await expect(forwardRow).toContainText('Changed');
  await expect(forwardRow.getByRole('cell')).toHaveText([
    '14.80, 10.95, 8.09, 5.97, 4.46, 3.32, 2.45, 1.81, 1.00, 0.80',
    'None',
  ]);
  await expect(
    log.getByRole('row').filter({ hasText: 'Gear ratios: reverse' }).getByRole('cell'),
  ).toHaveText(['13.10, 3.06', 'None']);
  const modelsRow = log.getByRole('row').filter({ hasText: 'Models (max torque, lb-ft)' });
  await expect(modelsRow).not.toContainText('Changed');
  await expect(modelsRow.getByRole('cell')).toHaveText(['E2E-R2000: 2000', 'E2E-R2000: 2000']);
  await expectNoSeriousA11yViolations(page);
  await log.getByRole('button', { name: 'Close' }).click();
  await expect(log).toBeHidden();

  // Disable: the box follows the server, changing once the toggle is saved and the list reloads.
  const disable = page.getByRole('checkbox', { name: `Disable ${name}` });
  await disable.click();
  await expect(disable).toBeChecked();
  await expect(rowOf(page, name)).toHaveAttribute('data-disabled', 'true');

  // The next survey no longer offers it.
  await takeRefuseSurvey(page);
  await expectNoTransmission(page, REFUSE_REFUSED);
  await expect(page.getByText(name)).toHaveCount(0);

  // Rank it first beside the family already ranked first.
  await page.goto('/transmission-data');
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

  // User export: this server's only account is the administrator, with no saved specs.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Get User Data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('transmission-spec-users.csv');
  const csv = await readFile(await download.path(), 'utf8');
  // The file starts with a UTF-8 byte order mark, so Excel shows accented names.
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines.slice(1).filter((line) => line !== '')).toEqual([`${E2E_ADMIN.email},,,,,,,0`]);
}
