/**
 * The CMS page: each element block placed in the article's text works on
 * its own, including the ones the page adds after load, for a signed-in
 * member; a guest gets the guest toast.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { axeViolations, resetDatabase, settled } from './helpers';

const QUIET = 'date=2026-03-02&brand=aarp&flags=&fault=';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

test('for a member each element block of the CMS page renders its own content', async ({ page }) => {
  // lisChanges: the Extra Help feature the widget belongs to.
  await page.goto(`/cms.html?persona=member&date=2026-03-02&brand=aarp&flags=lisChanges&fault=`);
  await settled(page);

  const drugs = page.locator('sp-drug-list');
  await expect(drugs.getByRole('region', { name: 'Your drugs' })).toBeVisible();
  await expect(drugs.getByRole('button', { name: /, drug information$/ })).toHaveText(['Atorvastatin Calcium TAB 20MG', 'Eliquis TAB 5MG', 'Metformin HCl TAB 500MG']);
  await expect(drugs.getByText('Pharmacy:')).toBeVisible();

  const providers = page.locator('sp-provider-list');
  await expect(providers.getByRole('region', { name: 'Your doctors and dentists' })).toBeVisible();
  await expect(providers.getByRole('button', { name: /^Remove / })).toHaveCount(4);

  const panel = page.locator('sp-saved-plans[variant="panel"]');
  await expect(panel.getByRole('heading', { name: 'Saved plans (4)' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Browse all plans' })).toBeVisible();

  await expect(page.locator('sp-toast').getByRole('region', { name: 'Your items are saved to your account' })).toBeVisible();
  // Not a telesales profile: the confirm-identity pop-up stays away.
  await expect(page.getByRole('dialog', { name: 'Confirm your identity' })).toHaveCount(0);

  // Added by the page after load: the session time-out (it renders nothing until idle) ...
  await expect(page.locator('#sidebar-late sp-session-timeout')).toHaveCount(1);
  await page.waitForFunction(() => customElements.get('sp-session-timeout') !== undefined);
  // ... and, when the reader asks for more, the Extra Help widget and the import pop-up.
  await page.getByRole('button', { name: 'Add more content' }).click();
  const extraHelp = page.locator('sp-extra-help');
  await expect(extraHelp.getByRole('region', { name: 'Extra Help' })).toBeVisible();
  await expect(extraHelp.getByRole('button', { name: 'I receive Extra Help' })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('sp-import-requested')));
  const importDialog = page.getByRole('dialog', { name: 'Import your drugs and doctors' });
  await expect(importDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(importDialog).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
});

test('a guest on the CMS page gets the guest toast with its sign-in button, and the blocks show their empty states', async ({ page }) => {
  await page.goto(`/cms.html?persona=guest&${QUIET}`);
  await settled(page);
  const toast = page.locator('sp-toast').getByRole('region', { name: 'Your items are saved in this browser' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('link', { name: /Sign in/ })).toHaveAttribute('href', /^\/optumid-login/);
  await expect(page.locator('sp-drug-list').getByRole('region', { name: 'Your drugs' })).toBeVisible();
  await expect(page.locator('sp-drug-list').getByRole('button', { name: /, drug information$/ })).toHaveCount(0);
  await expect(page.locator('sp-provider-list').getByRole('region', { name: 'Your doctors and dentists' })).toBeVisible();
});

/** Each element alone on an otherwise empty page, with only its own module: what its persona sees in it. */
interface Alone {
  name: string;
  tag: string;
  persona: string;
  attributes?: Record<string, string>;
  /** Extra QA switches for the page (the session time-out's `timeout`, which the server writes into the page's config). */
  query?: string;
  /** What the page does once the element has loaded. */
  then?: (page: Page) => Promise<void>;
  shows: (page: Page) => Locator;
}

const text = (tag: string, value: string) => (page: Page) => page.locator(tag).getByText(value, { exact: true }).first();

const ALONE: Alone[] = [
  { name: 'sp-drug-list', tag: 'sp-drug-list', persona: 'member', shows: text('sp-drug-list', 'Atorvastatin Calcium TAB 20MG') },
  { name: 'sp-provider-list', tag: 'sp-provider-list', persona: 'member', shows: text('sp-provider-list', 'Maria Alvarez, MD') },
  { name: 'sp-saved-plans', tag: 'sp-saved-plans', persona: 'member', attributes: { variant: 'panel' }, shows: text('sp-saved-plans', 'Saved plans (4)') },
  { name: 'sp-dashboard', tag: 'sp-dashboard', persona: 'member', shows: text('sp-dashboard', 'Your applications') },
  { name: 'sp-profile', tag: 'sp-profile', persona: 'member', shows: text('sp-profile', 'Your account') },
  { name: 'sp-toast', tag: 'sp-toast', persona: 'member', shows: text('sp-toast', 'Your items are saved to your account') },
  { name: 'sp-extra-help', tag: 'sp-extra-help', persona: 'member', shows: text('sp-extra-help', 'I receive Extra Help') },
  {
    name: 'sp-import-dialog (open attribute)', tag: 'sp-import-dialog', persona: 'member', attributes: { open: '' },
    shows: (page) => page.getByRole('dialog', { name: 'Import your drugs and doctors' }),
  },
  {
    name: 'sp-import-dialog (sp-import-requested event)', tag: 'sp-import-dialog', persona: 'member',
    then: async (page) => {
      await settled(page);
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('sp-import-requested')));
    },
    shows: (page) => page.getByRole('dialog', { name: 'Import your drugs and doctors' }),
  },
  // A telesales profile not made by an agent: the pop-up opens by itself.
  { name: 'sp-identity-dialog', tag: 'sp-identity-dialog', persona: 'telesales-p', shows: (page) => page.getByRole('dialog', { name: 'Confirm your identity' }) },
  // Renders nothing until the member has been idle for the `timeout` switch's 3 seconds.
  { name: 'sp-session-timeout', tag: 'sp-session-timeout', persona: 'member', query: 'timeout=3', shows: (page) => page.getByRole('alertdialog', { name: 'Your session is about to end' }) },
];

for (const { name, tag, persona, attributes = {}, query, then, shows } of ALONE) {
  test(`${name} placed alone on a page with only its own module renders for the ${persona} persona`, async ({ page }) => {
    await page.request.get(`/cms.html?persona=${persona}&date=2026-03-02&brand=aarp&flags=lisChanges&fault=`);
    const params = new URLSearchParams({ tag, ...Object.fromEntries(Object.entries(attributes).map(([key, value]) => [`attr.${key}`, value])) });
    await page.goto(`/qa/element-alone.html?${params}${query ? `&${query}` : ''}`);
    await then?.(page);
    await expect(shows(page)).toBeVisible({ timeout: 20_000 });
  });
}
