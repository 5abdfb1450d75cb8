/**
 * Application statuses and figures on the dashboard with the reference
 * backend: the confirmation-number lookup (spec §7.2) for a user without an
 * mbi, and the Extra Help value on application cards (§4.13).
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

/** Nov 15 2025: the 2026 applications are shown (spec §4.5 year filter). */
const SEASON = 'date=2025-11-15&brand=aarp&fault=';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

function applications(page: Page) {
  return page.locator('sp-dashboard').getByRole('region', { name: 'Your applications' }).getByRole('article');
}

test('a signed-in user without an mbi sees the real status of each submitted application, found by confirmation number', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).pathname));
  await page.goto(`/dashboard.html?persona=shopper-applied&${SEASON}&flags=`);
  await settled(page);
  await expect(applications(page)).toHaveCount(2);
  await expect(applications(page).filter({ hasText: 'Approved' })).toHaveCount(1);
  await expect(applications(page).filter({ hasText: 'Denied' })).toHaveCount(1);
  expect(calls).toContain('/shopper-profile/api/applications/status/v1/lookup');
  expect(calls).not.toContain('/shopper-profile/api/applications/status/v1/search');
});

test('application cards show the Extra Help premium only when the LIS flag is on, Extra Help applies and the status is not the default one', async ({ page }) => {
  // The member answered 'I receive Extra Help' earlier (level '1' kept in the browser).
  await page.addInitScript(() => localStorage.setItem('sp.lisSubsidyLevel', '1'));
  await page.goto(`/dashboard.html?persona=member&${SEASON}&flags=lisChanges`);
  await settled(page);
  const extraHelp = (status: string) => applications(page).filter({ hasText: status }).getByText('Monthly premium with Extra Help');
  // The denied drug plan: $93.00 a month, $53.00 with Extra Help (the catalog takes $40 off drug plans).
  await expect(extraHelp('Denied')).toHaveCount(1);
  await expect(applications(page).filter({ hasText: 'Denied' })).toContainText('Monthly premium$93.00Monthly premium with Extra Help$53.00');
  // The submitted application with an invalid (non-WS) record keeps the default status: no Extra Help value.
  await expect(applications(page).filter({ hasText: /Status\s*Submitted/ })).toHaveCount(1);
  await expect(extraHelp('Submitted')).toHaveCount(0);

  await page.goto(`/dashboard.html?persona=member&${SEASON}&flags=`);
  await settled(page);
  await expect(applications(page).filter({ hasText: 'Denied' })).toContainText('Monthly premium$93.00');
  await expect(applications(page).getByText('Monthly premium with Extra Help')).toHaveCount(0);
});

test('continuing an application writes the recommendation zip keys to session storage before navigating (spec §4.8)', async ({ page }) => {
  await page.goto(`/dashboard.html?persona=member&${SEASON}&flags=`);
  await settled(page);
  await applications(page).getByRole('button', { name: /^Continue your application/ }).first().click();
  await page.waitForURL((url) => url.pathname !== '/dashboard.html');
  const zips = await page.evaluate(() => [sessionStorage.getItem('sp.recommendation.locationZip'), sessionStorage.getItem('sp.recommendation.zipCode')]);
  expect(zips).toEqual(['10001', '10001']);
});

test('an acquired plan named in the shopper content fragment gets no Enroll button; other saved plans of the year do', async ({ page }) => {
  await page.goto(`/profile.html?persona=member&date=2026-03-10&brand=aarp&fault=&flags=#plans`);
  await settled(page);
  const uuid = await page.evaluate(() => decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('sp-user-id='))!.split('=')[1]!));
  const profile = (await (await page.request.get(`/landrover/api/Users/${uuid}/plans/2026`)).json()) as { plansDetails: { plans: { planId: string; planName: string }[] } };
  const name = (planId: string) => profile.plansDetails.plans.find((p) => p.planId === planId)!.planName;
  const card = (planId: string) => page.locator('sp-profile').getByRole('article', { name: name(planId) });
  await expect(card('H3387-004-000').getByRole('button', { name: /^Enroll in plan/ })).toBeVisible();
  await expect(card('H3379-001-000')).toBeVisible();
  await expect(card('H3379-001-000').getByRole('button', { name: /^Enroll in plan/ })).toHaveCount(0);
});

test('the Medicare Supplement list is named by the supplement content of the plans\' state', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).pathname));
  await page.goto(`/profile.html?persona=member&date=2026-03-10&brand=aarp&fault=&flags=#plans`);
  await settled(page);
  await expect(page.locator('sp-profile').getByRole('heading', { name: /Medicare Supplement Insurance Plans in New York/ })).toBeVisible();
  expect(calls).toContain('/api/assets/MRD/content-fragments/common-tools-vpp/medsupp/states/NY.json');
});
