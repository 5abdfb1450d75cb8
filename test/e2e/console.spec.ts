/** The QA console: personas, switches kept while navigating, the store view and the logs, database reset. */
import { expect, test } from '@playwright/test';
import { FEATURE_FLAGS } from '../../src/state/config';
import { atomValue, resetDatabase, settled } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
  await page.goto('/?persona=guest&brand=&date=&flags=&fault=');
  await settled(page);
});

test('the console offers every persona the server knows and every feature flag of the library', async ({ page }) => {
  const personas = (await (await page.request.get('/qa/personas')).json()) as { displayName: string }[];
  await expect(page.getByLabel('Sign in as').locator('option')).toHaveText(personas.map((p) => p.displayName));
  for (const flag of FEATURE_FLAGS) await expect(page.getByRole('checkbox', { name: flag, exact: true })).toBeVisible();
});

test('switches applied on the console reach the library config and the server, and stay while navigating', async ({ page }) => {
  await page.getByRole('radio', { name: 'UnitedHealthcare' }).check();
  await page.getByLabel('System date').fill('2026-10-15');
  await page.getByRole('checkbox', { name: 'lisChanges', exact: true }).check();
  await page.getByRole('button', { name: 'Apply switches' }).click();
  await page.waitForURL(/brand=uhc/);
  await settled(page);
  await page.goto('/plans.html');
  await settled(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'UnitedHealthcare' })).toBeVisible();
  const config = await page.evaluate(() => (window as unknown as { shopperProfile: { config: { brand: string; systemDate?: string; flags: Record<string, boolean> } } }).shopperProfile.config);
  expect(config).toMatchObject({ brand: 'uhc', systemDate: '2026-10-15', flags: { lisChanges: true } });
  const serverDate = await page.evaluate(async () => (await (await fetch('/landrover/api/system-date/v1')).json()).systemDate as string);
  expect(serverDate.slice(0, 10)).toBe('2026-10-15');
  expect(await atomValue<number>(page, 'activeYear')).toBe(2027);
});

test('choosing a persona signs in through the sign-in page and the store view shows the session', async ({ page }) => {
  await page.getByLabel('Sign in as').selectOption('shopper');
  await page.getByLabel('Then open').selectOption('/');
  await page.getByRole('button', { name: 'Sign in through the sign-in page' }).click();
  await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('code'));
  await expect(page.getByRole('status').filter({ hasText: 'Signed in: Shopper' })).toBeVisible();
  await expect(page.getByLabel('Store values')).toContainText('"isGuest": false');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('the QA panel logs every API call the library makes', async ({ page }) => {
  const panel = page.locator('#qa-panel');
  await expect(panel.getByRole('list', { name: 'API calls' })).toContainText('GET /landrover/api/Users/');
});

test('sp-* events that reach the document are logged in the QA panel', async ({ page }) => {
  await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('sp-demo-pinged', { bubbles: true, composed: true, detail: { n: 1 } })));
  await expect(page.locator('#qa-panel').getByRole('list', { name: 'sp events' })).toContainText('sp-demo-pinged from <body> {"n":1}');
});

test('the reset button puts the database back to its seed', async ({ page }) => {
  await page.getByRole('button', { name: 'Reset the database' }).click();
  await expect(page.getByText('The database is back to its seed.')).toBeVisible();
});
