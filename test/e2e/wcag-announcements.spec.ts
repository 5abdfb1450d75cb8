/**
 * What a screen reader says when a removal holds or fails, or the session
 * is about to time out: each once, through one live region (or, for the
 * time-out, the alert dialog itself), never also re-announced by an alert
 * or by the countdown ticking. The page listens as a screen reader does
 * (test/helpers/wcag.ts: every live region's new text, alerts and alert
 * dialogs as they appear), from its first line.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { heard, openDemoPage, openPopUp, withChecks } from './wcag';

const QUIET = 'date=2026-03-02&brand=aarp&flags=&fault=';

test.beforeEach(async ({ page }) => {
  await withChecks(page);
});

/** Everything said that mentions `text`. */
async function saidAbout(page: Page, text: string) {
  return (await heard(page)).filter((said) => said.text.includes(text));
}

/** Removes the first item `list` offers, confirming in the pop-up; gives the item's name as its Remove button says it. */
async function removeFirst(page: Page, list: string, remove: RegExp, confirm: RegExp): Promise<string> {
  const button = page.locator(list).getByRole('button', { name: remove }).first();
  const label = (await button.getAttribute('aria-label')) ?? (await button.innerText());
  const name = label.replace(/\s+/g, ' ').trim().replace(remove, '$1');
  await button.click();
  await openPopUp(page).getByRole('button', { name: confirm }).click();
  await expect(openPopUp(page)).toHaveCount(0);
  return name;
}

const cases = [
  { what: 'a saved drug', url: `/profile.html?persona=member&${QUIET}#drugs`, list: 'sp-drug-list', remove: /^Remove (.+)$/, confirm: /^Remove from saved drugs$/, said: (name: string) => `${name} was removed from your saved drugs.` },
  { what: 'a saved doctor', url: `/profile.html?persona=member&${QUIET}#providers`, list: 'sp-provider-list', remove: /^Remove (.+)$/, confirm: /^Remove from saved/, said: (name: string) => `${name} was removed from your saved doctors and dentists.` },
  { what: 'a saved plan', url: `/profile.html?persona=member&${QUIET}#plans`, list: 'sp-saved-plans', remove: /^Remove (.+) from saved plans$/, confirm: /^Remove from saved plans$/, said: (name: string) => `${name} was removed from your saved plans.` },
  { what: 'a saved plan on the dashboard', url: `/dashboard.html?persona=member&${QUIET}`, list: 'sp-dashboard', remove: /^Remove (.+) from saved plans$/, confirm: /^Remove from saved plans$/, said: (name: string) => `${name} was removed from your saved plans.` },
];

for (const { what, url, list, remove, confirm, said } of cases) {
  test(`removing ${what} is said once, politely, through one live region`, async ({ page }) => {
    await openDemoPage(page, url);
    const name = await removeFirst(page, list, remove, confirm);
    await expect.poll(() => saidAbout(page, name)).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    const [announcement] = await saidAbout(page, name);
    expect(announcement).toMatchObject({ text: said(name), how: 'polite' });
    expect(await saidAbout(page, name)).toHaveLength(1);
  });
}

test('a removal the server refuses is said once: the item is back, and nothing else repeats it', async ({ page }) => {
  await openDemoPage(page, `/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=remove-fail#drugs`);
  const name = await removeFirst(page, 'sp-drug-list', /^Remove (.+)$/, /^Remove from saved drugs$/);
  await expect(page.locator('sp-drug-list').getByRole('button', { name: `Remove ${name}`, exact: true })).toBeVisible();
  await expect.poll(() => saidAbout(page, name)).toHaveLength(1);
  await page.waitForLoadState('networkidle');
  expect(await saidAbout(page, name)).toEqual([expect.objectContaining({ text: `${name} could not be removed. Please try again.`, how: 'polite' })]);
});

test('in Spanish, removing a saved drug is said once, in Spanish', async ({ page }) => {
  await openDemoPage(page, `/profile.html?persona=member&lang=es&${QUIET}#drugs`);
  const name = await removeFirst(page, 'sp-drug-list', /^Eliminar (.+)$/, /^Eliminar de los medicamentos guardados$/);
  await expect.poll(() => saidAbout(page, name)).toHaveLength(1);
  await page.waitForLoadState('networkidle');
  expect(await saidAbout(page, name)).toEqual([expect.objectContaining({ text: `${name} se eliminó de sus medicamentos guardados.`, how: 'polite' })]);
});

test('a wrong identity answer is said once, as an alert, with the attempts remaining', async ({ page }) => {
  await openDemoPage(page, `/cms.html?persona=telesales-tpm&${QUIET}`);
  const dialog = page.getByRole('dialog', { name: 'Confirm your identity' });
  await dialog.getByRole('textbox', { name: 'ZIP code' }).fill('33102');
  await dialog.getByRole('button', { name: 'Confirm identity' }).click();
  await expect(dialog.getByText('We were unable to confirm your identity.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const failures = await saidAbout(page, 'We were unable to confirm your identity.');
  expect(failures).toEqual([expect.objectContaining({ how: 'assertive' })]);
  expect(failures[0]!.text).toContain('attempt(s) remaining');
});

test('the session time-out warning is said once, as its alert dialog opens; the countdown ticking is not read out', async ({ page }) => {
  await openDemoPage(page, `/dashboard.html?persona=member&${QUIET}&timeout=3`);
  const popUp = page.getByRole('alertdialog', { name: 'Your session is about to end' });
  await expect(popUp).toBeVisible({ timeout: 20_000 });
  const countdown = popUp.getByRole('timer');
  const first = await countdown.textContent();
  // Two ticks a person can see.
  await expect(countdown).not.toHaveText(first!, { timeout: 5_000 });
  const second = await countdown.textContent();
  await expect(countdown).not.toHaveText(second!, { timeout: 5_000 });
  const warnings = (await heard(page)).filter((said) => said.text.includes('Your session is about to end') || /\d:\d\d/.test(said.text));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatchObject({ how: 'dialog' });
  expect(warnings[0]!.text).toContain("You haven't been active for a while.");
});

test('the welcome toast is said once: not again when the page switches language, though its box then reads in Spanish', async ({ page }) => {
  await openDemoPage(page, `/profile.html?persona=guest&${QUIET}`);
  const toast = page.locator('sp-toast').getByRole('region');
  await expect(toast).toBeVisible();
  await page.waitForLoadState('networkidle');
  const heading = (await toast.getByRole('heading').innerText()).trim();
  await expect.poll(() => saidAbout(page, heading)).toHaveLength(1);
  expect((await saidAbout(page, heading))[0]).toMatchObject({ how: 'polite' });

  await page.evaluate(() => { document.documentElement.lang = 'es'; });
  await expect(toast.getByRole('heading')).not.toHaveText(heading);
  const spanishHeading = (await toast.getByRole('heading').innerText()).trim();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await saidAbout(page, spanishHeading), 'not said again in Spanish').toEqual([]);
  expect(await saidAbout(page, heading), 'said once in all').toHaveLength(1);
});
