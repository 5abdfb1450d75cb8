/**
 * /cms-classic.html loads both the module build and the classic script:
 * the second reuses the first's runtime, so the page shows the member's
 * items from one profile load.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

test('with both bundles on the page, the drug list shows the member\'s drugs and the profile is read once', async ({ page }) => {
  await page.goto('/cms-classic.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=');
  await settled(page);
  await expect(page.locator('sp-drug-list').getByRole('button', { name: /, drug information$/ })).toHaveText(['Atorvastatin Calcium TAB 20MG', 'Eliquis TAB 5MG', 'Metformin HCl TAB 500MG']);
  const profileReads = await page.evaluate(() => (window as unknown as { spDemo: { logs: { calls: { method: string; path: string }[] } } }).spDemo.logs.calls
    .filter((c) => c.method === 'GET' && c.path.startsWith('/landrover/api/Users/'))
    .map((c) => c.path));
  expect(profileReads).toHaveLength(1);
  // The QA panel shows the same single read.
  await page.locator('#qa-panel > summary').click();
  await expect(page.locator('#qa-panel').getByRole('list', { name: 'API calls' }).getByRole('listitem').filter({ hasText: 'GET /landrover/api/Users/' })).toHaveCount(1);
});
