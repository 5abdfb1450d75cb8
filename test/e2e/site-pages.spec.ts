/**
 * The site around the profile: every page an element links or navigates to
 * answers (a stand-in when the demo has no real page), shows what it
 * received, and passes an axe check.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { SITE_PAGES } from '../../demo/server/routes/sitePages';
import { ESTIMATE_DRUG_COSTS_PATH, ENROLLMENT_PATHS } from '../../src/components/plans/planUrls';
import { PLAN_BROWSING_PATHS } from '../../src/components/common/planBrowsing';
import { MANAGE_PROFILE_PATH, MEMBER_BENEFITS_PATH } from '../../src/components/profile/ProfileBanners';
import { REGISTRATION_PATH, SIGN_IN_PATH } from '../../src/state/session';
import { backLinkFor, ORIGIN_PATHS } from '../../src/domain/pageOrigin';
import { SHOP_PATH } from '../../src/components/dashboard/links';
import { medsuppEnrollRoute } from '../../src/domain/applicationActions';
import { medsuppResumeUrl } from '../../src/state/plans/applicationNavigation';
import { ONLINE_ENROLLMENT_COOKIE, OLE_STORAGE_KEYS } from '../../src/state/plans/enrollment';
import { EDIT_PREFERENCES_PATH, RECOMMENDATION_RESULTS_PATH, RECOMMENDATION_WIDGET_SCRIPT_PATH, recommendationResultsUrl } from '../../src/state/plans/recommendations';
import { SIGN_OUT_PATH } from '../../src/state/signOut';
import { axeViolations, resetDatabase, settled } from './helpers';

// Each test opens its own pages: both workers may share this file's tests.
test.describe.configure({ mode: 'parallel' });

const QUIET = 'date=2026-03-02&brand=aarp&flags=&fault=';

const SAMPLE_PARAMS: Record<string, string> = { planKind: 'mapd', step: 'personal-information', zipCode: '10001', plan: 'G01', planYear: '2026' };

/** A stand-in's pattern with sample values in its `:name` segments; a new parameter name needs a sample here. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = SAMPLE_PARAMS[name];
    if (value === undefined) throw new Error(`No sample value for :${name} of ${pattern}`);
    return value;
  });
}

/** Every same-site link the sp-* elements render, shadow roots included. */
function elementLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const walk = (root: Document | ShadowRoot, insideElement: boolean) => {
      for (const node of root.querySelectorAll('*')) {
        const inside = insideElement || node.localName.startsWith('sp-');
        if (inside && node instanceof HTMLAnchorElement && node.href && new URL(node.href).origin === location.origin) {
          const url = new URL(node.href);
          if (url.pathname !== location.pathname) found.add(`${url.pathname}${url.search}`);
        }
        if (node.shadowRoot) walk(node.shadowRoot, inside);
      }
    };
    walk(document, false);
    return [...found].sort();
  });
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await resetDatabase(page);
  await page.close();
});

test('every path the library links or navigates to answers with a page', async ({ page }) => {
  const targets = [
    ...Object.values(PLAN_BROWSING_PATHS), ESTIMATE_DRUG_COSTS_PATH, SHOP_PATH,
    ...Object.values(ENROLLMENT_PATHS.aarp), ...Object.values(ENROLLMENT_PATHS.uhc),
    REGISTRATION_PATH, MANAGE_PROFILE_PATH, MEMBER_BENEFITS_PATH, SIGN_IN_PATH, SIGN_OUT_PATH,
    ...Object.values(ORIGIN_PATHS), backLinkFor('recommendation', 2026).href, RECOMMENDATION_RESULTS_PATH, recommendationResultsUrl(2026),
    EDIT_PREFERENCES_PATH, '/medicare-education.html',
    medsuppResumeUrl({ referrer: '/dashboard.html', applicantId: 'A1', dob: '1956-04-12', zip: '10001', state: 'NY', resume: true }),
    medsuppDetailsUrl(),
    RECOMMENDATION_WIDGET_SCRIPT_PATH,
  ];
  for (const target of targets) {
    const response = await page.request.get(target);
    expect(response.status(), target).toBe(200);
  }
});

/** Signs the persona in for this browser context through a page answer's cookies, without rendering the page. */
async function useSession(page: Page, persona: string): Promise<void> {
  const response = await page.request.get(`/profile.html?persona=${persona}&${QUIET}`);
  expect(response.ok()).toBe(true);
}

function medsuppDetailsUrl(): string {
  const route = medsuppEnrollRoute({ shopperProfileScriptPresent: false, zipCode: '10001', planCode: 'G01', planId: 'G01', planYear: 2026 });
  if (route.kind !== 'navigate') throw new Error('expected the medsupp details route');
  return route.url;
}

for (const persona of ['member', 'guest'] as const) {
  test(`every link the elements render for a ${persona} answers with a page`, async ({ page }) => {
    const links = new Set<string>();
    for (const [path, hash] of [['/profile.html', '#plans'], ['/profile.html', '#drugs'], ['/profile.html', '#providers'], ['/dashboard.html', ''], ['/cms.html', '']]) {
      await page.goto(`${path}?persona=${persona}&${QUIET}${hash}`);
      await settled(page);
      for (const link of await elementLinks(page)) links.add(link);
    }
    expect(links.size).toBeGreaterThan(3);
    for (const link of links) {
      const response = await page.request.get(link);
      expect(response.status(), link).toBe(200);
    }
  });
}

