/**
 * Hostile text: XSS payloads (markup, javascript: URLs, SVG,
 * attribute breakouts) fed through every text field of the profile answer,
 * the content fragments and the host tools' actions render as text or are
 * sanitised; nothing executes and no link gets a javascript: URL. Run both
 * on the strict-CSP page (where the journey fixture also fails on any
 * violation report) and with csp=off, so the rendering is shown safe on its
 * own, not only because the policy blocks what slips through.
 */
import { expect, type Page, type Route } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

// Each test opens its own pages: both workers may share this file's tests.
test.describe.configure({ mode: 'parallel' });

const MARKUP = '<img src=x onerror="window.__xss=(window.__xss||0)+1">';
const SCRIPT = '<script>window.__xss=(window.__xss||0)+1</script>';
const SVG = '"><svg onload="window.__xss=(window.__xss||0)+1">';
const BREAKOUT = "' onmouseover='window.__xss=(window.__xss||0)+1' x='";
const URL_PAYLOAD = 'javascript:window.__xss=(window.__xss||0)+1';
const PAYLOADS = [MARKUP, SCRIPT, SVG, BREAKOUT];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every text of `value` under one of `keys`, at any depth, replaced by a payload (cycling through them). */
function poison(value: unknown, keys: ReadonlySet<string>, counter = { n: 0 }): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, keys, counter));
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => {
    if (typeof item === 'string' && keys.has(key)) return [key, /url$/i.test(key) ? URL_PAYLOAD : `${PAYLOADS[counter.n++ % PAYLOADS.length]} ${item}`];
    return [key, poison(item, keys, counter)];
  }));
}

const PROFILE_TEXTS = new Set([
  'planName', 'drugName', 'drugDosage', 'pharmacyName', 'providerName', 'speciality', 'providerAddress', 'line1', 'city',
  'firstName', 'lastName', 'email', 'fipsCountyName', 'label', 'value', 'shortBullets', 'benefitName', 'helpText',
  'msLegalEntity', 'msPlanPositioningStatement', 'reloadUrl', 'confirmationNo',
]);

async function poisonAnswers(page: Page): Promise<void> {
  await page.route(/\/landrover\/api\/Users\/[^/]+\/all\//, async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: poison(await response.json(), PROFILE_TEXTS) });
  });
  // Content fragments: every text gets markup, every URL the script scheme.
  await page.route(/\/api\/assets\/MRD\/content-fragments\//, async (route: Route) => {
    const response = await route.fetch();
    const body = await response.json() as unknown;
    const keys = new Set<string>();
    JSON.stringify(body, (key, item) => { if (typeof item === 'string' && key) keys.add(key); return item; });
    await route.fulfill({ response, json: poison(body, keys) });
  });
}

/** What executed (window.__xss) and every link, in the page and in every shadow root, whose href is not a plain site URL. */
async function damage(page: Page): Promise<{ executed: unknown; scriptLinks: string[] }> {
  return page.evaluate(() => {
    const links: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const node of root.querySelectorAll('*')) {
        if (node instanceof HTMLAnchorElement && /^\s*(javascript|data|vbscript):/i.test(node.getAttribute('href') ?? '')) links.push(node.outerHTML);
        if (node.shadowRoot) visit(node.shadowRoot);
      }
    };
    visit(document);
    return { executed: (window as unknown as { __xss?: unknown }).__xss, scriptLinks: links };
  });
}

/** Hovers and clicks each link and button of the page's elements that does not leave the page or open a pop-up. */
async function touchEverything(page: Page): Promise<void> {
  const links = page.locator('sp-profile a, sp-dashboard a, sp-toast a, sp-provider-list a, sp-drug-list a');
  for (let i = 0; i < Math.min(await links.count(), 40); i += 1) await links.nth(i).hover({ timeout: 2_000 }).catch(() => undefined);
}

