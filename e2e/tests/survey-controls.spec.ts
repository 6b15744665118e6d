import { expect, test, type Locator, type Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { LINEHAUL } from '../fixtures/golden-answers';
import { tabTo } from '../fixtures/keyboard';
import {
  SURVEY_JOURNEY_TIMEOUT,
  answerSurvey,
  expectOnPage,
  openSurvey,
  quantityField,
  question,
  startSurvey,
  switchUnits,
} from '../fixtures/survey';

/**
 * The survey's controls under a keyboard, a mouse wheel and odd entries (issue 13, point 6): focus
 * is as easy to see as on links, a number box keeps its value under the wheel, an overflowing
 * entry clamps to the maximum, and the ranking's buttons are named after what they show.
 */

test.describe.configure({ timeout: SURVEY_JOURNEY_TIMEOUT });

/** The outline the theme gives a focused link: 3px solid. */
async function expectFocusRing(element: Locator): Promise<void> {
  await expect(element).toHaveCSS('outline-style', 'solid');
  await expect(element).toHaveCSS('outline-width', '3px');
}

async function openWeightPage(page: Page): Promise<void> {
  await openSurvey(page);
  await startSurvey(page);
  await answerSurvey(page, LINEHAUL.answers, { to: 1 });
  await expectOnPage(page, 2);
}

test('choice cards and slider thumbs show the same focus ring as links', async ({ page }) => {
  await openWeightPage(page);
  const flat = question(page, 'Terrain').getByRole('checkbox', { name: /^Flat/ });
  await tabTo(page, flat);
  // The ring is drawn on the card around the (invisible) native box.
  await expectFocusRing(flat.locator('xpath=ancestor::label[1]'));
  await page.screenshot({ path: 'e2e/artifacts/survey-focus-card.png' });

  const thumb = question(page, 'Max gross combined weight').getByRole('slider');
  await tabTo(page, thumb, { backwards: true });
  await expectFocusRing(
    thumb.locator('xpath=ancestor::span[contains(@class, "MuiSlider-thumb")][1]'),
  );
  await page.screenshot({ path: 'e2e/artifacts/survey-focus-thumb.png' });
  await expectNoSeriousA11yViolations(page);
});

test('the mouse wheel over a focused number box leaves it alone, and 1e309 is the maximum', async ({
  page,
}) => {
  await openWeightPage(page);
  const weight = quantityField(page, 'Max gross combined weight', 'lbs');
  await weight.fill('80000');
  await weight.hover();
  await page.mouse.wheel(0, 300);
  await page.mouse.wheel(0, -300);
  await expect(weight).toHaveValue('80000');
  await expect(question(page, 'Max gross combined weight')).toContainText('80,000 lbs');

  await weight.fill('1e309');
  await weight.press('Tab');
  await expect(weight).toHaveValue('250000');
  await expect(question(page, 'Max gross combined weight')).toContainText('250,000 lbs');
  await expectNoSeriousA11yViolations(page);
});

test('a typed value outside the range is set to the bound and the field says so, in the visitor units', async ({
  page,
}) => {
  await openWeightPage(page);
  const weightBlock = question(page, 'Max gross combined weight');
  const weight = quantityField(page, 'Max gross combined weight', 'lbs');
  await weight.fill('300000');
  await weight.press('Tab');
  await expect(weight).toHaveValue('250000');
  const most = 'Set to 250,000 lbs, the most this tool covers';
  await expect(weightBlock.getByRole('status')).toHaveText(most);
  await expect(weight).toHaveAccessibleDescription(most);
  await page.screenshot({ path: 'e2e/artifacts/survey-clamp-notice.png' });
  await expectNoSeriousA11yViolations(page);

  // The notice follows the unit switch, as the value does.
  await switchUnits(page, 'Metric');
  await expect(weightBlock.getByRole('status')).toHaveText(
    'Set to 113,398 kg, the most this tool covers',
  );
  await switchUnits(page, 'Imperial');

  // Moving the value on clears the notice.
  await weight.fill('120000');
  await weight.press('Tab');
  await expect(weightBlock.getByRole('status')).toHaveText('');

  await answerSurvey(page, LINEHAUL.answers, { from: 2, to: 3 });
  const speeds = question(page, 'Vehicle speeds');
  const cruise = quantityField(page, 'Cruise speed', 'mph');
  await cruise.fill('95');
  await cruise.press('Enter');
  await expect(cruise).toHaveValue('80');
  await expect(cruise).toHaveAccessibleDescription('Set to 80 mph, the most this tool covers');
  await cruise.fill('30');
  await cruise.press('Tab');
  await expect(cruise).toHaveValue('45');
  await expect(speeds.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
    'Set to 45 mph, the least this tool covers',
  );
  await expectNoSeriousA11yViolations(page);
});

test("the ranking's buttons carry their visible text in their names, and one tooltip at a time shows", async ({
  page,
}) => {
  await openSurvey(page);
  await startSurvey(page);
  await answerSurvey(page, LINEHAUL.answers, { to: 5 });
  const add = page.getByRole('button', { name: /^Add to ranking/ });
  await expect(add).toHaveCount(5);
  await expect(add.first()).toHaveText('Add to ranking');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add to ranking: Fuel economy' }).click();
  await page.getByRole('button', { name: 'Add to ranking: Price' }).click();
  await page.getByRole('button', { name: 'Add to ranking: Trip time' }).click();
  // Keyboard moves: focus follows the moved goal, and only its button's tooltip stays up.
  const down = page.getByRole('button', { name: 'Move Fuel economy down' });
  await tabTo(page, down);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // Counted as drawn: a stale tooltip left behind is still painted though no longer announced.
  await expect(page.locator('.MuiTooltip-popper')).toHaveCount(1);
  await expect(page.getByRole('tooltip')).toHaveText('Move Fuel economy up');
  await page.screenshot({ path: 'e2e/artifacts/survey-ranking-tooltip.png' });
  await expectNoSeriousA11yViolations(page);
});
