import { expect, test, type Page } from '@playwright/test';
import { goldenAnswers } from '@transmission-spec/domain';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { DOOR_TO_DOOR_REFUSE, inVisitorWords } from '../fixtures/golden-answers';
import { tabTo } from '../fixtures/keyboard';
import {
  USE_CASE_CONFIRMATION,
  answerPage,
  answerSurvey,
  expectOnPage,
  nextButton,
  openSurvey,
  question,
  quantityField,
  seeMyResultButton,
  startSurvey,
  switchUnits,
} from '../fixtures/survey';
import type { SurveyAnswers } from '../fixtures/survey-answers';
import {
  expectNoTransmission,
  expectRecommendation,
  expectResponse,
  openResponses,
  type Offer,
} from '../fixtures/survey-result';

/**
 * Golden cases of docs/recommendation.md (the domain's golden answers, the ones the engine's golden
 * tests use; expectations as in packages/engine/test/golden.cases.ts) over the sample catalogue the
 * server seeds on a fresh database. The server computes the result; these journeys check that what
 * the visitor enters reaches it intact and that the result reads right.
 */

// Each journey walks and submits a whole survey; on a busy two-core machine that alone can take
// 15-30 s, so the ceiling is raised once here rather than test by test.
test.describe.configure({ timeout: 60_000 });

const HD = 'Endurant HD';
const XD = 'Endurant XD';
const XD_PRO = 'Endurant XD Pro';
const FULLER = 'Fuller Advantage Automated';
const MHP = 'UltraShift PLUS Multipurpose (MHP/MXP)';
const VCS = 'UltraShift PLUS Vocational (VCS/VMS)';

interface GoldenCase {
  readonly answers: SurveyAnswers;
  readonly top: Offer;
  readonly runnerUp: Offer;
}

/** Golden case 1: linehaul tractor, 80,000 lbs, flat and rolling. */
const LINEHAUL: GoldenCase = {
  answers: inVisitorWords(goldenAnswers('linehaul')),
  top: { name: HD, model: 'EEO-16F112C', axle: '2.5 - 2.9' },
  runnerUp: { name: FULLER, model: 'FAO-16810C-EC3', axle: '2.4 - 2.8' },
};

/** Golden case 5: dump truck on steep grades, off road, creeping. */
const DUMP_TRUCK: GoldenCase = {
  answers: inVisitorWords(goldenAnswers('dumpTruck')),
  top: { name: XD, model: 'Endurant XD 1850', axle: '4.1 - 4.6' },
  runnerUp: { name: XD_PRO, model: 'Endurant XD Pro 2050', axle: '4.3 - 5.3' },
};

/** Golden case 6: heavy haul at 200,000 lbs and 2,250 lb-ft. */
const HEAVY_HAUL: GoldenCase = {
  answers: inVisitorWords(goldenAnswers('heavyHaul')),
  top: { name: MHP, model: 'FO-22E318B-MXP', axle: '4.1 - 4.9' },
  runnerUp: { name: XD_PRO, model: 'Endurant XD Pro 2250', axle: '4.3 - 5.3' },
};

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

/** Golden case 9: pick-up and delivery in town. */
const PICK_UP: GoldenCase = {
  answers: inVisitorWords(goldenAnswers('pickUpAndDelivery')),
  top: { name: HD, model: 'EEO-14F112C', axle: '2.5 - 2.9' },
  runnerUp: { name: FULLER, model: 'FAO-16810C-EC3', axle: '2.4 - 2.8' },
};

/** Golden case 10: mixer creeping on site. */
const MIXER: GoldenCase = {
  answers: inVisitorWords(goldenAnswers('mixer')),
  top: { name: VCS, model: 'FO-14E310LL-VCS', axle: '4.3 - 5.3' },
  runnerUp: { name: XD, model: 'Endurant XD 1850', axle: '4.1 - 4.6' },
};

const CANCEL_CONFIRMATION =
  'You have not saved your responses are you sure you want to leave this site? If yes then press Continue';

async function expectHomePage(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Find the right automated transmission for your truck',
    }),
  ).toBeVisible();
}

test('a linehaul tractor owner is offered the Endurant HD with the Fuller Advantage as runner-up', async ({
  page,
}) => {
  await openSurvey(page);
  await startSurvey(page);
  await answerSurvey(page, LINEHAUL.answers);

  await expectRecommendation(page, LINEHAUL.top, LINEHAUL.runnerUp);
  const responses = await openResponses(page);
  await expectResponse(responses, 'Vehicle application', 'Linehaul');
  await expectResponse(responses, 'Max gross combined weight', '80,000 lbs');
  await expectResponse(responses, 'Terrain', 'Flat (up to 2% grade); Hilly/Rolling (2-6% grade)');
  await expectResponse(responses, 'Maneuvers', 'None of the above');
  await expectResponse(responses, 'Cruise speed', '65 mph');
  await expectResponse(responses, 'Engine torque', '1,650 lb-ft');
  await expect(
    page.getByRole('region', { name: 'Talk to your representative' }).getByRole('link', {
      name: 'Find a representative',
    }),
  ).toBeVisible();
});