for (const csp of ['strict', 'off'] as const) {
  test.describe(`hostile text (csp=${csp})`, () => {
    test.beforeEach(async ({ page }) => {
      await resetDatabase(page);
      await poisonAnswers(page);
    });

    test('payloads in every profile text and content fragment show as text on the profile views; nothing executes, no script link', async ({ page }) => {
      await page.goto(`/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=bannering&fault=&csp=${csp}#plans`);
      await settled(page);
      const profile = page.locator('sp-profile');
      await expect(profile.getByText(MARKUP).first()).toBeVisible();
      for (const view of ['plans', 'drugs', 'providers', 'home']) {
        await page.evaluate((hash) => { location.hash = hash; }, view);
        await settled(page);
        await touchEverything(page);
        expect(await damage(page), `#${view}`).toEqual({ executed: undefined, scriptLinks: [] });
      }
    });

    test('payloads on the dashboard show as text; nothing executes, no script link', async ({ page }) => {
      await page.goto(`/dashboard.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=&csp=${csp}`);
      await settled(page);
      await touchEverything(page);
      expect(await damage(page)).toEqual({ executed: undefined, scriptLinks: [] });
    });

    test('payloads in the toast show as text and its script sign-in URL falls back to the built-in one; nothing executes', async ({ page }) => {
      await page.goto(`/cms.html?persona=guest&date=2026-03-02&csp=${csp}`);
      await settled(page);
      const signIn = page.locator('sp-toast').getByText('Sign in', { exact: true });
      // The CMS page loads every element: on a loaded 2-core CI machine the toast can take longer than the default 5 s.
      await expect(signIn).toBeVisible({ timeout: 15_000 });
      // The content's sign-in URL is a script URL: refused for the built-in sign-in path.
      expect(await signIn.evaluate((link) => link.getAttribute('href'))).toBe('/optumid-login');
      expect(await damage(page)).toEqual({ executed: undefined, scriptLinks: [] });
    });

    test("a doctor's name the provider search tool leaves in its storage shows as text on the doctors list", async ({ page }) => {
      await page.goto(`/cms.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=&csp=${csp}`);
      await settled(page);
      await page.unroute(/\/landrover\/api\/Users\/[^/]+\/all\//);
      const providerList = page.locator('sp-provider-list');
      await providerList.getByRole('button', { name: 'Add or edit doctors' }).click();
      const tool = page.getByRole('dialog', { name: 'Find doctors and dentists' });
      await expect(tool).toBeVisible();
      await page.evaluate((name) => {
        const stored = JSON.parse(localStorage.getItem('providers')!) as { providerIdList: Array<Record<string, unknown>> };
        stored.providerIdList[0]!.providerName = name;
        localStorage.setItem('providers', JSON.stringify(stored));
      }, MARKUP);
      await tool.getByRole('button', { name: 'Close' }).click();
      await expect(providerList.getByText(MARKUP).first()).toBeVisible();
      await touchEverything(page);
      expect(await damage(page)).toEqual({ executed: undefined, scriptLinks: [] });
    });

    test('payloads a host tool hands in (drugs and doctors saved through window.shopperProfile.actions) show as text', async ({ page }) => {
      await page.goto(`/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=&csp=${csp}#drugs`);
      await settled(page);
      await page.unroute(/\/landrover\/api\/Users\/[^/]+\/all\//);
      const saved = await page.evaluate(async ([name]) => {
        const actions = (window as unknown as { shopperProfile: { actions: { saveDrugs(drugs: unknown[]): Promise<boolean> } } }).shopperProfile.actions;
        return actions.saveDrugs([{ drugId: 'hostile-1', drugName: name, drugDosage: name, drugQuantity: 30, drugFrequency: 'Month', drugSupplyLength: '30', nationalDrugCode: '00093101530' }]);
      }, [SVG] as const);
      expect(saved).toBe(true);
      await expect(page.locator('sp-profile').getByRole('button', { name: `${SVG}, drug information` })).toBeVisible();
      await touchEverything(page);
      expect(await damage(page)).toEqual({ executed: undefined, scriptLinks: [] });
    });
  });
}
