/**
 * Applications: a member's enroll and continue buttons hand the plan over to
 * the online-enrollment stand-in (cookie and browser storage), the dashboard
 * shows every application status, and a failing application call (status
 * search, pending enrollments, Medicare Supplement application, plan
 * contact) degrades only its own part.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { ENROLLMENT_PATHS } from '../../src/components/plans/planUrls';
import { MEDSUPP_RESUME_PATH } from '../../src/state/plans/applicationNavigation';
import { OLE_STORAGE_KEYS } from '../../src/state/plans/enrollment';
import { resetDatabase, settled } from './helpers';

/** Nov 15 2025: the 2025 and the 2026 applications are both shown (spec §4.5 year filter). */
const ENROLLMENT_SEASON = 'date=2025-11-15&flags=';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

function applicationCard(page: Page, planName: string): Locator {
  return page.locator('sp-dashboard').getByRole('region', { name: 'Your applications' }).getByRole('article', { name: planName });
}

/** The paths of the calls the demo server answered with 500 on this page. */
function failedPaths(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { spDemo: { logs: { calls: { path: string; status: number }[] } } }).spDemo.logs.calls
    .filter((c) => c.status === 500).map((c) => c.path));
}

async function expectStatus(card: Locator, status: string): Promise<void> {
  await expect(card.getByRole('definition').first()).toHaveText(status);
}

/** The plan name a button's accessible name carries after its visible label ('Enroll in plan : {plan}'). */
async function planOfButton(button: Locator): Promise<string> {
  const text = (await button.textContent()) ?? '';
  return text.slice(text.indexOf(':') + 1).trim();
}

async function expectHandOff(page: Page, planName: string): Promise<void> {
  await expect(page.getByRole('heading', { name: /^Online enrollment/, level: 1 })).toBeVisible();
  await expect(page.locator('#ole-plan')).toContainText(`Plan: ${planName}`);
  const handOff = page.getByRole('list', { name: 'Hand-off keys' });
  for (const key of Object.values(OLE_STORAGE_KEYS)) await expect(handOff).toContainText(`${key} in local storage`);
}

test('a member follows Enroll in plan on a saved plan and lands on the online enrollment stand-in showing that plan from the cookie', async ({ page }) => {
  await page.goto(`/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=#plans`);
  await settled(page);
  const enroll = page.locator('sp-profile').getByRole('button', { name: /^Enroll in plan/ }).first();
  const planName = await planOfButton(enroll);
  expect(planName).not.toBe('');
  await enroll.click();
  await page.waitForURL((url) => url.pathname === ENROLLMENT_PATHS.aarp.mapd);
  await expectHandOff(page, planName);
  await expect(page.getByLabel('Online-enrollment cookie contents')).toContainText('"planYear": 2026');
});

test('a uhc member continues an in-progress application from the dashboard and lands on the uhc online enrollment stand-in', async ({ page }) => {
  await page.goto(`/dashboard.html?persona=member&${ENROLLMENT_SEASON}&brand=uhc&fault=`);
  await settled(page);
  const card = applicationCard(page, 'AARP Medicare Advantage Choice Plan 2 (PPO)');
  await expectStatus(card, 'Continue Enrollment');
  await card.getByRole('button', { name: /^Continue your application/ }).click();
  await page.waitForURL((url) => url.pathname === ENROLLMENT_PATHS.uhc.mapd);
  await expectHandOff(page, 'AARP Medicare Advantage Choice Plan 2 (PPO)');
  await expect(page.getByLabel('Online-enrollment cookie contents')).toContainText('"planId": "H3387-004-000"');
});