test('the disclaimer, every survey page and the result pass axe on a dump truck journey to the Endurant XD', async ({
  page,
}) => {
  // Nine axe runs on top of a whole survey.
  test.slow();
  await openSurvey(page);
  await expectNoSeriousA11yViolations(page);
  await startSurvey(page);
  // Each page is checked once answered, so the follow-up questions (Steep Grade, Slow creeping,
  // the PTO count) are on screen too.
  await answerSurvey(page, DUMP_TRUCK.answers, { eachPage: expectNoSeriousA11yViolations });

  await expectRecommendation(page, DUMP_TRUCK.top, DUMP_TRUCK.runnerUp);
  await expectNoSeriousA11yViolations(page);
  const responses = await openResponses(page);
  await expectResponse(
    responses,
    'Terrain',
    'Hilly/Rolling (2-6% grade); Steep Grade (20% or larger)',
  );
  await expectResponse(responses, 'Road types', 'Paved; Off-road');
  await expectResponse(responses, 'Transmission PTO needs', '1 PTO');
  await expectNoSeriousA11yViolations(page);
});

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
  await expectResponse(responses, 'Engine horsepower', '451 kW');
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
  await expect(quantityField(page, 'Engine horsepower', 'kW')).toHaveValue('298');
  await expect(quantityField(page, 'Engine torque', 'Nm')).toHaveValue('1966');
  await nextButton(page).click();
  await answerSurvey(page, MIXER.answers, { from: 6 });

  await expectRecommendation(page, MIXER.top, MIXER.runnerUp);
  const responses = await openResponses(page);
  await expectResponse(responses, 'Max gross combined weight', '31,751 kg');
  await expectResponse(responses, 'Cruise speed', '89 kph');
  await expectResponse(responses, 'Engine horsepower', '298 kW');
  await expectResponse(responses, 'Engine torque', '1,966 Nm');
  await expectResponse(responses, 'Maneuvers', 'Repeated launches; Slow creeping');
  await switchUnits(page, 'Imperial');
  await expectResponse(responses, 'Max gross combined weight', '70,000 lbs');
  await expectResponse(responses, 'Engine horsepower', '400 HP');
  await expectResponse(responses, 'Engine torque', '1,450 lb-ft');
});

