/**
 * A supplement top recommendation (spec §4.9): the dashboard attaches the
 * Medicare Supplement recommendation-widget script, served by the demo,
 * with the recommendation's state code.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

test('after a Medicare Supplement recommendation the dashboard loads the widget script for the state', async ({ page }) => {
  await page.goto('/plan-recommendation-engine.html?persona=shopper&date=2026-03-02&brand=aarp&flags=&fault=');
  await settled(page);
  await page.getByLabel('Your ZIP code').fill('33101');
  await page.getByRole('radio', { name: 'A Medicare Supplement plan' }).check();
  await page.getByRole('button', { name: 'See my recommendations' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Your results are saved\./ })).toBeVisible();
  await page.goto('/dashboard.html');
  await settled(page);
  await expect.poll(() => page.evaluate(() => (window as unknown as { medsuppRecommendationWidget?: unknown }).medsuppRecommendationWidget))
    .toEqual({ loaded: true, stateCode: 'FL' });
});
