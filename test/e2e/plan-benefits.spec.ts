/**
 * Saved plans that arrive without their benefits lists (spec §3.2 service
 * plan, §7.3 plan products) with the reference backend: under the
 * `plans-without-benefits` fault the member's cards show the benefit names
 * and descriptions of the plan products answer, one call per type and
 * county; with the full profile no plan products call is made. Expectations
 * come from the answers captured here, never written in.
 */
import { expect, type Page, type Response } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

const PROFILE = '/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=';
const PRODUCTS = '/planinfo/product-details/';

interface ServicePlan { planName: string; benefitNames: string[]; benefitDescriptions: string[] }

function recordProducts(page: Page): Promise<ServicePlan[]>[] {
  const answers: Promise<ServicePlan[]>[] = [];
  page.on('response', (response: Response) => {
    if (response.url().includes(PRODUCTS) && response.ok()) answers.push(response.json().then((body: { data: { plans: ServicePlan[] } }) => body.data.plans));
  });
  return answers;
}

const card = (page: Page, planName: string) =>
  page.locator('sp-profile article[data-plan-card]').filter({ has: page.getByRole('heading', { name: planName, exact: true }) });

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

test("plans saved without benefits show their service plan's benefits from one plan products call per type and county", async ({ page }) => {
  const answers = recordProducts(page);
  const asked: string[] = [];
  page.on('request', (request) => { if (request.url().includes(PRODUCTS)) asked.push(new URL(request.url()).pathname); });
  await page.goto(`${PROFILE}&fault=plans-without-benefits#plans`);
  await settled(page);
  expect(asked.length).toBeGreaterThan(0);
  expect(new Set(asked).size).toBe(asked.length);
  const servicePlans = (await Promise.all(answers)).flat();
  const cards = page.locator('sp-profile article[data-plan-card]');
  await expect(cards.first()).toBeVisible();
  const names = await cards.locator('h2, h3, h4').allTextContents();
  let checked = 0;
  for (const servicePlan of servicePlans) {
    if (!names.some((name) => name.startsWith(servicePlan.planName)) || servicePlan.benefitNames.length < 2) continue;
    const shown = card(page, servicePlan.planName);
    if ((await shown.count()) === 0) continue;
    await expect(shown.getByText(servicePlan.benefitNames[1]!, { exact: true })).toBeVisible();
    await expect(shown.getByText(servicePlan.benefitDescriptions[1]!, { exact: true }).first()).toBeVisible();
    await expect(shown.getByText('Benefits not found !!')).toHaveCount(0);
    checked += 1;
  }
  expect(checked).toBeGreaterThan(0);
});

test('a profile whose plans carry their benefits makes no plan products call', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => { if (request.url().includes(PRODUCTS)) asked.push(request.url()); });
  await page.goto(`${PROFILE}#plans`);
  await settled(page);
  await expect(page.locator('sp-profile article[data-plan-card]').first()).toBeVisible();
  expect(asked).toEqual([]);
});
