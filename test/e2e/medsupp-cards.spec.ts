/**
 * Medicare Supplement cards against the reference backend: a Medigap card
 * claims no drug coverage (spec §5.5), a plan favourited on the supplement
 * pages (medsuppData, §3.1) shows with the details of the supplement plan
 * search (§7.3) and can be removed, and a card for the plan the member is
 * already applying for continues that application (§4.8). Expectations come
 * from the answers captured here, never written in.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { MEDSUPP_RESUME_PATH } from '../../src/state/plans/applicationNavigation';
import { resetDatabase, settled } from './helpers';

const PROFILE = '/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=#plans';
const SEARCH = '/medsupp/plans/v2/zip-codes/';

interface SearchedPlan { planCode: string; planName: string; monthlyPremium: number; legalEntity: string }

const plans = (page: Page) => page.locator('sp-profile');
const card = (page: Page, planName: string): Locator =>
  plans(page).locator('article[data-plan-card]').filter({ has: page.getByRole('heading', { name: planName, exact: true }) });
const firstBullet = (shown: Locator) => shown.locator('.sp-plan-card__bullets li').first();

/** The member's uuid, as the QA personas list gives it. */
async function memberUuid(page: Page): Promise<string> {
  const personas = await (await page.request.get('/qa/personas')).json() as { id: string; uuid: string }[];
  return personas.find((persona) => persona.id === 'member')!.uuid;
}

/** What the supplement pages of the site do when the member favourites a plan: the favourites go to the profile's medsuppData. */
async function favourite(page: Page, uuid: string, planCode: string): Promise<void> {
  const status = await page.evaluate(async ([id, code]) => {
    const body = { medsuppData: { applicantInformation: { zipCode: '10001' }, savedPlanInformation: { favoritedPlans: [{ planCode: 'G', planYear: 2026 }, { planCode: code, planYear: 2026 }] }, zipCode: '10001' }, isGuest: false };
    const response = await fetch(`/landrover/api/Users/${id}/medsuppPlans/2026`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return response.status;
  }, [uuid, planCode] as const);
  expect(status).toBe(200);
}

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

test("a Medicare Supplement card's first bullet is 'No prescription drug coverage'; a MAPD card's is 'Prescription drug coverage'", async ({ page }) => {
  await page.goto(PROFILE);
  await settled(page);
  await expect(firstBullet(card(page, 'AARP Medicare Supplement Plan G'))).toHaveText('No prescription drug coverage');
  await expect(plans(page).getByText('Prescription drug coverage', { exact: true }).first()).toBeVisible();
  const supplementCards = plans(page).getByRole('region', { name: /^Medicare Supplement Insurance Plans/ }).locator('article[data-plan-card]');
  await expect(supplementCards.getByText('Prescription drug coverage', { exact: true })).toHaveCount(0);
});

test('a favourited supplement plan shows with the details the supplement plan search answers, and goes when removed', async ({ page }) => {
  await page.goto(PROFILE);
  await settled(page);
  await favourite(page, await memberUuid(page), 'L');
  const answered = page.waitForResponse((response) => response.url().includes(SEARCH) && response.ok());
  await page.reload();
  const searched = ((await (await answered).json()) as { data: { msSearchPlansData: { products: { plans: SearchedPlan[] }[] } } }).data.msSearchPlansData.products[0]!.plans;
  await settled(page);
  const planL = searched.find((plan) => plan.planCode === 'L')!;
  const shown = card(page, planL.planName);
  await expect(shown).toBeVisible();
  await expect(shown.getByRole('definition').first()).toHaveText(`$${planL.monthlyPremium.toFixed(2)}`);
  await expect(firstBullet(shown)).toHaveText('No prescription drug coverage');
  await expect(shown.getByText(`Insured by ${planL.legalEntity}`, { exact: false })).toBeVisible();
  // The favourite of Plan G is also a saved plan: one card for it.
  await expect(card(page, 'AARP Medicare Supplement Plan G')).toHaveCount(1);

  await shown.getByRole('button', { name: `Remove ${planL.planName} from saved plans` }).click();
  await plans(page).getByRole('dialog').getByRole('button', { name: 'Remove from saved plans' }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  await settled(page);
  await expect(card(page, 'AARP Medicare Supplement Plan G')).toBeVisible();
  await expect(card(page, planL.planName)).toHaveCount(0);
});

test("the member's supplement card for the plan already applied for continues that application on its resume page", async ({ page }) => {
  await page.goto(PROFILE);
  await settled(page);
  const planG = card(page, 'AARP Medicare Supplement Plan G');
  await expect(planG.getByRole('button', { name: /^Start application/ })).toHaveCount(0);
  await planG.getByRole('button', { name: /^Continue your application/ }).click();
  await page.waitForURL((url) => url.pathname === MEDSUPP_RESUME_PATH);
  const query = page.getByRole('table', { name: 'Query parameters' });
  await expect(query.getByRole('row', { name: /^resume / })).toContainText('true');
  await expect(query.getByRole('row', { name: /^applicantId / }).getByRole('cell')).not.toHaveText('');
});

test('a supplement plan both saved and favourited is removed for good: it does not come back as a favourite, after a reload either', async ({ page }) => {
  await page.goto(PROFILE);
  await settled(page);
  const planG = card(page, 'AARP Medicare Supplement Plan G');
  await planG.getByRole('button', { name: 'Remove AARP Medicare Supplement Plan G from saved plans' }).click();
  await plans(page).getByRole('dialog').getByRole('button', { name: 'Remove from saved plans' }).click();
  await expect(planG).toHaveCount(0);
  await page.reload();
  await settled(page);
  await expect(plans(page).locator('article[data-plan-card]').first()).toBeVisible();
  await expect(card(page, 'AARP Medicare Supplement Plan G')).toHaveCount(0);
});