test('a member continues the Medicare Supplement application on its resume stand-in with applicant, zip, state and resume=true', async ({ page }) => {
  await page.goto(`/dashboard.html?persona=member&${ENROLLMENT_SEASON}&brand=aarp&fault=`);
  await settled(page);
  await applicationCard(page, 'AARP Medicare Supplement Plan G').getByRole('button', { name: /^Continue your application/ }).click();
  await page.waitForURL((url) => url.pathname === MEDSUPP_RESUME_PATH);
  const query = page.getByRole('table', { name: 'Query parameters' });
  // The profile stores the date of birth as 1956-04-12; the resume page, a screen, takes it in screen form (spec §5).
  for (const [name, value] of [['referrer', '/dashboard.html'], ['DOB', '04/12/1956'], ['zip', '10001'], ['state', 'NY'], ['resume', 'true']]) {
    await expect(query.getByRole('row', { name: new RegExp(`^${name} `) })).toContainText(value!);
  }
  await expect(query.getByRole('row', { name: /^applicantId / }).getByRole('cell')).not.toHaveText('');
});

test('a member sees every application status: Continue for in progress, Pending, Approved, Submitted, Withdrawn, Denied with the plan phone', async ({ page }) => {
  await page.goto(`/dashboard.html?persona=member&${ENROLLMENT_SEASON}&brand=aarp&fault=`);
  await settled(page);
  const inProgress = applicationCard(page, 'AARP Medicare Advantage Choice Plan 2 (PPO)');
  await expectStatus(inProgress, 'Continue Enrollment');
  await expect(inProgress.getByRole('button', { name: /^Continue your application/ })).toBeEnabled();
  await expectStatus(applicationCard(page, 'AARP Medicare Advantage Patriot (HMO-POS)'), 'Pending');
  await expectStatus(applicationCard(page, 'AARP Medicare Advantage Plan 2 (HMO)'), 'Approved');
  // Made at the call center: its image id is not a WS one, so the application system's code is not used.
  const submitted = applicationCard(page, 'AARP Medicare Rx Walgreens from UHC (PDP)');
  await expectStatus(submitted, 'Submitted');
  await expect(submitted.getByRole('button', { name: /^View application/ })).toBeEnabled();
  const withdrawn = applicationCard(page, 'AARP Medicare Advantage Choice Plan 1 (PPO)');
  await expectStatus(withdrawn, 'Withdrawn');
  await expect(withdrawn.getByRole('button')).toHaveCount(0);
  const denied = applicationCard(page, 'AARP Medicare Rx Preferred from UHC (PDP)');
  await expectStatus(denied, 'Denied');
  await expect(denied).toContainText('Questions about this decision? Call the plan at 1-888-867-5564 (TTY 711), 8 a.m. - 8 p.m., 7 days a week.');
  await expect(denied.getByRole('button')).toHaveCount(0);
});

test('applications show newest first by their saved time, and the newer pending e-mail enrollment replaces the stored one of the same plan (spec §4.7)', async ({ page }) => {
  await page.goto(`/dashboard.html?persona=member&${ENROLLMENT_SEASON}&brand=aarp`);
  await settled(page);
  const cards = page.locator('sp-dashboard').getByRole('region', { name: 'Your applications' }).getByRole('article');
  const savedTimes = async () => {
    const saved = await cards.evaluateAll((articles) => articles.map((a) => /saved (\d\d\/\d\d\/\d{4}, \d\d:\d\d [AP]M) CST/.exec(a.textContent ?? '')?.[1]).filter(Boolean));
    return saved.map((text) => Date.parse(text!.replace(',', '')));
  };
  // The cards arrive with the application answers, after the page's tags are ready.
  await expect.poll(async () => (await savedTimes()).length).toBeGreaterThan(3);
  const times = await savedTimes();
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  // The stored in-progress application was saved Oct 20; the pending one found by e-mail, Oct 28, wins.
  await expect(applicationCard(page, 'AARP Medicare Advantage Choice Plan 2 (PPO)')).toContainText('saved 10/28/2025, 09:45 AM CST');
  await expect(applicationCard(page, 'AARP Medicare Advantage Choice Plan 2 (PPO)')).toHaveCount(1);
});