test('Next stays disabled until every question on the page is fully answered', async ({ page }) => {
  await openSurvey(page);
  await startSurvey(page);

  // Page 1: one choice of application; there is nothing to go back to.
  await expect(nextButton(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await question(page, 'Vehicle application').getByRole('radio', { name: 'Logging' }).check();
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();

  // Page 2: weight and terrain, with the Mountain Pass and Steep Grade follow-ups.
  await expectOnPage(page, 2);
  const terrain = question(page, 'Terrain');
  await expect(question(page, 'Max gross combined weight')).toContainText('Not answered yet');
  await expect(nextButton(page)).toBeDisabled();
  await answerPage(page, 2, { ...LINEHAUL.answers, maxWeight: 120_000, terrain: [] }, 'Imperial');
  await expect(question(page, 'Max gross combined weight')).toContainText('120,000 lbs');
  await expect(nextButton(page)).toBeDisabled();

  await terrain.getByRole('checkbox', { name: 'Mountain Pass', exact: true }).check();
  const frequency = terrain.getByRole('radiogroup', {
    name: 'How does the truck drive mountain passes?',
  });
  await expect(frequency.getByRole('radio')).toHaveCount(2);
  await expect(nextButton(page)).toBeDisabled();
  await frequency.getByRole('radio', { name: /^Mountain Pass, frequent/ }).check();
  await expect(nextButton(page)).toBeEnabled();

  await terrain.getByRole('checkbox', { name: 'Steep Grade (20% or larger)' }).check();
  const confirmation = terrain.getByRole('checkbox', { name: USE_CASE_CONFIRMATION });
  await expect(confirmation).toHaveAccessibleDescription(/20% or larger/);
  await expect(nextButton(page)).toBeDisabled();
  await confirmation.check();
  await expect(nextButton(page)).toBeEnabled();

  // Unticking Mountain Pass forgets its frequency: ticking it again asks anew.
  await terrain.getByRole('checkbox', { name: 'Mountain Pass', exact: true }).uncheck();
  await expect(nextButton(page)).toBeEnabled();
  await terrain.getByRole('checkbox', { name: 'Mountain Pass', exact: true }).check();
  await expect(frequency.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(nextButton(page)).toBeDisabled();
  await frequency.getByRole('radio', { name: /^Mountain Pass, frequent/ }).check();
  await nextButton(page).click();

  // Page 3: Slow creeping needs its confirmation; 'None of the above' clears every maneuver.
  await expectOnPage(page, 3);
  const maneuvers = question(page, 'Maneuvers');
  await question(page, 'Road types').getByRole('checkbox', { name: 'Maintained gravel' }).check();
  await expect(nextButton(page)).toBeDisabled();
  await maneuvers.getByRole('checkbox', { name: 'Slow creeping' }).check();
  await expect(maneuvers).toContainText('about 0.5 mph / 44 ft/min');
  await expect(nextButton(page)).toBeDisabled();
  await maneuvers.getByRole('checkbox', { name: 'None of the above' }).check();
  await expect(maneuvers.getByRole('checkbox', { name: 'Slow creeping' })).not.toBeChecked();
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();

  // Page 4: 'Yes' to PTO asks how many before the page is complete.
  await expectOnPage(page, 4);
  await answerPage(page, 4, LINEHAUL.answers, 'Imperial');
  await expect(nextButton(page)).toBeEnabled();
  const pto = question(page, 'Transmission PTO needs');
  await pto.getByRole('radio', { name: 'Yes', exact: true }).check();
  await expect(nextButton(page)).toBeDisabled();
  await pto.getByRole('radio', { name: '2 PTOs' }).check();
  await expect(nextButton(page)).toBeEnabled();
});

test('Cancel asks before leaving, and Continue takes the visitor home', async ({ page }) => {
  await openSurvey(page);
  await startSurvey(page);
  await answerSurvey(page, LINEHAUL.answers, { to: 1 });

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave the survey?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(CANCEL_CONFIRMATION);
  await expect(dialog.getByText(CANCEL_CONFIRMATION, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Staying keeps the survey as it was.
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toBeHidden();
  await expectOnPage(page, 2);

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectHomePage(page);
});

test('Cancel on the disclaimer goes back home', async ({ page }) => {
  await openSurvey(page);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expectHomePage(page);
});

test('the goals can be ranked with the keyboard alone, and the pick-up truck gets the Endurant HD', async ({
  page,
}) => {
  await openSurvey(page);
  await startSurvey(page);
  await answerSurvey(page, PICK_UP.answers, { to: 5 });

  // From here on only the keyboard: Tab, Enter, Space and the arrow keys.
  const ranking = page.getByRole('list', { name: 'Your ranking' });
  const options = page.getByRole('list', { name: 'Goals to rank' });
  // What a screen reader hears: the ranking's own live region or the drag library's.
  const announced = (text: string) =>
    expect(
      question(page, 'What is the goal of the vehicle?')
        .getByRole('status')
        .filter({ hasText: text })
        .first(),
    ).toBeAttached();
  const add = (goal: string) => page.getByRole('button', { name: `Add ${goal} to ranking` });

  await tabTo(page, add('Fuel economy'));
  await page.keyboard.press('Enter');
  await announced('Fuel economy is now ranked 1 of 5.');
  // Focus moves on to the next goal still to rank.
  await expect(add('Acceleration')).toBeFocused();

  await tabTo(page, add('Price'));
  await page.keyboard.press('Space');
  await announced('Price is now ranked 2 of 5.');

  await tabTo(page, add('Trip time'));
  await page.keyboard.press('Enter');
  await expect(add('Acceleration')).toBeFocused();
  await page.keyboard.press('Enter');
  await announced('Acceleration is now ranked 4 of 5.');

  // The last goal is dragged with the keyboard: pick it up, move it across, drop it.
  const handle = page.getByRole('button', { name: 'Drag Low-speed maneuvers' });
  await tabTo(page, handle, { backwards: true });
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await announced('Low-speed maneuvers is now ranked');
  await expect(options.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByText('Great job!')).toBeVisible();

  // Wherever the drop put it, the arrow buttons take it to the bottom of the ranking.
  const ranked = await ranking.getByRole('listitem').allTextContents();
  const dropped = ranked.findIndex((text) => text.includes('Low-speed maneuvers')) + 1;
  expect(dropped).toBeGreaterThan(0);
  if (dropped < 5) {
    await tabTo(page, page.getByRole('button', { name: 'Move Low-speed maneuvers down' }));
    for (let rank = dropped + 1; rank <= 5; rank += 1) {
      await page.keyboard.press('Enter');
      await announced(`Low-speed maneuvers is now ranked ${rank} of 5.`);
    }
  }
  await expect(ranking.getByRole('listitem')).toHaveText([
    /Rank 1: Fuel economy/,
    /Rank 2: Price/,
    /Rank 3: Trip time/,
    /Rank 4: Acceleration/,
    /Rank 5: Low-speed maneuvers/,
  ]);

  await tabTo(page, seeMyResultButton(page));
  await page.keyboard.press('Enter');
  await expectRecommendation(page, PICK_UP.top, PICK_UP.runnerUp);
});

test('a door-to-door refuse truck no transmission serves gets the reason and is sent to a representative', async ({
  page,
}) => {
  await openSurvey(page);
  await startSurvey(page);
  await answerSurvey(page, DOOR_TO_DOOR_REFUSE);

  const outcome = await expectNoTransmission(
    page,
    'No transmission in the portfolio takes the Door-to-Door Refuse application.',
  );
  await expect(
    outcome.getByText('For your unique case, please contact your representative of the provider.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(outcome.getByRole('link', { name: /Find a representative/ })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
