import { expect, test, type Locator, type Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { dutyCycleSection, estimateTimings, figure } from '../fixtures/duty-cycle';
import { LINEHAUL } from '../fixtures/golden-answers';
import {
  SURVEY_JOURNEY_TIMEOUT,
  answerSurvey,
  openSurvey,
  startSurvey,
  switchUnits,
} from '../fixtures/survey';
import { expectRecommendation } from '../fixtures/survey-result';

/**
 * Issue 26 on the result: fuel and trip time of both choices on a route like the visitor's,
 * worked out in a Web Worker, with the axle ratio to order and the yearly fuel cost.
 */

test.describe.configure({ timeout: SURVEY_JOURNEY_TIMEOUT * 3 });

const SHOTS = process.env.UI_SHOTS_DIR;

/** Looked at by the engineer who builds the screen; only taken when a folder is given. */
async function shot(page: Page, section: Locator, name: string): Promise<void> {
  if (SHOTS === undefined) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('both choices show fuel, trip time, the ratio to order and a yearly cost that follows the inputs', async ({
  page,
}) => {
  await openSurvey(page);
  await startSurvey(page);
  await answerSurvey(page, LINEHAUL.answers);
  await expectRecommendation(page, LINEHAUL.top, LINEHAUL.runnerUp);

  const section = dutyCycleSection(page);
  await expect(section).toContainText('Route: 100 miles, flat and rolling hills, 2 stops, 65 mph');
  const families = [
    section.getByRole('region', { name: `Top match: ${LINEHAUL.top.name}` }),
    section.getByRole('region', { name: `Runner-up: ${LINEHAUL.runnerUp.name}` }),
  ];
  for (const family of families) {
    await expect(figure(family, 'Fuel economy')).toHaveText(/^\d+\.\d\d mpg$/);
    await expect(figure(family, 'Trip time')).toHaveText(/^\d+ h \d+ min$/);
    await expect(figure(family, 'Slowest climb speed')).toHaveText(/^\d+\.\d mph$/);
    await expect(figure(family, 'Yearly fuel cost')).toHaveText(/^\$\d{2},\d{3} a year$/);
    const ordered = (await figure(family, 'Axle ratio to order').textContent()) ?? '';
    expect(ordered).toMatch(/^\d\.\d\d$/);
    await expect(family.getByRole('rowheader', { name: `${ordered} (to order)` })).toBeVisible();
    console.log(
      'duty-cycle figures:',
      (await family.locator('dl').innerText()).replaceAll('\n', ' | '),
    );
  }
  await expect(section).toContainText(/a year less in fuel than|cost the same in fuel/);
  await expectNoSeriousA11yViolations(page);
  await shot(page, section, 'duty-cycle');

  const [top] = families;
  if (top === undefined) throw new Error('two families');
  const before = await figure(top, 'Yearly fuel cost').textContent();
  await section.getByRole('textbox', { name: 'Miles a year' }).fill('40200');
  await expect(figure(top, 'Yearly fuel cost')).not.toHaveText(before ?? '');
  await section.getByRole('textbox', { name: 'Fuel price ($ per gallon)' }).fill('0.1');
  await expect(section.getByRole('alert')).toContainText('Enter a fuel price from $0.50');

  await switchUnits(page, 'Metric');
  await expect(figure(top, 'Fuel economy')).toHaveText(/^\d+\.\d L\/100 km$/);
  await expect(section.getByRole('textbox', { name: 'Kilometres a year' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A new tire runs the estimate again, on a worker already warm: the budget is for this.
  await page.getByRole('combobox', { name: 'Tire size' }).click();
  await page.getByRole('option', { name: /^11R22\.5/ }).click();
  await expect.poll(async () => (await estimateTimings(page)).length).toBe(2);
  await expect(section.getByRole('rowheader', { name: /\(to order\)$/ })).toHaveCount(2);
  const timings = await estimateTimings(page);
  console.log('duty-cycle timings (ms):', JSON.stringify(timings));
});