test('with the application status search failing only the statuses degrade; the other sections stay', async ({ page }) => {
  await page.goto(`/dashboard.html?persona=member&${ENROLLMENT_SEASON}&brand=aarp&fault=applications-fail`);
  await settled(page);
  const dashboard = page.locator('sp-dashboard');
  await expectStatus(applicationCard(page, 'AARP Medicare Advantage Choice Plan 2 (PPO)'), 'Continue Enrollment');
  for (const planName of ['AARP Medicare Advantage Patriot (HMO-POS)', 'AARP Medicare Advantage Plan 2 (HMO)', 'AARP Medicare Rx Preferred from UHC (PDP)']) {
    await expectStatus(applicationCard(page, planName), 'Submitted');
  }
  await expect(dashboard.getByText(/Questions about this decision/)).toHaveCount(0);
  await expect(applicationCard(page, 'AARP Medicare Supplement Plan G')).toBeVisible();
  for (const section of ['Your active plan', 'Your recommended plan', 'Your saved plans']) {
    await expect(dashboard.getByRole('region', { name: section })).toBeVisible();
  }
  // The confirmation-number lookup (tried when the search does not answer) is down with it.
  expect(await failedPaths(page)).toEqual(['/shopper-profile/api/applications/status/v1/search', '/shopper-profile/api/applications/status/v1/lookup']);
});

test('with the Medicare Supplement application call failing only its card is gone; the other applications and sections stay', async ({ page }) => {
  await page.goto(`/dashboard.html?persona=member&${ENROLLMENT_SEASON}&brand=aarp&fault=medsupp-fail`);
  await settled(page);
  const dashboard = page.locator('sp-dashboard');
  await expectStatus(applicationCard(page, 'AARP Medicare Advantage Plan 2 (HMO)'), 'Approved');
  await expectStatus(applicationCard(page, 'AARP Medicare Rx Preferred from UHC (PDP)'), 'Denied');
  await expect(applicationCard(page, 'AARP Medicare Supplement Plan G')).toHaveCount(0);
  for (const section of ['Your active plan', 'Your recommended plan', 'Your saved plans']) {
    await expect(dashboard.getByRole('region', { name: section })).toBeVisible();
  }
  expect(await failedPaths(page)).toEqual(['/landrover/api/enrollments/medsupp/v1']);
});

test('with the plan-contact call failing the denied card loses only its contact line', async ({ page }) => {
  await page.goto(`/dashboard.html?persona=member&${ENROLLMENT_SEASON}&brand=aarp&fault=plan-contact-fail`);
  await settled(page);
  await expect.poll(() => failedPaths(page)).toEqual(['/planinfo/individual-search/plans/S5921-001-000/plan-years/2026/plan-contact']);
  const denied = applicationCard(page, 'AARP Medicare Rx Preferred from UHC (PDP)');
  await expectStatus(denied, 'Denied');
  await expect(denied).not.toContainText('Questions about this decision');
  await expectStatus(applicationCard(page, 'AARP Medicare Advantage Plan 2 (HMO)'), 'Approved');
  await expectStatus(applicationCard(page, 'AARP Medicare Advantage Choice Plan 1 (PPO)'), 'Withdrawn');
  await expect(applicationCard(page, 'AARP Medicare Supplement Plan G')).toBeVisible();
});

test('with the pending-enrollment call failing the stored applications still show', async ({ page }) => {
  await page.goto(`/dashboard.html?persona=member&${ENROLLMENT_SEASON}&brand=aarp&fault=pending-fail`);
  await settled(page);
  // The stored in-progress application stays (the newer one found by e-mail would have replaced it).
  await expectStatus(applicationCard(page, 'AARP Medicare Advantage Choice Plan 2 (PPO)'), 'Continue Enrollment');
  await expectStatus(applicationCard(page, 'AARP Medicare Advantage Patriot (HMO-POS)'), 'Pending');
  await expectStatus(applicationCard(page, 'AARP Medicare Rx Preferred from UHC (PDP)'), 'Denied');
  await expect(applicationCard(page, 'AARP Medicare Supplement Plan G')).toBeVisible();
  const failed = await failedPaths(page);
  expect(failed).toHaveLength(1);
  expect(failed[0]).toMatch(/^\/online-enrollment\/user\/fetchEnrollmentDataByEmailId\/[^/?]+\/v1$/);
});
