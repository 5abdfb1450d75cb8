/** A React application hosts the elements: they render inside it, follow its state and share the one store. */
import { execFileSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { axeViolations, resetDatabase, settled } from './helpers';

test.beforeAll(() => {
  // The React host is the demo's own TypeScript, bundled by scripts/build-demo.mjs.
  execFileSync(process.execPath, ['scripts/build-demo.mjs'], { stdio: 'inherit' });
});

test('the elements render inside a React app, switch with its tabs and pass an axe check', async ({ page }) => {
  await resetDatabase(page);
  await page.goto('/react-host.html?persona=member&date=2026-03-02&brand=uhc&flags=lisChanges&fault=');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Your saved items (React app)', level: 1 })).toBeVisible();
  await expect(page.locator('sp-saved-plans').getByRole('heading', { name: /Medicare Advantage/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Drugs' }).click();
  await expect(page.locator('sp-saved-plans')).toHaveCount(0);
  await expect(page.locator('sp-drug-list').getByRole('button', { name: /, drug information$/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Doctors' }).click();
  await expect(page.locator('sp-provider-list').getByRole('button', { name: /^Remove/ })).toHaveCount(4);
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
  const profileRequests = await page.evaluate(() => (window as unknown as { spDemo: { logs: { calls: { method: string; path: string }[] } } }).spDemo.logs.calls
    .filter((c) => c.method === 'GET' && c.path.startsWith('/landrover/api/Users/')).length);
  expect(profileRequests).toBe(1);
});
