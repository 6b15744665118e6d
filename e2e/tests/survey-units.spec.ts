import { expect, test } from '@playwright/test';

import { HEAVY_HAUL, MIXER } from '../fixtures/golden-answers';
import {
  SURVEY_JOURNEY_TIMEOUT,
  USE_CASE_CONFIRMATION,
  answerPage,
  answerSurvey,
  expectOnPage,
  nextButton,
  openSurvey,
  question,
  quantityField,
  startSurvey,
  switchUnits,
} from '../fixtures/survey';
import type { SurveyAnswers } from '../fixtures/survey-answers';
import { expectRecommendation, expectResponse, openResponses } from '../fixtures/survey-result';

/**
 * The survey in Metric: golden cases (fixtures/golden-answers) typed or finished in Metric reach
 * the server as exactly their Imperial answers, and every answer survives switching units midway.
 */

test.describe.configure({ timeout: SURVEY_JOURNEY_TIMEOUT });

/**
 * The heavy haul typed in Metric: the whole numbers the survey shows for the Imperial answers, which
 * convert back to exactly them (kg = lbs x 0.453592, kph = mph x 1.61, kW = hp x 0.7457,
 * Nm = lb-ft x 1.3558, each rounded; then the Imperial step).
 */
const HEAVY_HAUL_METRIC: SurveyAnswers = {
  ...HEAVY_HAUL.answers,
  maxWeight: 90_718, // 90,718 / 0.453592 = 199,999.1 -> 200,000 lbs
  cruiseSpeed: 100, // 100 / 1.61 = 62.1 -> 62 mph
  maxSpeed: 105, // 105 / 1.61 = 65.2 -> 65 mph
  engineHp: 451, // 451 / 0.7457 = 604.8 -> 605 HP
  engineTorque: 3051, // 3,051 / 1.3558 = 2,250.3 -> 2,250 lb-ft
};

test('a heavy-haul owner answering in Metric is offered the MHP/MXP, as for the same truck in Imperial', async ({
  page,
}) => {
  await openSurvey(page);
  await switchUnits(page, 'Metric');
  await startSurvey(page);
  await answerSurvey(page, HEAVY_HAUL_METRIC, { units: 'Metric' });

  await expectRecommendation(page, HEAVY_HAUL.top, HEAVY_HAUL.runnerUp);
  const responses = await openResponses(page);
  await expectResponse(responses, 'Max gross combined weight', '90,718 kg');
  await expectResponse(responses, 'Cruise speed', '100 kph');
  await expectResponse(responses, 'Occasional max road speed', '105 kph');
  await expectResponse(responses, 'Engine power', '451 kW');
  await expectResponse(responses, 'Engine torque', '3,051 Nm');

  // The answers reached the server in Imperial, exactly the golden values.
  await switchUnits(page, 'Imperial');
  await expectResponse(responses, 'Max gross combined weight', '200,000 lbs');
  await expectResponse(responses, 'Cruise speed', '62 mph');
  await expectResponse(responses, 'Engine horsepower', '605 HP');
  await expectResponse(responses, 'Engine torque', '2,250 lb-ft');
});

test('switching to Metric mid-survey keeps every answer, converted, and the mixer still gets the VCS/VMS', async ({
  page,
}) => {
  await openSurvey(page);
  await startSurvey(page);
  await answerSurvey(page, MIXER.answers, { to: 4 });

  await switchUnits(page, 'Metric');
  await expectOnPage(page, 5);
  // 400 HP and 1,450 lb-ft, as the survey shows them in Metric.
  await answerPage(page, 5, { ...MIXER.answers, engineHp: 298, engineTorque: 1966 }, 'Metric');

  await page.getByRole('button', { name: 'Back' }).click();
  await expectOnPage(page, 4);
  await expect(quantityField(page, 'Cruise speed', 'kph')).toHaveValue('89');
  await expect(quantityField(page, 'Occasional max road speed', 'kph')).toHaveValue('105');
  await expect(
    question(page, 'Transmission PTO needs').getByRole('radio', { name: '1 PTO' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expectOnPage(page, 2);
  await expect(quantityField(page, 'Max gross combined weight', 'kg')).toHaveValue('31751');
  await expect(
    question(page, 'Terrain').getByRole('checkbox', { name: 'Hilly/Rolling (2-6% grade)' }),
  ).toBeChecked();

  await nextButton(page).click();
  await expectOnPage(page, 3);
  await expect(
    question(page, 'Maneuvers').getByRole('checkbox', { name: USE_CASE_CONFIRMATION }),
  ).toBeChecked();
  await expect(question(page, 'Maneuvers')).toContainText('about 0.8 kph / 13 m/min');
  await nextButton(page).click();
  await nextButton(page).click();
  await expectOnPage(page, 5);
  await expect(quantityField(page, 'Engine power', 'kW')).toHaveValue('298');
  await expect(quantityField(page, 'Engine torque', 'Nm')).toHaveValue('1966');
  await nextButton(page).click();
  await answerSurvey(page, MIXER.answers, { from: 6 });

  await expectRecommendation(page, MIXER.top, MIXER.runnerUp);
  const responses = await openResponses(page);
  await expectResponse(responses, 'Max gross combined weight', '31,751 kg');
  await expectResponse(responses, 'Cruise speed', '89 kph');
  await expectResponse(responses, 'Engine power', '298 kW');
  await expectResponse(responses, 'Engine torque', '1,966 Nm');
  await expectResponse(responses, 'Maneuvers', 'Repeated launches; Slow creeping');
  await switchUnits(page, 'Imperial');
  await expectResponse(responses, 'Max gross combined weight', '70,000 lbs');
  await expectResponse(responses, 'Engine horsepower', '400 HP');
  await expectResponse(responses, 'Engine torque', '1,450 lb-ft');
});
