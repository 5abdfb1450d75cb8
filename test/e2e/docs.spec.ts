/**
 * The documentation site as a reader meets it at /docs, served by the demo
 * under the strict Content-Security-Policy (the fixtures' `test` fails on
 * any violation): every page opens, every link between them resolves (page
 * and fragment), axe finds nothing, the pages reflow at 200% zoom, and every
 * element's live example, signed in through its own link, renders with that
 * persona's data from the reference backend.
 */
import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { axeViolations, resetDatabase, settled } from './helpers';

// Each test opens its own pages: both workers may share this file's tests.
test.describe.configure({ mode: 'parallel' });

interface Demo { html: string; persona: string }
interface Declaration { tagName: string; demos?: Demo[] }

const manifest = JSON.parse(fs.readFileSync('dist/custom-elements.json', 'utf8')) as { modules: { declarations: Declaration[] }[] };
const declarations = manifest.modules.flatMap((m) => m.declarations);

/** A 1280-pixel window at 200% zoom (the pages' promise), then at 400%. */
const ZOOMS = [['200%', { width: 640, height: 900 }], ['400%', { width: 320, height: 450 }]] as const;

/**
 * What each live example shows for its persona, as a person sees it: the
 * persona's own items, never a guest's empty state. A new element fails the
 * test below until it is listed here.
 */
const PERSONA_DATA: Record<string, (page: Page) => Locator> = {
  'sp-saved-plans': (page) => page.locator('sp-saved-plans').getByRole('heading', { name: /Medicare Advantage/ }).first(),
  'sp-drug-list': (page) => page.locator('sp-drug-list').getByText('Atorvastatin Calcium TAB 20MG', { exact: true }).first(),
  'sp-provider-list': (page) => page.locator('sp-provider-list').getByText('Maria Alvarez, MD', { exact: true }).first(),
  'sp-dashboard': (page) => page.locator('sp-dashboard').getByRole('region', { name: 'Your applications' }).getByRole('article').first(),
  'sp-extra-help': (page) => page.locator('sp-extra-help').getByRole('button', { name: 'I receive Extra Help' }),
  'sp-toast': (page) => page.locator('sp-toast').getByRole('region', { name: 'Your items are saved to your account' }),
  'sp-session-timeout': (page) => page.getByRole('alertdialog', { name: 'Your session is about to end' }),
  'sp-import-dialog': (page) => page.getByRole('dialog', { name: 'Import your drugs and doctors' }).getByRole('textbox', { name: 'First name' }),
  'sp-identity-dialog': (page) => page.getByRole('dialog', { name: 'Confirm your identity' }).getByRole('textbox', { name: 'Medicare number' }),
  'sp-profile': (page) => page.locator('sp-profile').getByText('Hello, Margaret', { exact: true }),
};

/** What the persona's data is, where a visible locator alone would not say it is theirs. */
const PERSONA_VALUES: Record<string, string> = {
  'sp-import-dialog': 'Margaret',
  'sp-identity-dialog': '3GJ6-VG7-PM94',
};

/**
 * The page's own same-origin links (not those inside a live example's shadow
 * root), as absolute URLs; the sign-in links, which carry a query, are
 * followed by the live-example tests.
 */
async function linksOf(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('a[href]')]
    .map((a) => new URL((a as HTMLAnchorElement).href))
    .filter((url) => url.origin === location.origin && url.search === '')
    .map((url) => url.href));
}

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

test('/docs leads to the overview, which lists every element of the manifest', async ({ page }) => {
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/$/);
  const elements = page.getByRole('table', { name: 'Elements' });
  for (const { tagName } of declarations) await expect(elements.getByRole('link', { name: `<${tagName}>`, exact: true })).toBeVisible();
});

test('every docs page opens, every link between them resolves to a page and its fragment, axe finds nothing, and nothing scrolls sideways at 200% or 400% zoom', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(ZOOMS[0][1]);
  const idsByPage = new Map<string, Set<string>>();
  const fragments: URL[] = [];
  const queue = ['/docs/'];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (idsByPage.has(path)) continue;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await settled(page);
    idsByPage.set(path, new Set(await page.locator('[id]').evaluateAll((nodes) => nodes.map((node) => node.id))));
    expect(await axeViolations(page), path).toEqual([]);
    for (const [zoom, viewport] of ZOOMS) {
      await page.setViewportSize(viewport);
      const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(scrollWidth, `${path} scrolls sideways at ${zoom} zoom`).toBeLessThanOrEqual(clientWidth!);
    }
    await page.setViewportSize(ZOOMS[0][1]);
    for (const link of await linksOf(page)) {
      const url = new URL(link);
      expect(url.pathname, `${path} links out of the docs`).toMatch(/^\/docs\//);
      if (url.hash) fragments.push(url);
      queue.push(url.pathname);
    }
  }
  // The overview, embedding and theming pages, and a page per element and per event.
  expect(idsByPage.size).toBeGreaterThan(3 + declarations.length);
  for (const url of fragments) {
    expect(idsByPage.get(url.pathname)?.has(decodeURIComponent(url.hash.slice(1))), `${url.pathname}${url.hash}`).toBe(true);
  }
});

for (const { tagName, demos } of declarations) {
  test(`the live example of <${tagName}> renders its persona's data after the page's sign-in link, with no axe violation`, async ({ page }) => {
    const [demo] = demos ?? [];
    expect(demo, `<${tagName}> has a live example`).toBeDefined();
    const shows = PERSONA_DATA[tagName];
    expect(shows, `what the live example of <${tagName}> shows is listed here`).toBeDefined();
    await page.goto(`/docs/elements/${tagName}.html`);
    await page.getByRole('link', { name: `Sign in as ${demo!.persona}` }).click();
    await page.waitForURL((url) => url.searchParams.get('persona') === demo!.persona);
    const seen = shows!(page);
    await expect(seen).toBeVisible({ timeout: 20_000 });
    if (PERSONA_VALUES[tagName]) await expect(seen).toHaveValue(PERSONA_VALUES[tagName]!);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
