/**
 * What a host tool saves (window.shopperProfile.actions) shows as the server
 * holds it: a save the server refuses is taken back off the page, and a valid
 * save after it is stored. A guest's saves in two tabs add up.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

const start = (persona: string) => `/profile.html?persona=${persona}&date=2026-03-02&brand=aarp&flags=&fault=`;

async function savedPlans(page: Page): Promise<number> {
  const link = page.locator('sp-profile').getByRole('link', { name: /^Browse plans/ });
  return Number(/\((\d+) saved\)/.exec(await link.innerText())?.[1] ?? 0);
}

async function searchPlans(page: Page): Promise<{ planId: string; planName: string }[]> {
  const response = await page.request.get('/demo-api/plans/search?zip=10001&year=2026&type=PDP');
  return ((await response.json()) as { plans: { planId: string; planName: string }[] }).plans;
}

const savePlan = (page: Page, plan: unknown) => page.evaluate((p) => window.shopperProfile!.actions.savePlan(p as never), plan);

test('a plan the server refuses is taken back off the page, and a valid plan saved after it is stored', async ({ page }) => {
  await page.goto(start('member'));
  await settled(page);
  const before = await savedPlans(page);
  const plans = await searchPlans(page);
  const valid = plans.at(-1)!;
  expect(await savePlan(page, { ...valid, planId: 'H3387_BAD/1' })).toBe(false);
  await expect.poll(() => savedPlans(page)).toBe(before);

  expect(await savePlan(page, valid)).toBe(true);
  await page.reload();
  await settled(page);
  expect(await savedPlans(page)).toBe(before + 1);
});

for (const persona of ['shopper', 'member']) {
  test(`a drug the server refuses does not keep the ${persona}'s next drug from being stored`, async ({ page }) => {
    await page.goto(`${start(persona)}#drugs`);
    await settled(page);
    const saveDrugs = (drug: unknown) => page.evaluate((d) => window.shopperProfile!.actions.saveDrugs([d] as never), drug);
    expect(await saveDrugs({ drugId: 'bad1', drugName: 'ZeroQty', drugQuantity: 0, drugSupplyLength: '30', drugFrequency: 'Day' })).toBe(false);
    const drugs = page.locator('sp-drug-list');
    await expect(drugs.getByText('ZeroQty')).toHaveCount(0);

    expect(await saveDrugs({ drugId: 'good1', drugName: 'Lisinopril', drugDosage: 'Lisinopril 10 mg tablet', drugQuantity: 30, drugSupplyLength: '30', drugFrequency: 'Month' })).toBe(true);
    await page.reload();
    await settled(page);
    await expect(drugs.getByText('Lisinopril', { exact: false }).first()).toBeVisible();
    await expect(drugs.getByText('ZeroQty')).toHaveCount(0);
  });
}

test("a guest's plans saved in two tabs are both kept, though the second tab's profile re-read fails", async ({ page, context }) => {
  await page.goto(start('guest'));
  await settled(page);
  const other = await context.newPage();
  await other.goto('/profile.html');
  await settled(other);
  const before = await savedPlans(other);
  // The second tab's profile calls fail from here on: what it learns of the first tab's save comes from storage.
  await other.route(/\/landrover\/api\/Users\//, (route) => route.abort());
  const [x, y] = (await searchPlans(page)).slice(-2);

  expect(await savePlan(page, x)).toBe(true);
  await expect.poll(() => savedPlans(other)).toBe(before + 1);
  expect(await savePlan(other, y)).toBe(true);

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sp.guestProfile') ?? '{}') as { plansDetails?: { plans: { planId: string }[] } });
  expect(stored.plansDetails?.plans.map((p) => p.planId)).toEqual(expect.arrayContaining([x!.planId, y!.planId]));
  await expect.poll(() => savedPlans(page)).toBe(before + 2);
  await page.reload();
  await settled(page);
  expect(await savedPlans(page)).toBe(before + 2);
});
