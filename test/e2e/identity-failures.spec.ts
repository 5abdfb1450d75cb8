/**
 * Confirm identity when its calls fail (spec §4.4, §8), with the reference backend: a merge call that fails is
 * an unmerged result that spends no attempt, and a skip preference that cannot be saved is only logged. The
 * non-consent member (TPM) has two attempts (demo/server/personas.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

/** The console lines the library logged on this page. */
function libraryLog(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[shopper-profile]')) lines.push(message.text());
  });
  return lines;
}

async function openWithFailingMerge(page: Page): Promise<Locator> {
  await page.goto('/cms.html?persona=telesales-tpm&date=2026-03-02&brand=aarp&flags=&fault=merge-fail');
  await settled(page);
  const dialog = page.getByRole('dialog', { name: 'Confirm your identity' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('with the merge call failing, confirming reads as unconfirmed: the banner says so and counts no attempt, and the form stays open', async ({ page }) => {
  const dialog = await openWithFailingMerge(page);
  await dialog.getByRole('button', { name: 'Confirm identity' }).click();
  await expect(dialog.getByText('We were unable to confirm your identity.')).toBeVisible();
  await expect(dialog.getByText('You have 2 attempt(s) remaining to confirm your identity.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm identity' })).not.toHaveAttribute('aria-disabled', 'true');
  await expect(dialog.getByRole('textbox', { name: 'ZIP code' })).toBeEditable();
  await expect(page.getByRole('dialog', { name: 'Your identity is confirmed' })).toHaveCount(0);
});

test('closing the pop-up while the merge call fails logs the unsaved skip preference and the page goes on', async ({ page }) => {
  const log = libraryLog(page);
  const dialog = await openWithFailingMerge(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => log.some((line) => line.includes('Saving the identity skip preference failed'))).toBe(true);
  await expect(page.locator('sp-drug-list').getByRole('heading', { name: 'Your drugs' })).toBeVisible();
});

test('closing the pop-up with a half-typed date of birth still saves the skip preference: the backend takes the request', async ({ page }) => {
  await page.goto('/cms.html?persona=telesales-tpm&date=2026-03-02&brand=aarp&flags=&fault=');
  await settled(page);
  const dialog = page.getByRole('dialog', { name: 'Confirm your identity' });
  // A failed attempt unlocks the known answers; the person then clears the day and gives up.
  await dialog.getByRole('textbox', { name: 'ZIP code' }).fill('33102');
  await dialog.getByRole('button', { name: 'Confirm identity' }).click();
  await expect(dialog.getByText('You have 1 attempt(s) remaining to confirm your identity.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Day (DD)' }).fill('');
  const skip = page.waitForResponse((answer) => answer.url().endsWith('/landrover/api/profiles/merge/v1'));
  await page.keyboard.press('Escape');
  const answer = await skip;
  expect(answer.request().postDataJSON()).toMatchObject({ action: 's', dob: '' });
  expect(answer.status()).toBe(200);
  await expect(dialog).toBeHidden();
});
