/**
 * A pop-up opens without restyling the element under it: the pop-up frame's
 * sheets come with its code, fetched once the page has settled, and are in
 * place before the first opening. A sheet adopted at the moment a pop-up
 * opens makes the browser restyle every saved-plan card in the frame that
 * shows the pop-up.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

const PROFILE = '/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=#plans';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

/** The style sheets adopted by the saved plans' shadow root (nested in the profile's), in order, each named by its first rule. */
const savedPlansSheets = (page: Page) => page.locator('sp-profile sp-saved-plans').evaluate((el) => el.shadowRoot!.adoptedStyleSheets.map((sheet) => sheet.cssRules[0]?.cssText.slice(0, 60) ?? ''));

test('once the page has settled, opening a remove pop-up and closing it adopts no style sheet into the saved plans', async ({ page }) => {
  const dialogCode = page.waitForResponse((response) => /\/Dialog-[^/]+\.js$/.test(new URL(response.url()).pathname) && response.ok());
  await page.goto(PROFILE);
  await settled(page);
  await dialogCode;
  // The sheets go in just after the code has arrived; from then on the list holds still.
  let before: string[] = [];
  await expect.poll(async () => {
    const now = await savedPlansSheets(page);
    const still = JSON.stringify(now) === JSON.stringify(before);
    before = now;
    return still;
  }, { intervals: [250] }).toBe(true);

  const removeButton = page.locator('sp-profile').getByRole('button', { name: /^Remove .+ from saved plans$/ }).first();
  await removeButton.click();
  const dialog = page.getByRole('dialog', { name: 'Remove this plan from your saved plans?' });
  await expect(dialog).toBeVisible();
  expect(await savedPlansSheets(page)).toEqual(before);
  await dialog.getByRole('button', { name: 'Keep plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(removeButton).toBeFocused();
});
