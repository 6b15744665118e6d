import { expect, test } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { DOOR_TO_DOOR_REFUSE, DUMP_TRUCK, LINEHAUL } from '../fixtures/golden-answers';
import { SURVEY_JOURNEY_TIMEOUT, answerSurvey, openSurvey, startSurvey } from '../fixtures/survey';
import {
  expectNoTransmission,
  expectRecommendation,
  expectResponse,
  openResponses,
} from '../fixtures/survey-result';

/**
 * The survey's result for golden cases (fixtures/golden-answers): the server computes it; these
 * journeys check that what the visitor enters reaches it intact and that the result reads right,
 * also to axe and when no transmission fits.
 */

test.describe.configure({ timeout: SURVEY_JOURNEY_TIMEOUT });

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