test('a stand-in shows its path and query parameters and notes what it did not receive', async ({ page }) => {
  await page.goto(medsuppDetailsUrl());
  await expect(page.getByRole('heading', { name: 'Medicare Supplement plan details', level: 1 })).toBeVisible();
  const pathTable = page.getByRole('table', { name: 'Path parameters' });
  await expect(pathTable.getByRole('row')).toHaveText([/Name\s*Value/, /zipCode\s*10001/, /plan\s*G01/, /planYear\s*2026/]);
  await expect(page.getByRole('table', { name: 'Query parameters' }).getByRole('row').nth(1)).toHaveText(/startApplication\s*true/);
  await expect(page.getByText('No online-enrollment cookie.')).toBeVisible();
  const handOff = page.getByRole('list', { name: 'Hand-off keys' });
  for (const key of Object.values(OLE_STORAGE_KEYS)) await expect(handOff).toContainText(`${key}: not written.`);
});

test('a member follows Manage profile to its stand-in, which shows where they came from and leads back to the profile', async ({ page }) => {
  await page.goto(`/profile.html?persona=member&${QUIET}`);
  await settled(page);
  await page.locator('sp-profile').getByRole('link', { name: 'Manage profile' }).click();
  await expect(page.getByRole('heading', { name: 'Manage your profile', level: 1 })).toBeVisible();
  await expect(page.getByText(/Came from: .*\/profile\.html/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to your profile' }).click();
  await page.waitForURL((url) => url.pathname === '/profile.html');
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
});

test('a stand-in opened with ?persona= signs that persona in, like every demo page', async ({ page }) => {
  await page.goto(`${MANAGE_PROFILE_PATH}?persona=member&${QUIET}`);
  await expect(page.getByRole('heading', { name: 'Manage your profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'sp-user-id')?.value, 'signed in as the member').toBeTruthy();
});

test('coming back from the drug cost estimator stand-in opens the drugs view with its back link', async ({ page }) => {
  await useSession(page, 'member');
  await page.goto(ESTIMATE_DRUG_COSTS_PATH);
  await page.getByRole('link', { name: 'Back to your profile' }).click();
  await page.waitForURL((url) => url.pathname === '/profile.html');
  const profile = page.locator('sp-profile');
  await expect(profile.getByRole('link', { name: 'Return to drug cost estimator' })).toHaveAttribute('href', ESTIMATE_DRUG_COSTS_PATH);
  await expect(profile.getByRole('heading', { name: 'Your drugs', level: 2 })).toBeVisible();
});

test('the stand-ins read the cookie and storage keys the library writes', async ({ page }) => {
  await page.goto('/manage-profile');
  await page.evaluate(([cookie, keys]) => {
    document.cookie = `${cookie}=${encodeURIComponent(JSON.stringify({ planId: 'H0000-001-000', planName: 'Written by this test', planType: 'MAPD', planYear: 2026 }))}; path=/`;
    for (const key of keys) localStorage.setItem(key, JSON.stringify({ key }));
  }, [ONLINE_ENROLLMENT_COOKIE, Object.values(OLE_STORAGE_KEYS)] as const);
  await page.reload();
  await expect(page.locator('#ole-plan')).toHaveText('Plan: Written by this test (H0000-001-000), MAPD, plan year 2026.');
  const handOff = page.getByRole('list', { name: 'Hand-off keys' });
  for (const key of Object.values(OLE_STORAGE_KEYS)) await expect(handOff).toContainText(`${key} in local storage`);
});

test('the Medicare Supplement recommendation widget script marks itself loaded with its state code', async ({ page }) => {
  // The test itself adds the script tag, which a Trusted Types page refuses to a test too; the library adds it
  // through its policy (recommendation-widget.spec.ts, under the strict policy).
  await page.goto('/medicare-education.html?csp=off');
  await page.addScriptTag({ url: `${RECOMMENDATION_WIDGET_SCRIPT_PATH}?stateCode=NY` });
  expect(await page.evaluate(() => (window as unknown as { medsuppRecommendationWidget?: unknown }).medsuppRecommendationWidget)).toEqual({ loaded: true, stateCode: 'NY' });
});

// One test per persona, its stand-ins in one tab: the pages after the first load the library from the browser's
// cache (a fresh context per page cost more than the split saved). Soft: one run names every stand-in that fails.
for (const persona of ['guest', 'member'] as const) {
  test(`every stand-in as a ${persona} shows its title, the site's banner and footer and the way back, and has no WCAG A/AA violations`, async ({ page }) => {
    // Seventeen pages, each checked by axe.
    test.setTimeout(120_000);
    for (const { pattern, title } of SITE_PAGES) {
      const where = `stand-in ${pattern} as ${persona}`;
      // Signed in again before each page: each stand-in meets the persona's session, whatever the page before it did.
      await useSession(page, persona);
      await page.goto(`${sampleUrl(pattern)}?${QUIET}`);
      await settled(page);
      await expect.soft(page.getByRole('heading', { name: title, level: 1 }), `${where}: its title`).toBeVisible();
      await expect.soft(page.getByRole('banner'), `${where}: the banner`).toBeVisible();
      await expect.soft(page.getByRole('contentinfo'), `${where}: the footer`).toBeVisible();
      await expect.soft(page.getByRole('link', { name: 'Back to your profile' }), `${where}: the way back`).toHaveAttribute('href', '/profile.html');
      expect.soft(await axeViolations(page), `${where}: axe`).toEqual([]);
    }
  });
}
