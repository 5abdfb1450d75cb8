/**
 * The library's bundles as a host page loads them: the classic script alone
 * (a CMS page that cannot load modules), the module build joining it later,
 * and the page config script placed after the library's script tag.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

const QUIET = 'date=2026-03-02&brand=aarp&flags=lisChanges&fault=';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

/** Every tag the manifest lists (dist/custom-elements.json). */
async function manifestTags(page: Page): Promise<string[]> {
  const manifest = (await (await page.request.get('/dist/custom-elements.json')).json()) as { modules: { declarations: { tagName: string }[] }[] };
  return manifest.modules.map((m) => m.declarations[0]!.tagName);
}

test('the classic script alone defines every sp-* tag and renders a member\'s data; the module build loaded afterwards joins the same store', async ({ page }) => {
  const moduleRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/dist/index.js' || pathname.startsWith('/dist/elements/') || pathname.startsWith('/dist/chunks/')) moduleRequests.push(pathname);
  });
  await page.goto(`/cms-classic-only.html?persona=member&${QUIET}`);
  await settled(page);

  await expect(page.locator('sp-drug-list').getByRole('button', { name: /, drug information$/ })).toHaveText(['Atorvastatin Calcium TAB 20MG', 'Eliquis TAB 5MG', 'Metformin HCl TAB 500MG']);
  await expect(page.locator('sp-saved-plans[variant="panel"]').getByRole('heading', { name: 'Saved plans (4)' })).toBeVisible();
  await expect(page.locator('sp-toast').getByRole('region', { name: 'Your items are saved to your account' })).toBeVisible();

  const tags = await manifestTags(page);
  expect(tags.length).toBeGreaterThan(5);
  const undefinedTags = await page.evaluate((names) => names.filter((name) => customElements.get(name) === undefined), tags);
  expect(undefinedTags).toEqual([]);
  expect(moduleRequests, 'the classic script needs no module of the library').toEqual([]);

  // Reverse of the two-bundles test: the module build arrives second and reuses the runtime.
  const joined = await page.evaluate(async () => {
    const before = window.shopperProfile!;
    const storeBefore = before.store;
    await import(/* @vite-ignore */ `${'/dist/index.js'}`);
    return {
      sameRuntime: window.shopperProfile === before,
      sameStore: window.shopperProfile!.store === storeBefore,
      globalStore: (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('shopper-profile.store')] === storeBefore,
    };
  });
  expect(joined).toEqual({ sameRuntime: true, sameStore: true, globalStore: true });
  expect(moduleRequests).toContain('/dist/index.js');

  // An element added after both loaded still reads the member's profile from the one store.
  await page.getByRole('button', { name: 'Add more content' }).click();
  await expect(page.locator('sp-extra-help').getByRole('button', { name: 'I receive Extra Help' })).toBeVisible();
  await expect(page.locator('sp-drug-list').getByRole('button', { name: /, drug information$/ })).toHaveCount(3);
});

/** The classic bundle's side files (dist/shopper-profile.iife.<name>-<hash>.js), by name, in the order asked for. */
function classicSideFiles(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const side = /\/shopper-profile\.iife\.([a-z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (side) asked.push(side[1]!);
  });
  return asked;
}

test('the classic script keeps the Spanish texts apart: an English page never fetches them, a Spanish page fetches them once and shows Spanish', async ({ page }) => {
  const asked = classicSideFiles(page);
  await page.goto(`/cms-classic-only.html?persona=member&${QUIET}`);
  await settled(page);
  await expect(page.locator('sp-saved-plans[variant="panel"]').getByRole('heading', { name: 'Saved plans (4)' })).toBeVisible();
  expect(asked.filter((name) => name === 'spanish')).toEqual([]);

  await page.goto(`/cms-classic-only.html?persona=member&lang=es&${QUIET}`);
  await expect(page.locator('sp-saved-plans[variant="panel"]').getByRole('heading', { name: 'Planes guardados (4)' })).toBeVisible();
  await settled(page);
  expect(asked.filter((name) => name === 'spanish')).toEqual(['spanish']);
});

test('the classic script loads a pop-up body as a side file: when it cannot be fetched the pop-up says so, and Try again opens it and its removal runs', async ({ page }) => {
  const asked = classicSideFiles(page);
  let offline = true;
  await page.route(/\/shopper-profile\.iife\.removedrugdialog-[\w-]+\.js$/, (route) => (offline ? route.abort() : route.continue()));
  await page.goto(`/cms-classic-only.html?persona=member&${QUIET}`);
  await settled(page);
  const drugs = page.locator('sp-drug-list');
  const names = drugs.getByRole('button', { name: /, drug information$/ });
  const before = await names.count();
  const first = (await names.first().textContent())!;
  await drugs.getByRole('button', { name: `Remove ${first}`, exact: true }).click();
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeVisible();

  offline = false;
  await tryAgain.click();
  await page.getByRole('dialog', { name: 'Remove drug' }).getByRole('button', { name: 'Remove from saved drugs' }).click();
  await expect(names).toHaveCount(before - 1);
  expect(asked).toEqual(expect.arrayContaining(['removedrugdialog', 'removal']));
});

