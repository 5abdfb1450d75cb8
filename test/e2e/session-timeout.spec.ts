/**
 * Session time-out (spec §4.14) with the demo's QA switch timeout=SECONDS:
 * a signed-in user idle that long sees the countdown pop-up; Stay on page
 * closes it. The switch is kept while navigating, like the others.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

const QUIET = 'date=2026-03-02&brand=aarp&flags=&fault=';
/** Idle seconds before the pop-up; long enough for the page to settle first. */
const TIMEOUT_SECONDS = 3;
const POPUP_WAIT_MS = 20_000;

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

test('the timeout switch reaches the library config and stays while navigating; an empty one removes it, as new switches do', async ({ page }) => {
  await page.goto(`/?persona=guest&${QUIET}&timeout=${TIMEOUT_SECONDS}`);
  await settled(page);
  const configured = () => page.evaluate(() => (window as unknown as { shopperProfile: { config: { sessionTimeoutSeconds: number } } }).shopperProfile.config.sessionTimeoutSeconds);
  expect(await configured()).toBe(TIMEOUT_SECONDS);
  await page.goto('/plans.html');
  await settled(page);
  expect(await configured()).toBe(TIMEOUT_SECONDS);
  await expect(page.locator('#qa-panel summary')).toContainText(`session time-out ${TIMEOUT_SECONDS} s`);
  await page.goto('/plans.html?timeout=');
  await settled(page);
  expect(await configured()).toBe(9000);
  // A page setting the server's switches anew replaces them all, this one too.
  await page.goto(`/plans.html?timeout=${TIMEOUT_SECONDS}`);
  await page.goto(`/plans.html?${QUIET}`);
  await settled(page);
  expect(await configured()).toBe(9000);
});

test('a signed-in member idle past the session time sees the countdown pop-up; Stay on page closes it', async ({ page }) => {
  await page.goto(`/dashboard.html?persona=member&${QUIET}&timeout=${TIMEOUT_SECONDS}`);
  await settled(page);
  const popup = page.getByRole('alertdialog', { name: 'Your session is about to end' });
  await expect(popup).toBeVisible({ timeout: POPUP_WAIT_MS });
  await expect(popup.getByRole('timer')).toHaveText(/^[12]:\d\d$/);
  await expect(popup.getByRole('button', { name: 'Sign out' }).or(popup.getByRole('link', { name: 'Sign out' }))).toBeVisible();
  await popup.getByRole('button', { name: 'Stay on page' }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => document.cookie.includes('sp-user-id='))).toBe(true);
});
