import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { DOOR_TO_DOOR_REFUSE, LINEHAUL } from '../fixtures/golden-answers';
import {
  SURVEY_JOURNEY_TIMEOUT,
  answerSurvey,
  expectOnPage,
  nextButton,
  openSurvey,
  quantityField,
  question,
  seeMyResultButton,
  startSurvey,
} from '../fixtures/survey';
import {
  NO_TRANSMISSION_HEADING,
  RESULT_HEADING,
  expectNoTransmission,
  expectRecommendation,
} from '../fixtures/survey-result';

/**
 * The survey as a fleet buyer lives it (issue 13): a typed number counts at once, answers survive
 * a reload and the browser's Back and Forward, leaving by a header link asks first, the disabled
 * Next says what is missing, and the result leads back into the wizard or to a fresh start.
 */

test.describe.configure({ timeout: SURVEY_JOURNEY_TIMEOUT });

const CANCEL_CONFIRMATION =
  'You have not saved your responses are you sure you want to leave this site? If yes then press Continue';

/** The line beside Next naming what the page still needs. */
function missingAnswers(page: Page) {
  return page.getByRole('status').filter({ hasText: /^Still to answer: / });
}

test('one click on Next moves on right after typing the numbers, on the weight and the engine pages', async ({
  page,
}) => {
  await openSurvey(page);
  await startSurvey(page);
  await answerSurvey(page, LINEHAUL.answers, { to: 1 });

  // Page 2: terrain, then the weight typed last, the cursor still in its box; one click on Next.
  await question(page, 'Terrain').getByRole('checkbox', { name: /^Flat/ }).check();
  await quantityField(page, 'Max gross combined weight', 'lbs').fill('80000');
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();
  await expectOnPage(page, 3);

  await answerSurvey(page, LINEHAUL.answers, { from: 3, to: 4 });
  // Page 5: the make, then horsepower and torque typed; the cursor is still in the torque box.
  await question(page, 'Engine')
    .getByRole('radio', { name: 'Cummins Diesel', exact: true })
    .check();
  await quantityField(page, 'Engine horsepower', 'HP').fill('450');
  await quantityField(page, 'Engine torque', 'lb-ft').fill('1650');
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();
  await expectOnPage(page, 6);

  // The typed values stand as typed, settled on the step.
  await page.getByRole('button', { name: 'Back' }).click();
  await expectOnPage(page, 5);
  await expect(quantityField(page, 'Engine horsepower', 'HP')).toHaveValue('450');
  await expect(quantityField(page, 'Engine torque', 'lb-ft')).toHaveValue('1650');
});

test('the disabled Next says which questions are still unanswered, to screen readers too', async ({
  page,
}) => {
  await openSurvey(page);
  await startSurvey(page);
  await expect(nextButton(page)).toBeDisabled();
  await expect(missingAnswers(page)).toHaveText('Still to answer: Vehicle application');
  await expect(nextButton(page)).toHaveAccessibleDescription(
    'Still to answer: Vehicle application',
  );
  await expectNoSeriousA11yViolations(page);
  await answerSurvey(page, LINEHAUL.answers, { to: 1 });

  await expect(missingAnswers(page)).toHaveText(
    'Still to answer: Max gross combined weight, Terrain',
  );
  await page.screenshot({ path: 'e2e/artifacts/survey-missing-answers.png', fullPage: true });
  await quantityField(page, 'Max gross combined weight', 'lbs').fill('80000');
  await expect(missingAnswers(page)).toHaveText('Still to answer: Terrain');
  await question(page, 'Terrain').getByRole('checkbox', { name: /^Flat/ }).check();
  await expect(missingAnswers(page)).toHaveCount(0);
  await expect(nextButton(page)).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});

test('a reload keeps the page and the answers, and Back and Forward move between the pages', async ({
  page,
}) => {
  await openSurvey(page);
  await startSurvey(page);
  await answerSurvey(page, LINEHAUL.answers, { to: 3 });
  await expectOnPage(page, 4);

  await page.reload();
  await expectOnPage(page, 4);
  await page.goBack();
  await expectOnPage(page, 3);
  await expect(
    question(page, 'Road types').getByRole('checkbox', { name: 'Paved', exact: true }),
  ).toBeChecked();
  await page.goBack();
  await expectOnPage(page, 2);
  await expect(quantityField(page, 'Max gross combined weight', 'lbs')).toHaveValue('80000');
  await page.goForward();
  await expectOnPage(page, 3);
  await expect(nextButton(page)).toBeEnabled();

  // Reloaded on page 3, the visitor carries on to the result as if nothing happened.
  await page.reload();
  await expectOnPage(page, 3);
  await answerSurvey(page, LINEHAUL.answers, { from: 3 });
  await expectRecommendation(page, LINEHAUL.top, LINEHAUL.runnerUp);
  // From the result, Back is the last wizard page with its ranking kept.
  await page.goBack();
  await expectOnPage(page, 6);
  await expect(seeMyResultButton(page)).toBeEnabled();
});

