/**
 * The stand-ins a user fills the profile with, end to end: plan browsing
 * (ZIP, county, save/unsave, compare up to three), the provider search
 * tool opened from sp-provider-list, and the drug cost estimator drawer
 * with a retail pharmacy.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

const QUIET = 'date=2026-03-02&brand=aarp&flags=&fault=';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

interface CatalogPlan {
  planId: string;
  planName: string;
  planType: string;
}

/** The catalog's plans for a county (state and county FIPS), as the browsing page shows them. */
async function catalogPlans(page: Page, zip: string, fips: string): Promise<CatalogPlan[]> {
  const response = await page.request.get(`/demo-api/plans/search?zip=${zip}&year=2026&fips=${fips}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { plans: CatalogPlan[] }).plans;
}

test('plan browsing: ZIP, county, three plans of one type to compare (a fourth is disabled), the compare page with its elements, and unsaving a plan', async ({ page }) => {
  const plans = await catalogPlans(page, '78660', '48491');
  const ma = plans.filter((p) => p.planType === 'MA' || p.planType === 'MAPD');
  const pdp = plans.find((p) => p.planType === 'PDP')!;
  expect(ma.length).toBeGreaterThan(3);

  await page.goto(`/plans.html?persona=member&${QUIET}`);
  await settled(page);
  const savedHeading = page.locator('sp-saved-plans').getByRole('heading', { name: /^Saved plans \(\d+\)$/ });
  const before = Number(/\((\d+)\)/.exec((await savedHeading.textContent())!)![1]);
  await page.getByLabel('ZIP code').fill('78660');
  await page.getByRole('button', { name: 'Find plans' }).click();
  // 78660 crosses a county line: the county choice appears.
  await page.getByLabel('County').selectOption({ label: 'Williamson County, TX' });
  await expect(page.getByRole('status').filter({ hasText: /plans in Williamson County for 2026/ })).toBeVisible();

  const maSection = page.getByRole('region', { name: /^Medicare Advantage plans/ });
  const saved = maSection.locator('li.card', { hasText: `plan ${ma[0]!.planId}` });
  await saved.getByRole('button', { name: /^Save plan/ }).click();
  await expect(saved.getByRole('button', { name: /^Saved/ })).toBeVisible();

  for (const plan of ma.slice(0, 3)) await page.getByRole('checkbox', { name: `Compare ${plan.planName}`, exact: true }).check();
  await expect(page.getByRole('checkbox', { name: `Compare ${ma[3]!.planName}`, exact: true })).toBeDisabled();
  // The limit is per plan type: a drug plan can still be chosen.
  await expect(page.getByRole('checkbox', { name: `Compare ${pdp.planName}`, exact: true })).toBeEnabled();

  await maSection.getByRole('link', { name: 'Compare 3 plans' }).click();
  await page.waitForURL((url) => url.pathname === '/plan-compare.html');
  expect(new URL(page.url()).searchParams.get('compareplanIds')).toBe(ma.slice(0, 3).map((p) => p.planId).join(','));
  await settled(page);
  const table = page.getByRole('table');
  await expect(table.getByRole('caption')).toHaveText('Comparing 3 plans for 2026');
  await expect(table.getByRole('columnheader')).toHaveText(ma.slice(0, 3).map((p) => p.planName));
  // The elements on the compare page show the member's saved items, the plan saved a moment ago among them.
  await expect(page.locator('sp-drug-list').getByRole('button', { name: /, drug information$/ })).toHaveCount(3);
  await expect(page.locator('sp-provider-list').getByRole('listitem').first()).toBeVisible();
  await expect(savedHeading).toHaveText(`Saved plans (${before + 1})`);
  await expect(page.locator('sp-saved-plans')).toContainText(ma[0]!.planName);

  await page.goBack();
  await settled(page);
  await page.getByLabel('ZIP code').fill('78660');
  await page.getByRole('button', { name: 'Find plans' }).click();
  await page.getByLabel('County').selectOption({ label: 'Williamson County, TX' });
  const card = page.getByRole('region', { name: /^Medicare Advantage plans/ }).locator('li.card', { hasText: `plan ${ma[0]!.planId}` });
  await card.getByRole('button', { name: /^Saved/ }).click();
  await expect(card.getByRole('button', { name: /^Save plan/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${ma[0]!.planName} removed from saved plans.` })).toBeVisible();
  await page.reload();
  await settled(page);
  await expect(savedHeading).toHaveText(`Saved plans (${before})`);
  await expect(page.locator('sp-saved-plans')).not.toContainText(ma[0]!.planName);
});

