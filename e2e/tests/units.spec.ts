import { expect, test } from '@playwright/test';

test('the unit choice is Imperial by default and Metric survives a reload', async ({
  page,
  context,
}) => {
  await page.goto('/help#GCW');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Imperial' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('[id="GCW"]')).toContainText('lbs');

  await banner.getByRole('button', { name: 'Metric' }).click();
  await expect(banner.getByRole('button', { name: 'Metric' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Metric' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('[id="GCW"]')).toContainText('kg');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'units')?.value).toBe('Metric');
});
