/**
 * End-to-end journeys against the demo site and the reference backend, in Chromium only. The main journeys, which
 * must hold in all three engines, are written once in the journeys' own dialect (test/journeys, run by
 * scripts/journeys.mjs through puppeteer-core and WebdriverIO), because Playwright cannot drive WebKitGTK here and
 * drives Firefox ESR only with caveats (docs/browsers.md). A journey lives in one of the two places, never both.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled, signInAs } from './helpers';

const QUIET = 'brand=aarp&flags=&fault=';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

async function saveOnPlansPage(page: Page, planId: string): Promise<void> {
  const card = page.locator('li.card', { hasText: `plan ${planId}` });
  await card.getByRole('button', { name: /^Save plan/ }).click();
  await expect(card.getByRole('button', { name: /^Saved/ })).toBeVisible();
}

test('a guest adds two drugs and a mail-order pharmacy through the drawer and sees them sorted by dosage with the pharmacy line', async ({ page }) => {
  await page.goto(`/dce.html?persona=guest&date=2026-03-02&${QUIET}`);
  await settled(page);
  await page.getByRole('button', { name: 'Add or edit drugs' }).click();
  const drawer = page.getByRole('dialog', { name: /Drug cost estimator/ });
  for (const [search, name, dosage] of [['omeprazole', 'Omeprazole', 'Omeprazole CPDR 20MG'], ['lisinopril', 'Lisinopril', 'Lisinopril TAB 10MG']] as const) {
    await drawer.getByLabel('Drug name').fill(search);
    await drawer.getByRole('button', { name: 'Search drugs' }).click();
    await drawer.getByRole('button', { name: `Select ${name}`, exact: true }).click();
    await drawer.getByLabel('Dosage').selectOption({ label: dosage });
    await drawer.getByLabel('Quantity').fill('30');
    await drawer.getByLabel('Frequency').selectOption('Month');
    await drawer.getByLabel('Supply length').selectOption('90');
    await drawer.getByRole('button', { name: 'Add to drug list' }).click();
    await expect(drawer.getByRole('list', { name: 'Drugs to save' })).toContainText(dosage);
  }
  await drawer.getByRole('radio', { name: /Optum Rx Mail Service Pharmacy \(mail order\)/ }).check();
  await drawer.getByRole('button', { name: 'Save drugs and pharmacy' }).click();
  await expect(drawer).toBeHidden();
  const drugList = page.locator('sp-drug-list');
  await expect(drugList.getByRole('button', { name: /, drug information$/ })).toHaveText(['Lisinopril TAB 10MG', 'Omeprazole CPDR 20MG']);
  await expect(drugList.locator('p', { hasText: 'Pharmacy:' })).toHaveText('Pharmacy: Optum Rx Mail Service Pharmacy (Mail order pharmacy)');
  await page.reload();
  await settled(page);
  await expect(drugList.getByRole('button', { name: /, drug information$/ })).toHaveText(['Lisinopril TAB 10MG', 'Omeprazole CPDR 20MG']);
});

test('a guest saves three plans while browsing, sees them by type on the profile, removes one and still sees two after a reload', async ({ page }) => {
  await page.goto(`/plans.html?zip=10001&persona=guest&date=2026-03-02&${QUIET}`);
  await settled(page);
  for (const planId of ['H3387-001-000', 'H3387-003-000', 'S5921-001-000']) await saveOnPlansPage(page, planId);
  await page.goto('/profile.html#plans');
  await settled(page);
  const profile = page.locator('sp-profile');
  await expect(profile.getByRole('heading', { name: 'Medicare Advantage Plans (2)' })).toBeVisible();
  await expect(profile.getByRole('heading', { name: 'Medicare Prescription Drug Plans (1)' })).toBeVisible();
  const pdpName = (await page.evaluate(() => fetch('/demo-api/plans/search?zip=10001&year=2026&type=PDP').then((r) => r.json()))).plans[0].planName as string;
  await profile.getByRole('button', { name: `Remove ${pdpName} from saved plans` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove from saved plans' }).click();
  await expect(profile.getByRole('heading', { name: /Medicare Prescription Drug Plans/ })).toBeHidden();
  await page.reload();
  await settled(page);
  await expect(profile.getByRole('heading', { name: 'Medicare Advantage Plans (2)' })).toBeVisible();
  await expect(profile.getByRole('heading', { name: /Medicare Prescription Drug Plans/ })).toBeHidden();
});

test('a guest signs in as a shopper, lands on Your account greeted by first name; signing out asks for confirmation and clears what the library kept in the browser, not the host page\'s own keys', async ({ page }) => {
  await page.goto(`/profile.html?persona=guest&date=2026-03-02&${QUIET}`);
  await settled(page);
  await page.evaluate(() => localStorage.setItem('demo.marker', 'the host page\'s own'));
  await signInAs(page, 'shopper', '/profile.html');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expect(page.locator('sp-profile').getByText(/Carlos/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sp.toastShown.authenticated'))).toBe('true');
  await page.locator('sp-profile').getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign out?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('sp.toastShown.authenticated'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('demo.marker'))).toBe('the host page\'s own');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a cloaked session has no back link and its enroll buttons are disabled', async ({ page }) => {
  await page.goto(`/profile.html?persona=cloaked&date=2026-03-02&${QUIET}#plans`);
  await settled(page);
  const profile = page.locator('sp-profile');
  await expect(profile.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expect(profile.getByRole('link', { name: /^Return to/ })).toHaveCount(0);
  const enroll = profile.getByRole('button', { name: /^Enroll in plan/ });
  await expect(enroll.first()).toBeVisible();
  for (const button of await enroll.all()) await expect(button).toBeDisabled();
});

test('switching the system date from Oct 14 to Oct 15 shows the enroll buttons of next year plans', async ({ page }) => {
  await signInAs(page, 'member', '/plans.html');
  for (const [date, shown] of [['2025-10-14', 0], ['2025-10-15', 1]] as const) {
    await page.goto(`/profile.html?date=${date}&${QUIET}#plans`);
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    const buttons = page.locator('sp-profile').getByRole('button', { name: /^Enroll in plan/ });
    if (shown === 0) await expect(buttons).toHaveCount(0);
    else await expect(buttons.first()).toBeVisible();
  }
});