test('the provider search tool: a guest opens it from sp-provider-list, saves a doctor who is listed after closing, and removes them again', async ({ page }) => {
  await page.goto(`/cms.html?persona=guest&${QUIET}`);
  await settled(page);
  const providerList = page.locator('sp-provider-list');
  await providerList.getByRole('button', { name: 'Find and save a doctor' }).click();
  const tool = page.getByRole('dialog', { name: 'Find doctors and dentists' });
  await expect(tool).toBeVisible();
  await tool.getByLabel('Search for').fill('Alvarez');
  await tool.getByRole('button', { name: 'Search providers' }).click();
  await expect(tool.getByRole('status')).toHaveText(/^\d+ providers? found\.$/);
  await tool.getByRole('button', { name: 'Save Maria Alvarez, MD', exact: true }).click();
  await expect(tool.getByRole('list', { name: 'Your saved providers' })).toContainText('Maria Alvarez, MD');
  await tool.getByRole('button', { name: 'Close' }).click();
  await expect(tool).toBeHidden();
  await expect(providerList.getByRole('heading', { name: 'Maria Alvarez, MD', exact: true })).toBeVisible();
  await page.reload();
  await settled(page);
  await expect(providerList.getByRole('heading', { name: 'Maria Alvarez, MD', exact: true })).toBeVisible();

  await providerList.getByRole('button', { name: 'Add or edit doctors' }).click();
  await expect(tool.getByRole('list', { name: 'Your saved providers' })).toContainText('Maria Alvarez, MD');
  await tool.getByRole('button', { name: 'Remove Maria Alvarez, MD', exact: true }).click();
  await expect(tool.getByRole('list', { name: 'Your saved providers' })).toHaveText('No saved providers yet.');
  await tool.getByRole('button', { name: 'Close' }).click();
  await expect(providerList.getByRole('heading', { name: 'Maria Alvarez, MD', exact: true })).toBeHidden();
  await expect(providerList.getByRole('button', { name: 'Find and save a doctor' })).toBeVisible();
  await page.reload();
  await settled(page);
  await expect(providerList.getByRole('button', { name: 'Find and save a doctor' })).toBeVisible();
});

