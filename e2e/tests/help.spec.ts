import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';

const ANCHORS = [
  'Disclaimer',
  'VehicleApplication',
  'GCW',
  'PercentGrade',
  'RoadTypes',
  'Maneuvers',
  'VehicleSpeeds',
  'PTO',
  'Engine',
  'PreferenceRanking',
];

for (const anchor of ANCHORS) {
  test(`opening /help#${anchor} scrolls that section into view`, async ({ page }) => {
    await page.goto(`/help#${anchor}`);
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    // The first section is in view at the top already; every later one needs a real scroll.
    if (anchor !== ANCHORS[0]) {
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    }
  });
}

test('the help page states the facts a buyer needs and passes axe', async ({ page }) => {
  await page.goto('/help');
  const main = page.getByRole('main');
  await expect(main).toContainText('100 mile');
  await expect(main).toContainText('50,000 miles');
  await expect(main).toContainText('140,000 lbs');
  await expect(main).toContainText('20%');
  await expectNoSeriousA11yViolations(page);
});

test('a deep link to a help anchor works on reload', async ({ page }) => {
  await page.goto('/help#PTO');
  await page.reload();
  await expect(page.locator('[id="PTO"]')).toBeInViewport();
});
