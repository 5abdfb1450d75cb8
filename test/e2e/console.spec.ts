/** The QA console: personas, switches kept while navigating, the store view and the logs, database reset. */
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { FEATURE_FLAGS } from '../../src/state/config';
import { atomValue, resetDatabase, settled } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
  await page.goto('/?persona=guest&brand=&date=&flags=&fault=&lang=');
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

test('the language switch serves the pages in Spanish, as a Spanish site declares them, and stays while navigating; English again turns it off', async ({ page }) => {
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await page.getByRole('radio', { name: 'Español' }).check();
  await page.getByRole('button', { name: 'Apply switches' }).click();
  await page.waitForURL(/lang=es/);
  await page.goto('/profile.html?persona=member');
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('sp-profile').getByRole('heading', { name: 'Hola, Margaret' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('button', { name: 'Apply switches' }).click();
  await page.waitForURL(/lang=en/);
  await page.goto('/profile.html');
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('sp-profile').getByRole('heading', { name: 'Hello, Margaret' })).toBeVisible();
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

test('the QA panel logs every API call the library makes as time, method, path, status and duration', async ({ page }) => {
  const calls = page.locator('#qa-panel').getByRole('list', { name: 'API calls' });
  const profileLoad = calls.getByRole('listitem').filter({ hasText: 'GET /landrover/api/Users/' }).first();
  await expect(profileLoad).toHaveText(/^\d\d:\d\d:\d\d GET \/landrover\/api\/Users\/\S+ → 200 \(\d+ ms\)$/);
});

test('a failing API call is logged with its error status and marked', async ({ page }) => {
  await page.goto('/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=remove-fail#drugs');
  await settled(page);
  const profile = page.locator('sp-profile');
  const first = (await profile.getByRole('button', { name: /, drug information$/ }).first().textContent())!;
  await profile.getByRole('button', { name: `Remove ${first}`, exact: true }).click();
  await page.getByRole('dialog', { name: 'Remove drug' }).getByRole('button', { name: 'Remove from saved drugs' }).click();
  await page.locator('#qa-panel > summary').click();
  const failed = page.locator('#qa-panel').getByRole('list', { name: 'API calls' }).getByRole('listitem').filter({ hasText: ' DELETE ' });
  await expect(failed).toHaveText(/^\d\d:\d\d:\d\d DELETE \/landrover\/api\/\S+ → 500 \(\d+ ms\)$/);
  await expect(failed).toHaveClass('bad');
});

test('sp-* events that reach the document are logged in the QA panel, once each though they bubble on to the window', async ({ page }) => {
  await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('sp-demo-pinged', { bubbles: true, composed: true, detail: { n: 1 } })));
  const events = page.locator('#qa-panel').getByRole('list', { name: 'sp events' });
  await expect(events).toContainText('sp-demo-pinged from <body> {"n":1}');
  await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('sp-demo-pinged', { bubbles: true, composed: true, detail: { n: 2 } })));
  await expect(events).toContainText('sp-demo-pinged from <body> {"n":2}');
  await expect(events.getByRole('listitem').filter({ hasText: 'sp-demo-pinged' })).toHaveCount(2);
});

test('sp-* events the library dispatches on the window are logged in the QA panel too', async ({ page }) => {
  // The library announces imports (src/state/itemsImported.ts) and profile reloads (src/state/identity/identity.ts) on the window.
  await page.evaluate(() => {
    window.dispatchEvent(new CustomEvent('sp-items-imported', { detail: { drugs: 2, providers: 1 } }));
    window.dispatchEvent(new CustomEvent('sp-profile-reload-requested', { detail: { merged: true } }));
  });
  const events = page.locator('#qa-panel').getByRole('list', { name: 'sp events' });
  await expect(events.getByRole('listitem').filter({ hasText: 'sp-items-imported' })).toHaveText([/sp-items-imported from <window> \{"drugs":2,"providers":1\}$/]);
  await expect(events.getByRole('listitem').filter({ hasText: 'sp-profile-reload-requested' })).toHaveText([/sp-profile-reload-requested from <window> \{"merged":true\}$/]);
});

test('removing a drug on the profile page logs its removal event in the QA panel', async ({ page }) => {
  await page.goto('/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=#drugs');
  await settled(page);
  const profile = page.locator('sp-profile');
  const first = (await profile.getByRole('button', { name: /, drug information$/ }).first().textContent())!;
  await profile.getByRole('button', { name: `Remove ${first}`, exact: true }).click();
  await page.getByRole('dialog', { name: 'Remove drug' }).getByRole('button', { name: 'Remove from saved drugs' }).click();
  await page.locator('#qa-panel > summary').click();
  const removed = page.locator('#qa-panel').getByRole('list', { name: 'sp events' }).getByRole('listitem').filter({ hasText: 'sp-drug-removed' });
  await expect(removed).toHaveCount(1);
  await expect(removed).toBeVisible();
  // The drug list inside the profile dispatches it; its detail names the drug.
  await expect(removed).toContainText(`sp-drug-removed from <sp-drug-list> {"drug":{"drugId":`);
  await expect(removed).toContainText(first.split(' ')[0]!);
});

test('a fault ticked on the console stays while navigating: the dashboard shows the service outage', async ({ page }) => {
  await page.getByRole('checkbox', { name: 'Service outage (outage)' }).check();
  await page.getByRole('button', { name: 'Apply switches' }).click();
  await page.waitForURL(/fault=outage/);
  await settled(page);
  await page.goto('/dashboard.html');
  await settled(page);
  await expect(page.locator('sp-dashboard').getByRole('heading', { name: 'Service outage' })).toBeVisible();
  await expect(page.locator('#qa-panel > summary')).toContainText('faults: outage');
});

test('the reset button puts the database back to its seed', async ({ page }) => {
  await page.getByRole('button', { name: 'Reset the database' }).click();
  await expect(page.getByText('The database is back to its seed.')).toBeVisible();
});
