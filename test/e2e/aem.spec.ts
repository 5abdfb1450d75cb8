/**
 * /aem.html is the page AEM would serve from the content package's
 * components, their HTL rendered by Adobe's HTL engine (demo/server/aem/htl.ts)
 * with sample authored properties, the library included the way docs/embedding.md's
 * HTL includes its clientlib. Under the strict CSP (the fixture fails on any
 * violation), for the member, every element shows the member's data, in
 * English and, on a page declaring <html lang="es">, in Spanish; the page
 * setup component's config is the one in force.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { axeViolations, resetDatabase, settled } from './helpers';
import { dashboardMessages } from '../../src/components/dashboard/dashboardMessages';
import { dashboardEs } from '../../src/components/dashboard/dashboardMessages.es';
import { drugsMessages } from '../../src/components/drugs/drugsMessages';
import { drugsEs } from '../../src/components/drugs/drugsMessages.es';
import { extraHelpMessages } from '../../src/components/extraHelp/extraHelpMessages';
import { extraHelpEs } from '../../src/components/extraHelp/extraHelpMessages.es';
import { identityMessages } from '../../src/components/identity/identityMessages';
import { importMessages } from '../../src/components/import/importMessages';
import { importEs } from '../../src/components/import/importMessages.es';
import { plansMessages } from '../../src/components/plans/plansMessages';
import { plansEs } from '../../src/components/plans/plansMessages.es';
import { profileMessages } from '../../src/components/profile/profileMessages';
import { profileEs } from '../../src/components/profile/profileMessages.es';
import { providersMessages } from '../../src/components/providers/providersMessages';
import { providersEs } from '../../src/components/providers/providersMessages.es';
import { toastMessages } from '../../src/components/toast/toastMessages';
import { toastEs } from '../../src/components/toast/toastMessages.es';

/** The member's saved items (demo/server/db/seed-member.ts), as the CMS page shows them too (test/e2e/cms.spec.ts). */
const MEMBER_DRUGS = ['Atorvastatin Calcium TAB 20MG', 'Eliquis TAB 5MG', 'Metformin HCl TAB 500MG'];
const MEMBER_PROVIDERS = 4;
const MEMBER_PLANS = 4;

const LANGUAGES = [
  { lang: 'en', dashboard: dashboardMessages.en, drugs: drugsMessages.en, extraHelp: extraHelpMessages.en, importing: importMessages.en, plans: plansMessages.en, profile: profileMessages.en, providers: providersMessages.en, toast: toastMessages.en },
  { lang: 'es', dashboard: dashboardEs, drugs: drugsEs, extraHelp: extraHelpEs, importing: importEs, plans: plansEs, profile: profileEs, providers: providersEs, toast: toastEs },
] as const;

/** The element an author placed, in the div AEM wraps each component in (not the ones the profile nests in its own shadow root). */
const placed = (page: Page, name: string): Locator => page.locator(`main .${name} > sp-${name}`);

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

for (const messages of LANGUAGES) {
  test(`the AEM page's components show the member's data, in ${messages.lang === 'en' ? 'English' : 'Spanish'}, under the strict CSP`, async ({ page }) => {
    // The page setup takes brand and flags as an author set them in its dialog (lisChanges: the Extra Help widget).
    await page.goto(`/aem.html?persona=member&date=2026-03-02&brand=uhc&flags=lisChanges&fault=&lang=${messages.lang}`);
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('lang', messages.lang);
    expect(await page.evaluate(() => window.shopperProfile?.config.brand)).toBe('uhc');
    await expect(placed(page, 'toast')).toHaveAttribute('data-brand', 'uhc');

    const drugs = placed(page, 'drug-list');
    await expect(drugs.getByRole('region', { name: messages.drugs.heading })).toBeVisible();
    await expect(drugs.getByRole('button', { name: new RegExp(`^(${MEMBER_DRUGS.join('|')})`) })).toHaveText(MEMBER_DRUGS);
    const providers = placed(page, 'provider-list');
    await expect(providers.getByRole('region', { name: messages.providers.heading })).toBeVisible();
    await expect(providers.getByRole('button', { name: new RegExp(`^${messages.providers.remove} `) })).toHaveCount(MEMBER_PROVIDERS);
    // Authored variant="panel".
    await expect(placed(page, 'saved-plans').getByRole('heading', { name: `${messages.plans.panelHeading} (${MEMBER_PLANS})` })).toBeVisible();
    await expect(placed(page, 'dashboard').getByRole('heading', { name: messages.dashboard.activePlanHeading })).toBeVisible();
    await expect(placed(page, 'extra-help').getByRole('region', { name: messages.extraHelp.heading })).toBeVisible();
    await expect(placed(page, 'toast').getByRole('region', { name: messages.toast.authenticatedHeading })).toBeVisible();
    await expect(placed(page, 'profile').getByRole('heading', { name: messages.profile.titleAuthenticated, exact: true })).toBeVisible();
    // The member is no telesales profile: the confirm-identity pop-up stays closed; the time-out waits for idle.
    await expect(page.getByRole('dialog', { name: identityMessages.en.heading })).toHaveCount(0);
    expect(await page.evaluate(() => customElements.get('sp-identity-dialog') !== undefined && customElements.get('sp-session-timeout') !== undefined)).toBe(true);
    // Authored open=false: the import pop-up opens when the page asks for it.
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('sp-import-requested')));
    await expect(page.getByRole('dialog', { name: messages.importing.heading })).toBeVisible();
    await page.keyboard.press('Escape');
    // Published, not edited: no editor placeholder.
    await expect(page.locator('.cq-placeholder')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
}
