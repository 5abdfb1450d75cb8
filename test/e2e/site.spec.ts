/**
 * Every demo page, as a guest and as a member, passes an axe check (WCAG 2.1
 * A/AA) and does not scroll sideways; the member's are written as screenshots
 * at phone and desktop widths (test-results/screenshots/). Each page and state
 * is checked once.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { axeViolations, resetDatabase, screenshot, settled, VIEWPORTS } from './helpers';

// Each test opens its own pages: both workers may share this file's tests.
test.describe.configure({ mode: 'parallel' });

const PAGES = [
  ['console', '/'],
  ['profile', '/profile.html'],
  ['dashboard', '/dashboard.html'],
  ['plans', '/plans.html?zip=10001'],
  ['plan-compare', '/plan-compare.html?zipcode=10001&county=36061&planYear=2026&planType=MA&compareplanIds=H3387-001-000,H3387-002-000'],
  ['dce', '/dce.html'],
  ['recommendation', '/plan-recommendation-engine.html'],
  ['cms', '/cms.html'],
  ['cms-classic', '/cms-classic.html'],
  ['aem', '/aem.html'],
] as const;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await resetDatabase(page);
  await page.close();
});

/** The states each page is checked in: the guest and the member (both brands, both widths, the feature flag on and off). */
const STATES = [
  { who: 'guest', brand: 'aarp', viewport: 'desktop', flags: '' },
  // The member without feature flags here, with lisChanges in the other three: each page is checked once in each state.
  { who: 'member', brand: 'aarp', viewport: 'desktop', flags: '' },
  { who: 'member', brand: 'aarp', viewport: 'phone', flags: 'lisChanges' },
  { who: 'member', brand: 'uhc', viewport: 'desktop', flags: 'lisChanges' },
  { who: 'member', brand: 'uhc', viewport: 'phone', flags: 'lisChanges' },
] as const;

// One test per state, its ten pages in one tab: the pages after the first load the library from the browser's cache.
for (const { who, brand, viewport, flags } of STATES) {
  test(`the main pages, ${brand} at ${viewport} width as ${who}, do not scroll sideways, have no WCAG A/AA violations, and are written as screenshots`, async ({ page }, testInfo) => {
    // Ten pages, each checked by axe (and the member's photographed).
    test.setTimeout(120_000);
    await page.setViewportSize(VIEWPORTS[viewport]);
    for (const [name, path] of PAGES) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}persona=${who}&date=2026-03-02&brand=${brand}&flags=${flags}&fault=`);
      await settled(page);
      await expect(page.getByRole('banner').getByRole('link', { name: brand === 'aarp' ? 'AARP Medicare Plans' : 'UnitedHealthcare' })).toBeVisible();
      // Soft: one run reports every page that fails, not just the first.
      const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect.soft(widths.scrollWidth, `${name} scrolls sideways at ${viewport} width`).toBeLessThanOrEqual(widths.innerWidth);
      expect.soft(await axeViolations(page), `${name} at ${viewport} width as ${who}`).toEqual([]);
      // The member's pages are the ones reviewed by eye (the guest's show less).
      if (who === 'member') await screenshot(page, `${name}-${brand}-${viewport}${flags ? '' : '-no-flags'}`, testInfo);
    }
  });
}