test('the classic script loads the HTML sanitiser as a side file on first need, under the strict policy, and shows the CMS markup sanitised', async ({ page, cspViolations }) => {
  const asked = classicSideFiles(page);
  // The profile page with the classic script in place of the module build.
  await page.route(/\/profile\.html/, async (route) => {
    const original = await route.fetch();
    const body = (await original.text()).replace('<script type="module" src="/dist/index.js"></script>', '<script defer src="/dist/shopper-profile.iife.js"></script>');
    await route.fulfill({ response: original, body });
  });
  await page.goto(`/profile.html?persona=member&${QUIET}`);
  const disclosures = page.locator('sp-profile .sp-profile__disclosures .sp-safe-html');
  await disclosures.scrollIntoViewIfNeeded();
  await expect(disclosures).not.toBeEmpty();
  expect(await disclosures.locator('script, [onclick], [onerror]').count()).toBe(0);
  // Once, beside the pop-up bodies and other code fetched on need or once the page is idle.
  expect(asked.filter((name) => name === 'trustedhtml')).toEqual(['trustedhtml']);
  expect(cspViolations).toEqual([]);
});

/**
 * A bare host page: the library in <head>, the page config at the end of
 * <body>, and no element yet (an element's startup would read the config
 * itself; here only the runtime's own reading can apply it).
 */
function latePage(libraryTag: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Late config</title>
  ${libraryTag}
</head>
<body>
  <main id="main"></main>
  <script type="application/json" id="sp-config">{"brand":"uhc"}</script>
</body>
</html>`;
}

const LIBRARY_TAGS = [
  ['the module build', '<script type="module" src="/dist/index.js"></script>'],
  // Runs while the page is still parsing: the config script does not exist yet and is read at DOMContentLoaded.
  ['the classic script', '<script src="/dist/shopper-profile.iife.js"></script>'],
] as const;

for (const [name, libraryTag] of LIBRARY_TAGS) {
  test(`an sp-config script placed after ${name}'s script tag is applied`, async ({ page }) => {
    await page.request.get(`/cms.html?persona=guest&${QUIET}`);
    await page.route('**/late-config.html', (route) => route.fulfill({ contentType: 'text/html', body: latePage(libraryTag) }));
    await page.goto('/late-config.html');
    await page.waitForFunction(() => document.readyState === 'complete' && window.shopperProfile !== undefined);
    expect(await page.evaluate(() => window.shopperProfile!.config.brand)).toBe('uhc');
    // An element placed afterwards wears the configured brand.
    await page.evaluate(() => document.getElementById('main')!.append(document.createElement('sp-toast')));
    await expect(page.locator('sp-toast')).toHaveAttribute('data-brand', 'uhc');
  });
}

test('the AEM clientlib\'s classic loader fetches only the modules of the tags on the page, then those of tags added later', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const elementModules = () => requested.filter((p) => /\/elements\/sp-[a-z-]+\.js$/.test(p)).map((p) => p.split('/').pop()).sort();
  await page.goto(`/cms-loader.html?persona=member&${QUIET}`);
  await settled(page);

  await expect(page.locator('sp-drug-list').getByRole('button', { name: /, drug information$/ })).toHaveCount(3);
  await expect(page.locator('sp-saved-plans[variant="panel"]').getByRole('heading', { name: 'Saved plans (4)' })).toBeVisible();
  await expect(page.locator('sp-toast').getByRole('region', { name: 'Your items are saved to your account' })).toBeVisible();
  // The loader imports the module build from the clientlib's resources, never the full classic bundle.
  expect(requested).toContainEqual(expect.stringMatching(/^\/etc\.clientlibs\/shopper-profile\/clientlibs\/shopper-profile\/resources\/[0-9a-f]{12}\/index\.js$/));
  expect(requested.filter((p) => p.includes('iife'))).toEqual([]);
  await expect.poll(elementModules).toEqual(['sp-drug-list.js', 'sp-provider-list.js', 'sp-saved-plans.js', 'sp-session-timeout.js', 'sp-toast.js']);

  await page.getByRole('button', { name: 'Add more content' }).click();
  await expect(page.locator('sp-extra-help').getByRole('button', { name: 'I receive Extra Help' })).toBeVisible();
  expect(elementModules()).toEqual(['sp-drug-list.js', 'sp-extra-help.js', 'sp-import-dialog.js', 'sp-provider-list.js', 'sp-saved-plans.js', 'sp-session-timeout.js', 'sp-toast.js']);
  const profileRequests = requested.filter((p) => p.startsWith('/landrover/api/Users/') && p.includes('/all/'));
  expect(profileRequests).toHaveLength(1);
});