test('the result survives a reload, Back and Forward; /survey typed afterwards starts a new survey', async ({
  page,
}) => {
  // A whole survey, then three page loads of the app on top.
  test.slow();
  await openSurvey(page);
  await startSurvey(page);
  await answerSurvey(page, LINEHAUL.answers);
  await expectRecommendation(page, LINEHAUL.top, LINEHAUL.runnerUp);

  // F5 on the result keeps it on screen.
  await page.reload();
  await expectRecommendation(page, LINEHAUL.top, LINEHAUL.runnerUp);
  await page.screenshot({ path: 'e2e/artifacts/survey-result-reloaded.png' });
  await page.goBack();
  await expectOnPage(page, 6);
  await page.goForward();
  await expectRecommendation(page, LINEHAUL.top, LINEHAUL.runnerUp);

  // The address typed anew: the disclaimer, as on a first visit, not the old result.
  await page.goto('/survey');
  await expect(page.getByRole('button', { name: 'Got it! Create spec' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: RESULT_HEADING })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'e2e/artifacts/survey-typed-after-result.png' });
  // The old result is still one Back away until a new survey starts.
  await page.goBack();
  await expectRecommendation(page, LINEHAUL.top, LINEHAUL.runnerUp);
  await page.goForward();
  await startSurvey(page);
  await expect(
    question(page, 'Vehicle application').getByRole('radio', { name: 'Linehaul' }),
  ).not.toBeChecked();
});

test('leaving an unfinished survey by the logo asks first; Stay keeps every answer', async ({
  page,
}) => {
  await openSurvey(page);
  await startSurvey(page);
  await answerSurvey(page, LINEHAUL.answers, { to: 2 });

  const logo = page.getByRole('banner').getByRole('link', { name: 'Transmission Spec, home' });
  await logo.click();
  const dialog = page.getByRole('dialog', { name: 'Leave the survey?' });
  await expect(dialog).toContainText(CANCEL_CONFIRMATION);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'e2e/artifacts/survey-leave-warning.png' });
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toBeHidden();
  await expectOnPage(page, 3);
  await expect(page).toHaveURL((url) => url.pathname === '/survey');

  // The browser's own warning guards a reload or a closed tab.
  const unloadWarned = page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(await unloadWarned).toBe(true);

  await logo.click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // Gone for good: a new survey starts empty.
  await openSurvey(page);
  await startSurvey(page);
  await expect(
    question(page, 'Vehicle application').getByRole('radio', { name: 'Linehaul' }),
  ).not.toBeChecked();
});

test('a result with no transmission says so, links the representative once, and leads back into the wizard', async ({
  page,
}) => {
  await openSurvey(page);
  await startSurvey(page);
  await answerSurvey(page, DOOR_TO_DOOR_REFUSE);
  await expectNoTransmission(
    page,
    'No transmission in the portfolio takes the Door-to-Door Refuse application.',
  );
  await expect(page.getByRole('heading', { name: 'Your Transmission Recommendation' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('link', { name: /Find a representative/ })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'e2e/artifacts/survey-no-transmission.png', fullPage: true });

  // Edit answers: page 1 with everything kept; change the application and go through again.
  await page.getByRole('button', { name: 'Edit answers' }).click();
  await expectOnPage(page, 1);
  const applications = question(page, 'Vehicle application');
  await expect(applications.getByRole('radio', { name: 'Door-to-Door Refuse' })).toBeChecked();
  await applications.getByRole('radio', { name: 'Linehaul', exact: true }).check();
  for (let number = 1; number < 6; number += 1) {
    await expectOnPage(page, number);
    await nextButton(page).click();
  }
  await expect(page.getByText('Great job!')).toBeVisible();
  await seeMyResultButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: NO_TRANSMISSION_HEADING })).toHaveCount(
    0,
  );
  await expect(page.getByRole('article')).not.toHaveCount(0);

  // Start over: the disclaimer, then an empty wizard.
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('button', { name: 'Got it! Create spec' })).toBeVisible();
  await startSurvey(page);
  await expect(
    question(page, 'Vehicle application').getByRole('radio', { name: 'Linehaul' }),
  ).not.toBeChecked();
});
