/**
 * Confirm identity (spec §4.4, §8) with the telesales personas of the
 * reference backend: the answers are in demo/server/README.md (name and date
 * of birth prefilled; M needs the prefilled Medicare number, TPM the ZIP
 * 33101, TPP gender m and ZIP 33101). Attempts are counted on the server.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

const QUIET = 'date=2026-03-02&brand=aarp&flags=&fault=';
const WRONG_ZIP = '33102';
const MAX_ATTEMPTS = "We're sorry, but you have reached the maximum number of attempts to confirm your identity. Please contact us to try again:";

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

async function openedDialog(page: Page, path: string, persona: string): Promise<Locator> {
  await page.goto(`${path}?persona=${persona}&${QUIET}`);
  await settled(page);
  const dialog = page.getByRole('dialog', { name: 'Confirm your identity' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The profile page places the pop-up among its own elements; the CMS page places it alone in the article. */
const PAGES = ['/profile.html', '/cms.html'] as const;

for (const path of PAGES) {
  test(`on ${path} a consent member (M) confirms with the prefilled answers and the earlier profile merges in`, async ({ page }) => {
    const dialog = await openedDialog(page, path, 'telesales-m');
    await expect(dialog.getByRole('textbox', { name: 'Medicare number' })).toHaveValue('3GJ6-VG7-PM94');
    await dialog.getByRole('button', { name: 'Confirm identity' }).click();
    const success = page.getByRole('dialog', { name: 'Your identity is confirmed' });
    await expect(success).toBeVisible();
    await success.getByRole('button', { name: 'Continue' }).click();
    await expect(success).toBeHidden();
    await page.goto('/profile.html#drugs');
    await settled(page);
    await expect(page.locator('sp-profile').getByRole('button', { name: /, drug information$/ })).not.toHaveCount(0);
  });
}

test("on the uhc brand the reminder e-mail's registration link, sent once the identity is confirmed, leads below /medicare", async ({ page }) => {
  await page.goto(`/profile.html?persona=telesales-m&${QUIET.replace('brand=aarp', 'brand=uhc')}`);
  await settled(page);
  const reminder = page.waitForRequest((request) => request.url().includes('/EmailWAR/emailrest/profile/email/v1'));
  await page.getByRole('dialog', { name: 'Confirm your identity' }).getByRole('button', { name: 'Confirm identity' }).click();
  const sent = (await reminder).postDataJSON() as { deeplink: string };
  expect(new URL(sent.deeplink).pathname).toBe('/medicare/optumid-registration');
  await expect(page.getByRole('dialog', { name: 'Your identity is confirmed' })).toBeVisible();
});

// The consent member who mistyped one character of the masked Medicare number is a main journey (test/journeys),
// run in all three engines.

test('a non-consent member (TPM) with a wrong ZIP is told the attempts remaining and can try again', async ({ page }) => {
  const dialog = await openedDialog(page, '/cms.html', 'telesales-tpm');
  await dialog.getByRole('textbox', { name: 'ZIP code' }).fill(WRONG_ZIP);
  await dialog.getByRole('button', { name: 'Confirm identity' }).click();
  await expect(dialog.getByText('We were unable to confirm your identity.')).toBeVisible();
  await expect(dialog.getByText('You have 1 attempt(s) remaining to confirm your identity.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm identity' })).not.toHaveAttribute('aria-disabled', 'true');
  await expect(dialog.getByRole('textbox', { name: 'ZIP code' })).toBeEditable();
});

for (const path of PAGES) {
  test(`on ${path} a non-member (TPP) with one attempt is locked out after a wrong answer, and the lock survives a new visit`, async ({ page, browser, baseURL }) => {
    const dialog = await openedDialog(page, path, 'telesales-tpp');
    await dialog.getByRole('radio', { name: 'Male', exact: true }).check();
    await dialog.getByRole('textbox', { name: 'ZIP code' }).fill(WRONG_ZIP);
    await dialog.getByRole('button', { name: 'Confirm identity' }).click();
    await expect(dialog.getByText(MAX_ATTEMPTS)).toBeVisible();
    await expect(dialog.getByText('(TTY: 711), toll free, 8 a.m. - 8 p.m., 7 days a week')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm identity' })).toHaveAttribute('aria-disabled', 'true');

    // A new browser session (the pop-up opens by itself once per session): the server still holds the lock.
    const context = await browser.newContext({ baseURL });
    const again = await openedDialog(await context.newPage(), path, 'telesales-tpp');
    await expect(again.getByText(MAX_ATTEMPTS)).toBeVisible();
    await expect(again.getByRole('button', { name: 'Confirm identity' })).toHaveAttribute('aria-disabled', 'true');
    await context.close();
  });
}
