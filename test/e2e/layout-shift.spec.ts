/**
 * The page does not jump as the elements arrive (Core Web Vitals' layout
 * shift, as a phone shows the demo pages): every tag holds its reserved
 * height from the first paint (dist/shopper-profile.css, or the AEM
 * clientlib's CSS), keeps it once defined and only grows; the site's header
 * and footer are in the page's HTML. The bench holds the figure to Lighthouse's
 * budget; here each page is held to the same 0.05 with the browser's own
 * layout-shift entries, which name what moved when it fails.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

const PHONE = { width: 412, height: 823 };
const QUIET = 'date=2025-11-15&brand=aarp&fault=';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

/** Records every layout shift from the first paint, with what moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] }[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((s) => {
          const node = s.node as Element | null | undefined;
          const root = node?.getRootNode() as ShadowRoot | Document | undefined;
          const host = root instanceof ShadowRoot ? `${root.host.localName} > ` : '';
          return `${host}${node?.nodeName?.toLowerCase() ?? '?'}.${node instanceof Element ? node.className : ''}`;
        });
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsOf(page: Page, url: string, ready: () => Promise<void>, screen = PHONE) {
  await page.setViewportSize(screen);
  await recordShifts(page);
  await page.goto(url);
  await ready();
  await settled(page);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), moved: shifts.flatMap((s) => s.moved) };
}

test('the profile page as a member does not jump as the profile, its view and the toast arrive', async ({ page }) => {
  const { total, moved } = await shiftsOf(page, `/profile.html?persona=member&${QUIET}`, async () => {
    await expect(page.locator('sp-profile').getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    await expect(page.locator('sp-profile [data-plan-card]').first()).toBeVisible();
  });
  expect(total, `moved: ${moved.join(', ')}`).toBeLessThanOrEqual(0.05);
});

test('the dashboard does not jump as its sections arrive', async ({ page }) => {
  const { total, moved } = await shiftsOf(page, `/dashboard.html?persona=member&${QUIET}`, async () => {
    await expect(page.locator('sp-dashboard .sp-dashboard__tile').first()).toBeVisible();
  });
  expect(total, `moved: ${moved.join(', ')}`).toBeLessThanOrEqual(0.05);
});

test('the dashboard\'s application cards hold their places while the pending applications, statuses and contacts arrive after the profile', async ({ page }) => {
  // A taller phone (412 x 915): the first application card is in the first screen under the demo's QA panel.
  // The pending enrollments answer after the first render and sort in ahead: a card moved into view counts.
  const { total, moved } = await shiftsOf(page, `/dashboard.html?persona=member&${QUIET}`, async () => {
    await expect(page.locator('sp-dashboard .sp-dashboard__application').first()).toBeVisible();
  }, { width: PHONE.width, height: 915 });
  expect(total, `moved: ${moved.join(', ')}`).toBeLessThanOrEqual(0.05);
});

for (const [name, path] of [['CMS article', '/cms.html'], ['CMS article through the AEM clientlib', '/cms-loader.html'], ['plan compare page', '/plan-compare.html'], ['drug cost estimator page', '/dce.html']] as const) {
  test(`the ${name}'s text does not move as the drug list and the saved-plans panel arrive`, async ({ page }) => {
    const { total, moved } = await shiftsOf(page, `${path}?persona=member&${QUIET}`, async () => {
      await expect(page.locator('sp-drug-list .sp-drugs__row').first()).toBeVisible();
      await expect(page.locator('sp-saved-plans[variant="panel"] .sp-saved-plans-panel__item').first()).toBeVisible();
    });
    expect(total, `moved: ${moved.join(', ')}`).toBeLessThanOrEqual(0.05);
  });
}

test('the reserved space ships for the page head: dist/shopper-profile.css and the clientlib CSS hold every tag, before it is defined', async ({ page }) => {
  for (const url of ['/dist/shopper-profile.css', '/etc.clientlibs/shopper-profile/clientlibs/shopper-profile.css', '/etc.clientlibs/shopper-profile/clientlibs/shopper-profile-classic.css']) {
    const answer = await page.request.get(url);
    expect(answer.headers()['content-type'], url).toContain('text/css');
    const text = await answer.text();
    expect(text, url).toMatch(/sp-profile:not\(:defined\)\s*\{\s*min-height:\s*100vh/);
    expect(text, url).toMatch(/sp-drug-list:not\(:defined\)\s*\{\s*min-height:/);
  }
});
