import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { LINEHAUL } from '../fixtures/golden-answers';
import {
  PAGE_COUNT,
  SURVEY_JOURNEY_TIMEOUT,
  answerSurvey,
  openSurvey,
  question,
  startSurvey,
} from '../fixtures/survey';

/**
 * SPEC 2: every question block of the survey has a help link, and each one opens the help page at
 * the block's own section (issue 13, point 3: Maneuvers, Engine and the goal ranking had none).
 */

test.describe.configure({ timeout: SURVEY_JOURNEY_TIMEOUT * 2 });

/** The blocks of each wizard page, by heading, with the help anchor each links to. */
const BLOCKS_BY_PAGE: readonly (readonly (readonly [title: string, anchor: string])[])[] = [
  [['Vehicle application', 'VehicleApplication']],
  [
    ['Max gross combined weight', 'GCW'],
    ['Terrain', 'PercentGrade'],
  ],
  [
    ['Road types', 'RoadTypes'],
    ['Maneuvers', 'Maneuvers'],
  ],
  [
    ['Vehicle speeds', 'VehicleSpeeds'],
    ['Transmission PTO needs', 'PTO'],
  ],
  [['Engine', 'Engine']],
  [['What is the goal of the vehicle?', 'PreferenceRanking']],
];

/** Follows one block's help link to its new tab and checks the tab shows that block's section. */
async function followHelpLink(page: Page, title: string, anchor: string): Promise<void> {
  const link = question(page, title).getByRole('link', { name: `Help with ${title}` });
  await expect(link, title).toHaveAttribute('href', `/help#${anchor}`);
  const [help] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  const section = help.locator(`[id="${anchor}"]`);
  await expect(section, anchor).toBeInViewport();
  await expect(section.getByRole('heading', { level: 2 })).toBeFocused();
  await help.close();
}

test('every survey block links to its own section of the help page', async ({ page }) => {
  expect(BLOCKS_BY_PAGE).toHaveLength(PAGE_COUNT);
  await openSurvey(page);
  await startSurvey(page);
  let pageIndex = 0;
  await answerSurvey(page, LINEHAUL.answers, {
    eachPage: async (current) => {
      const blocks = BLOCKS_BY_PAGE[pageIndex] ?? [];
      pageIndex += 1;
      // No block on the page goes without a link.
      await expect(
        current.getByRole('main').getByRole('link', { name: /^Help with / }),
      ).toHaveCount(blocks.length);
      for (const [title, anchor] of blocks) await followHelpLink(current, title, anchor);
    },
  });
  expect(pageIndex).toBe(PAGE_COUNT);
});

test('the maneuver, engine and goal sections explain what the survey asks', async ({ page }) => {
  await page.goto('/help');
  const maneuvers = page.locator('[id="Maneuvers"]');
  for (const term of [
    'Fast in reverse',
    'Mud',
    'Repeated launches',
    'Urban stop-and-go',
    'Slow creeping',
  ]) {
    await expect(maneuvers.getByText(term, { exact: true })).toBeVisible();
  }
  const engine = page.locator('[id="Engine"]');
  await expect(engine).toContainText('330 HP');
  await expect(engine).toContainText('2,250 lb-ft');
  const goals = page.locator('[id="PreferenceRanking"]');
  for (const goal of [
    'Acceleration',
    'Fuel economy',
    'Low-speed maneuvers',
    'Price',
    'Trip time',
  ]) {
    await expect(goals.getByText(goal, { exact: true })).toBeVisible();
  }
  await page.goto('/help#Engine');
  await expect(engine).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('help-engine.png') });
  await expectNoSeriousA11yViolations(page);
});
