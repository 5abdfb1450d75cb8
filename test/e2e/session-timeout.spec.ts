/**
 * Session time-out (spec §4.14) with the demo's QA switch timeout=SECONDS:
 * the switch reaches the library and is kept while navigating, like the
 * others.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

const QUIET = 'date=2026-03-02&brand=aarp&flags=&fault=';
/** Idle seconds set through the switch. */
const TIMEOUT_SECONDS = 3;

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

// A signed-in member idle past the session time, the countdown pop-up and Stay on page: a main journey
// (test/journeys), run in all three engines.

test('on the profile page the time-out watch is fetched only after the profile and its saved plans show, and its pop-up still opens once the member is idle past the session time', async ({ page }) => {
  // Asked when the watch's code is requested: what a person sees at that moment.
  const shownWhenFetched: boolean[] = [];
  await page.route(/\/dist\/chunks\/SessionTimeoutWatch-[\w-]+\.js$/, async (route) => {
    const layout = await page.locator('sp-profile .sp-profile__layout').count();
    const cards = await page.locator('sp-saved-plans .sp-plan-card').count();
    shownWhenFetched.push(layout > 0 && cards > 0);
    await route.continue();
  });
  await page.goto(`/profile.html?persona=member&${QUIET}&timeout=${TIMEOUT_SECONDS}`);
  await expect(page.getByRole('alertdialog', { name: 'Your session is about to end' })).toBeVisible({ timeout: 20_000 });
  expect(shownWhenFetched).toEqual([true]);
});
