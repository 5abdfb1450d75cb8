/**
 * The page when the connection drops after it has loaded: pop-ups still
 * open (their code was fetched once the page was idle), a pop-up whose code
 * cannot be fetched says so and opens on the next try, and a removal made
 * offline fails, comes back at its place and the page keeps working.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

const PROFILE = '/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=';

const chunk = (name: string) => new RegExp(`/${name}-[^/]+\\.js$`);

/** Resolves when the page has fetched the named pop-up chunk (the idle prefetch, no click). */
function fetched(page: Page, name: string) {
  return page.waitForResponse((response) => chunk(name).test(new URL(response.url()).pathname) && response.ok());
}

/** The saved-count of a side-nav view, as a screen reader hears it (', 3 saved'). */
async function navCount(page: Page, view: 'drugs' | 'providers'): Promise<number> {
  const name = await page.locator('sp-profile').getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: new RegExp(`^Your ${view}`) }).textContent();
  return Number(/, (\d+) saved/.exec(name ?? '')?.[1]);
}

const drugTitles = (page: Page): Locator => page.locator('sp-profile').getByRole('button', { name: /, drug information$/ });

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

test('pop-ups open after the connection drops: their code was fetched once the page was idle', async ({ page, context }) => {
  const prefetched = Promise.all([fetched(page, 'RemoveDrugDialog'), fetched(page, 'SignOutDialog')]);
  await page.goto(`${PROFILE}#drugs`);
  await settled(page);
  await prefetched;
  await context.setOffline(true);

  const first = (await drugTitles(page).first().textContent())!;
  await page.locator('sp-profile').getByRole('button', { name: `Remove ${first}`, exact: true }).click();
  const remove = page.getByRole('dialog', { name: 'Remove drug' });
  await expect(remove).toBeVisible();
  await remove.getByRole('button', { name: 'Keep drug' }).click();
  await expect(remove).toBeHidden();

  await page.locator('sp-profile').getByRole('button', { name: 'Sign out' }).click();
  const signOut = page.getByRole('alertdialog', { name: 'Sign out?' });
  await expect(signOut).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signOut).toBeHidden();
  await expect(drugTitles(page).first()).toHaveText(first);
});

test('a pop-up whose code fails to load says so and is logged; the next click opens it', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => { if (message.type() === 'warning') warnings.push(message.text()); });
  let failedFetches = 0;
  page.on('requestfailed', (request) => { if (chunk('RemoveDrugDialog').test(request.url())) failedFetches += 1; });
  // The connection fails for this chunk (its idle prefetch and the first click) until unrouted.
  await page.route(chunk('RemoveDrugDialog'), (route) => route.abort('internetdisconnected'));
  await page.goto(`${PROFILE}#drugs`);
  await settled(page);
  await expect.poll(() => failedFetches).toBeGreaterThan(0);

  const first = (await drugTitles(page).first().textContent())!;
  const opener = page.locator('sp-profile').getByRole('button', { name: `Remove ${first}`, exact: true });
  await opener.click();
  const notice = page.getByRole('dialog', { name: 'This could not be opened' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Please check your connection and try again.');
  expect(warnings.some((w) => w.includes("remove drug pop-up's code could not be loaded"))).toBe(true);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
  await expect(opener).toBeFocused();

  await page.unroute(chunk('RemoveDrugDialog'));
  await opener.click();
  const remove = page.getByRole('dialog', { name: 'Remove drug' });
  await expect(remove).toBeVisible();
  await expect(remove).toContainText(first);
});

test('a drug removed while offline comes back at its place with its count, the pop-up closes, and online a removal succeeds', async ({ page, context }) => {
  const prefetched = fetched(page, 'RemoveDrugDialog');
  await page.goto(`${PROFILE}#drugs`);
  await settled(page);
  await prefetched;
  const before = await drugTitles(page).allTextContents();
  expect(before.length).toBeGreaterThan(2);
  expect(await navCount(page, 'drugs')).toBe(before.length);

  await context.setOffline(true);
  const middle = before[1]!;
  await page.locator('sp-profile').getByRole('button', { name: `Remove ${middle}`, exact: true }).click();
  const remove = page.getByRole('dialog', { name: 'Remove drug' });
  await remove.getByRole('button', { name: 'Remove from saved drugs' }).click();
  await expect(remove).toBeHidden();
  await expect(drugTitles(page)).toHaveText(before);
  expect(await navCount(page, 'drugs')).toBe(before.length);
  await expect(page.locator('sp-profile').getByRole('heading', { name: 'Your drugs' })).toBeFocused();
  await expect(page.locator('sp-profile').getByRole('status').filter({ hasText: `${middle} could not be removed. Please try again.` })).toHaveCount(1);

  await context.setOffline(false);
  await page.locator('sp-profile').getByRole('button', { name: `Remove ${middle}`, exact: true }).click();
  await remove.getByRole('button', { name: 'Remove from saved drugs' }).click();
  const after = before.filter((title) => title !== middle);
  await expect(drugTitles(page)).toHaveText(after);
  await expect.poll(() => navCount(page, 'drugs')).toBe(after.length);
  await page.reload();
  await settled(page);
  await expect(drugTitles(page)).toHaveText(after);
});

test('a plan removed while offline comes back at its place with its count and focus on its Remove button, also on a slow phone; online it goes', async ({ page, context }) => {
  // A slow phone: the restored supplement list may render after the pop-up has closed.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const prefetched = fetched(page, 'RemovePlanDialog');
  await page.goto(`${PROFILE}#plans`);
  await settled(page);
  await prefetched;
  const profile = page.locator('sp-profile');
  const removeButtons = profile.getByRole('button', { name: /^Remove .* from saved plans$/ });
  const before = await removeButtons.allTextContents();
  expect(before.length).toBeGreaterThan(1);
  const browse = profile.getByRole('link', { name: /^Browse plans \(\d+ saved\)$/ });
  const countBefore = await browse.textContent();

  await context.setOffline(true);
  const last = removeButtons.last();
  const name = (await last.textContent())!;
  await last.click();
  const dialog = page.getByRole('dialog', { name: /Remove/ });
  await dialog.getByRole('button', { name: 'Remove from saved plans' }).click();
  await expect(dialog).toBeHidden();
  await expect(removeButtons).toHaveText(before);
  await expect(browse).toHaveText(countBefore!);
  await expect(profile.getByRole('button', { name, exact: true })).toBeFocused();
  await expect(profile.getByRole('status').filter({ hasText: 'could not be removed. Please try again.' })).toHaveCount(1);

  await context.setOffline(false);
  await profile.getByRole('button', { name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Remove from saved plans' }).click();
  await expect(removeButtons).toHaveText(before.filter((text) => text !== name));
  await expect(browse).not.toHaveText(countBefore!);
});
