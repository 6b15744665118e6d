import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { LINEHAUL } from '../fixtures/golden-answers';
import {
  SURVEY_JOURNEY_TIMEOUT,
  answerPage,
  answerSurvey,
  enterQuantity,
  expectOnPage,
  nextButton,
  openSurvey,
  question,
  quantityField,
  rankGoals,
  seeMyResultButton,
  startSurvey,
  switchUnits,
} from '../fixtures/survey';

/**
 * Issue 13, points 5, 8 and 9: speeds that contradict each other are refused beside the field, a
 * NoTransmission result speaks the visitor's units, and every screen names itself in the tab.
 */

test.describe.configure({ timeout: SURVEY_JOURNEY_TIMEOUT });

const CRUISE_ABOVE_MAX = 'Cruise speed cannot be higher than the occasional max road speed';
/** The sample catalogue's fastest cruise is 75 mph: at 80 mph (129 kph) nothing fits. */
const TOO_FAST_METRIC = 'No transmission in the portfolio takes a cruise speed of 129 kph.';
const TOO_FAST_IMPERIAL = 'No transmission in the portfolio takes a cruise speed of 80 mph.';

/** Optional screenshots for review: SCREENSHOT_DIR=/tmp/x saves each named state there. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir !== undefined) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test('a cruise speed above the max road speed is refused beside it; nothing fits at 129 kph, said in kph', async ({
  page,
}) => {
  await openSurvey(page);
  await expect(page).toHaveTitle('Create a New Transmission Spec · Transmission Spec');
  await startSurvey(page);
  await answerSurvey(page, LINEHAUL.answers, { to: 3 });
  await switchUnits(page, 'Metric');

  // The steady speed above the occasional maximum: refused where it was typed, and Next waits.
  await enterQuantity(page, 'Occasional max road speed', 'kph', 113);
  await enterQuantity(page, 'Cruise speed', 'kph', 129);
  await question(page, 'Transmission PTO needs')
    .getByRole('radio', { name: 'No PTO needs', exact: true })
    .check();
  const speeds = question(page, 'Vehicle speeds');
  await expect(speeds.getByRole('alert')).toHaveText(CRUISE_ABOVE_MAX);
  const cruise = quantityField(page, 'Cruise speed', 'kph');
  await expect(cruise).toHaveAttribute('aria-invalid', 'true');
  await expect(cruise).toHaveAccessibleDescription(CRUISE_ABOVE_MAX);
  await expect(nextButton(page)).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'speeds-refused');

  await enterQuantity(page, 'Occasional max road speed', 'kph', 129);
  await expect(page.getByText(CRUISE_ABOVE_MAX)).toHaveCount(0);
  await expect(cruise).not.toHaveAttribute('aria-invalid', 'true');
  await nextButton(page).click();

  await switchUnits(page, 'Imperial');
  await expectOnPage(page, 5);
  await answerPage(page, 5, LINEHAUL.answers, 'Imperial');
  await nextButton(page).click();
  await expectOnPage(page, 6);
  await rankGoals(page, LINEHAUL.answers.ranking);
  await switchUnits(page, 'Metric');
  await seeMyResultButton(page).click();

  // The server's reason, phrased in the units the visitor chose.
  await expect(page.getByText(TOO_FAST_METRIC, { exact: true })).toBeVisible();
  await expect(page.getByText(/80 mph/)).toHaveCount(0);
  await expect(page).toHaveTitle('No Transmission Fits · Transmission Spec');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'no-transmission-metric');

  await switchUnits(page, 'Imperial');
  await expect(page.getByText(TOO_FAST_IMPERIAL, { exact: true })).toBeVisible();
});

test('the survey API refuses a cruise speed above the max road speed, naming the field', async ({
  page,
}) => {
  await page.goto('/');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf-token');
  expect(csrf).toBeDefined();
  const response = await page.request.post('/api/survey', {
    headers: { 'X-CSRF-Token': csrf?.value ?? '' },
    data: { cruiseSpeed: 70, maxSpeed: 65 },
  });
  expect(response.status()).toBe(400);
  // The other answers are missing too; the speeds' order is named all the same.
  expect(await response.json()).toMatchObject({ fields: { cruiseSpeed: CRUISE_ABOVE_MAX } });
});

test('each screen names itself in the browser tab', async ({ page }) => {
  const titles: readonly (readonly [string, string])[] = [
    ['/', 'Transmission Spec'],
    ['/survey', 'Create a New Transmission Spec · Transmission Spec'],
    ['/help', 'Help · Transmission Spec'],
    ['/register', 'Create Account · Transmission Spec'],
    ['/forgot-password', 'Forgot Password · Transmission Spec'],
    ['/privacy-policy', 'Privacy Policy · Transmission Spec'],
    ['/error', 'Error · Transmission Spec'],
    ['/no-such-page', 'Page Not Found · Transmission Spec'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});
