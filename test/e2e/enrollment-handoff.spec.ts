/**
 * The online-enrollment hand-off arrives whole (spec §4.8) when the plan is
 * far larger than a cookie: the member's saved plans come back with their
 * fields at their largest (a long plan name of wide characters, launch data,
 * county names and benefits beyond any cookie), Enroll in plan is followed,
 * and the enrollment stand-in reads the plan from the cookie and the whole
 * plan object from browser storage (the split of src/state/plans/enrollment.ts).
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

const widest = (length: number) => '医疗保险优选计划'.repeat(Math.ceil(length / 8)).slice(0, length);
const COUNTY_NAME = `New York ${widest(190)}`;

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

/** The profile answer with every saved plan at its largest. */
async function answerLargestPlans(page: Page): Promise<void> {
  await page.route(/\/landrover\/api\/Users\/[^/]+\/all\//, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { plansDetails?: { plans?: Record<string, unknown>[] } };
    for (const plan of body.plansDetails?.plans ?? []) {
      plan.planName = `${String(plan.planName)} ${widest(200)}`;
      plan.county = { ...(plan.county as object), fipsCountyName: COUNTY_NAME, cmsCountyCodes: Array.from({ length: 50 }, (_, i) => String(i)) };
      plan.oleLaunchData = { cookieInfo: { planId: plan.planId, note: 'x'.repeat(20_000) }, reloadUrl: '/online-enrollment/aarp/mapd/welcome' };
      plan.benefits = Array.from({ length: 60 }, (_, i) => ({ label: `Benefit ${i + 1}`, value: widest(120) }));
    }
    await route.fulfill({ response, json: body });
  });
}

test('a member enrolls in a plan far larger than a cookie and the enrollment page reads all of it', async ({ page }) => {
  await answerLargestPlans(page);
  await page.goto('/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=#plans');
  await settled(page);
  const enroll = page.locator('sp-profile').getByRole('button', { name: /^Enroll in plan/ }).first();
  const label = (await enroll.textContent()) ?? '';
  const planName = label.slice(label.indexOf(':') + 1).trim();
  expect(planName.length).toBeGreaterThan(200);
  await enroll.click();
  await page.waitForURL((url) => url.pathname.startsWith('/online-enrollment/'));

  await expect(page.locator('#ole-plan')).toContainText(`Plan: ${planName} (`);
  await expect(page.locator('#ole-plan')).toContainText('plan year 2026');
  await expect(page.locator('#ole-plan-source')).toHaveText('The cookie names the plan; the whole plan object came from browser storage (sp.ole.plan).');
  const read = page.getByRole('table', { name: 'The plan the enrollment pages read' });
  await expect(read.getByRole('row', { name: /^Premium / })).toContainText('$');
  await expect(read.getByRole('row', { name: /^County / })).toContainText(`${COUNTY_NAME}, NY`);
  await expect(read.getByRole('row', { name: /^Benefits listed / })).toContainText('60');
  await expect(read.getByRole('row', { name: /^Launch data / })).toContainText('x'.repeat(100));
  const cookie = await page.context().cookies();
  const handOff = cookie.find((c) => c.name === 'sp-ole-plan');
  expect(handOff, 'the browser kept the online-enrollment cookie').toBeDefined();
  expect(handOff!.name.length + handOff!.value.length).toBeLessThanOrEqual(4096);
});

test('the Enroll button\'s code is fetched once the profile and its plan cards show, not before, and Enroll in plan then goes to the enrollment pages', async ({ page }) => {
  const shownWhenFetched: boolean[] = [];
  await page.route(/\/dist\/chunks\/enrollment-[\w-]+\.js$/, async (route) => {
    shownWhenFetched.push((await page.locator('sp-saved-plans .sp-plan-card').count()) > 0);
    await route.continue();
  });
  await page.goto('/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=#plans');
  await settled(page);
  expect(shownWhenFetched).toEqual([true]);
  await page.locator('sp-profile').getByRole('button', { name: /^Enroll in plan/ }).first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/online-enrollment/'));
  await expect(page.locator('#ole-plan')).toContainText('plan year 2026');
});
