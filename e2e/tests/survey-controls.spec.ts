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
