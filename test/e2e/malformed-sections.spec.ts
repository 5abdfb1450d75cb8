/**
 * One spoiled section never blanks the profile: with each of the
 * reference backend's `malformed-<section>` faults, the member's profile page
 * (and the dashboard, for applications) still shows every saved plan, drug
 * and doctor the plain answer shows, the spoiled section's readable items
 * included, with no uncaught page error, and loading sends no DELETE and no
 * POST of saved items.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { atomValue, resetDatabase, settled } from './helpers';

// Each test opens its own pages: both workers may share this file's tests.
test.describe.configure({ mode: 'parallel' });

const SWITCHES = 'persona=member&date=2026-03-02&brand=aarp&flags=';
const FAULTS = ['malformed-plans', 'malformed-drugs', 'malformed-providers', 'malformed-enrollments', 'malformed-user', 'malformed-predata', 'malformed-medsupp'];

interface Shown {
  plans: string[];
  drugs: string[];
  providers: string[];
}

/** What the profile page holds and shows as saved: plan, drug and doctor names. */
async function savedOnProfile(page: Page): Promise<Shown> {
  const names = async <T>(key: string, pick: (item: T) => string) => ((await atomValue<T[]>(page, key)) ?? []).map(pick).sort();
  return {
    plans: await names<{ planName: string }>('savedPlans', (p) => p.planName),
    drugs: await names<{ drugName: string }>('drugs', (d) => d.drugName),
    providers: await names<{ providerName: string }>('providers', (p) => p.providerName),
  };
}

/** The applications the dashboard lists, by plan name. */
async function applicationsOnDashboard(page: Page): Promise<string[]> {
  const region = page.locator('sp-dashboard').getByRole('region', { name: 'Your applications' });
  await expect(region.getByRole('article').first()).toBeVisible();
  return (await region.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? card.querySelector('h1,h2,h3,h4,h5,h6')?.textContent ?? ''))).sort();
}

/** Records uncaught page errors and every DELETE or POST to the Users API while `visit` runs. */
async function watch(page: Page, visit: () => Promise<void>) {
  const pageErrors: string[] = [];
  const writes: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (request) => {
    if (['DELETE', 'POST'].includes(request.method()) && new URL(request.url()).pathname.startsWith('/landrover/api/Users/')) writes.push(`${request.method()} ${request.url()}`);
  });
  await visit();
  return { pageErrors, writes };
}

async function expectNamesOnScreen(page: Page, view: 'plans' | 'drugs' | 'providers', names: string[]): Promise<void> {
  await page.locator('sp-profile').getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: new RegExp(`^Your ${view === 'providers' ? 'doctors' : view}`) }).click();
  for (const name of names) await expect(page.locator('sp-profile .sp-profile__main').getByText(name, { exact: false }).first()).toBeVisible();
}

/** A view link's name with its count ('Your drugs, 3 saved'; the count's own span adds a space in Chromium's name). */
const savedCount = (view: string, count: number) => new RegExp(`^${view}\\s*, ${count} saved$`);

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

for (const fault of FAULTS) {
  test(`with ${fault}, the member's profile page still shows every saved plan, drug and doctor, with no page error and nothing deleted or sent`, async ({ page }) => {
    await page.goto(`/profile.html?${SWITCHES}&fault=#plans`);
    await settled(page);
    const plain = await savedOnProfile(page);
    expect(plain.plans.length * plain.drugs.length * plain.providers.length).toBeGreaterThan(0);

    const { pageErrors, writes } = await watch(page, async () => {
      await page.goto(`/profile.html?${SWITCHES}&fault=${fault}#plans`);
      await settled(page);
    });
    expect(await savedOnProfile(page)).toEqual(plain);
    const nav = page.locator('sp-profile').getByRole('navigation', { name: 'Your account' });
    await expect(nav.getByRole('link', { name: savedCount('Your drugs', plain.drugs.length) })).toBeVisible();
    await expect(nav.getByRole('link', { name: savedCount('Your doctors and dentists', plain.providers.length) })).toBeVisible();
    await expectNamesOnScreen(page, 'plans', plain.plans);
    await expectNamesOnScreen(page, 'drugs', plain.drugs);
    await expectNamesOnScreen(page, 'providers', plain.providers);
    expect(pageErrors).toEqual([]);
    expect(writes).toEqual([]);
  });
}

test('with malformed-enrollments, the dashboard still lists every readable application, with no page error and nothing deleted or sent', async ({ page }) => {
  await page.goto(`/dashboard.html?${SWITCHES}&fault=`);
  await settled(page);
  const plain = await applicationsOnDashboard(page);
  const { pageErrors, writes } = await watch(page, async () => {
    await page.goto(`/dashboard.html?${SWITCHES}&fault=malformed-enrollments`);
    await settled(page);
  });
  expect(await applicationsOnDashboard(page)).toEqual(plain);
  expect(pageErrors).toEqual([]);
  expect(writes).toEqual([]);
});

test('with malformed-plans, the dashboard still shows the active plan whose start date came as epoch ms', async ({ page }) => {
  await page.goto(`/dashboard.html?${SWITCHES}&fault=`);
  await settled(page);
  const active = page.locator('sp-dashboard').locator('.sp-dashboard__active-plan');
  await expect(active.first()).toBeVisible();
  const plainCards = await active.allTextContents();
  const { pageErrors, writes } = await watch(page, async () => {
    await page.goto(`/dashboard.html?${SWITCHES}&fault=malformed-plans`);
    await settled(page);
  });
  await expect(active.first()).toBeVisible();
  expect(await active.allTextContents()).toEqual(plainCards);
  expect(pageErrors).toEqual([]);
  expect(writes).toEqual([]);
});
