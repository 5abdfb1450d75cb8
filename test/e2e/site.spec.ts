/**
 * Every demo page passes an axe check (WCAG 2.1 A/AA), does not scroll
 * sideways, and is written as a screenshot at phone and desktop widths
 * (test-results/screenshots/).
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

for (const persona of ['guest', 'member'] as const) {
  for (const [name, path] of PAGES) {
    test(`${name} page as ${persona} has no WCAG A/AA violations`, async ({ page }) => {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}persona=${persona}&date=2026-03-02&brand=aarp&flags=&fault=`);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  for (const brand of ['aarp', 'uhc'] as const) {
    test(`the main pages, ${brand} at ${viewport} width, do not scroll sideways, have no WCAG A/AA violations, and are written as screenshots`, async ({ page }, testInfo) => {
      // Ten pages, each checked by axe and photographed.
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      for (const [name, path] of PAGES) {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}persona=member&date=2026-03-02&brand=${brand}&flags=lisChanges&fault=`);
        await settled(page);
        await expect(page.getByRole('banner').getByRole('link', { name: brand === 'aarp' ? 'AARP Medicare Plans' : 'UnitedHealthcare' })).toBeVisible();
        // Soft: one run reports every page that fails, not just the first.
        const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
        expect.soft(widths.scrollWidth, `${name} scrolls sideways at ${viewport} width`).toBeLessThanOrEqual(widths.innerWidth);
        expect.soft(await axeViolations(page), `${name} at ${viewport} width`).toEqual([]);
        await screenshot(page, `${name}-${brand}-${viewport}`, testInfo);
      }
    });
  }
}