test('the drug cost estimator drawer: a guest picks a retail pharmacy in another ZIP and sees it on the drug list', async ({ page }) => {
  await page.goto(`/dce.html?persona=guest&${QUIET}`);
  await settled(page);
  await page.getByRole('button', { name: 'Add or edit drugs' }).click();
  const drawer = page.getByRole('dialog', { name: /Drug cost estimator/ });
  await drawer.getByLabel('Drug name').fill('lisinopril');
  await drawer.getByRole('button', { name: 'Search drugs' }).click();
  await drawer.getByRole('button', { name: 'Select Lisinopril', exact: true }).click();
  await drawer.getByLabel('Dosage').selectOption({ label: 'Lisinopril TAB 10MG' });
  await drawer.getByLabel('Quantity').fill('30');
  await drawer.getByLabel('Frequency').selectOption('Month');
  await drawer.getByLabel('Supply length').selectOption('30');
  await drawer.getByRole('button', { name: 'Add to drug list' }).click();
  await drawer.getByLabel('Pharmacy ZIP code').fill('11201');
  await drawer.getByRole('button', { name: 'Find pharmacies' }).click();
  await drawer.getByRole('radio', { name: /^Walgreens #6626 \(retail\), 721 Park Blvd/ }).check();
  await drawer.getByRole('button', { name: 'Save drugs and pharmacy' }).click();
  await expect(drawer).toBeHidden();
  const drugList = page.locator('sp-drug-list');
  await expect(drugList.getByRole('button', { name: /, drug information$/ })).toHaveText(['Lisinopril TAB 10MG']);
  await expect(drugList.locator('p', { hasText: 'Pharmacy:' })).toHaveText('Pharmacy: Walgreens #6626 (Retail pharmacy)');
  await page.reload();
  await settled(page);
  await expect(drugList.locator('p', { hasText: 'Pharmacy:' })).toHaveText('Pharmacy: Walgreens #6626 (Retail pharmacy)');
});

test("the drug cost estimator drawer's drug information: a member opens a drug and the drawer shows what the generic drug info service answered", async ({ page }) => {
  await page.goto(`/profile.html?persona=member&${QUIET}#drugs`);
  await settled(page);
  type Answer = { data: { drugId: string; drugName: string; brandedDrugId?: string; drugDosageInfoList: { dosageName: string }[] } };
  const openInfo = async (name: string) => {
    const answer = page.waitForResponse((response) => response.url().includes('/drug-info-api/druginfo/genericdruginfo/'));
    await page.locator('sp-profile').getByRole('button', { name: `${name}, drug information` }).click();
    const { data } = (await (await answer).json()) as Answer;
    const drawer = page.getByRole('dialog', { name: 'Drug cost estimator: Drug information' });
    const about = drawer.getByRole('region', { name: 'About this drug' });
    await expect(about.getByRole('heading', { name })).toBeVisible();
    return { data, drawer, about };
  };
  // A brand with no generic: the service answers the brand itself.
  const eliquis = await openInfo('Eliquis TAB 5MG');
  expect(eliquis.data.brandedDrugId).toBe(eliquis.data.drugId);
  await expect(eliquis.about).toContainText('No generic version is available.');
  await eliquis.drawer.getByRole('button', { name: 'Close' }).click();
  await expect(eliquis.drawer).toBeHidden();
  // A generic: its own dosages.
  const atorvastatin = await openInfo('Atorvastatin Calcium TAB 20MG');
  await expect(atorvastatin.about).toContainText('This drug is a generic.');
  await expect(atorvastatin.about.getByRole('list', { name: 'Generic dosages' }).getByRole('listitem')).toHaveText(atorvastatin.data.drugDosageInfoList.map((d) => d.dosageName));
});

test('the provider search tool: one unreadable entry in its storage (a doctor without a name) deletes nothing; the doctors list still shows every saved doctor', async ({ page }) => {
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request.url());
  });
  await page.goto(`/cms.html?persona=member&${QUIET}`);
  await settled(page);
  const providerList = page.locator('sp-provider-list');
  const doctors = providerList.getByRole('listitem');
  await expect(doctors.first()).toBeVisible();
  const before = await doctors.allTextContents();
  expect(before.length).toBeGreaterThan(1);

  await providerList.getByRole('button', { name: 'Add or edit doctors' }).click();
  const tool = page.getByRole('dialog', { name: 'Find doctors and dentists' });
  await expect(tool).toBeVisible();
  // The tool's browser storage now holds one entry it cannot have meant: the second doctor lost its name.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('providers')!) as { providerIdList: Array<Record<string, unknown>> };
    delete stored.providerIdList[1]!.providerName;
    localStorage.setItem('providers', JSON.stringify(stored));
  });
  await tool.getByRole('button', { name: 'Close' }).click();
  await expect(tool).toBeHidden();
  await settled(page);
  await expect(doctors).toHaveText(before);
  await page.reload();
  await settled(page);
  await expect(doctors).toHaveText(before);
  expect(deletes).toEqual([]);
});
