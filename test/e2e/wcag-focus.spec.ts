/**
 * WCAG 2.4.11, focus not obscured, where older users meet it: Tab through
 * each kind of demo page with the toast showing, in an ordinary window, a 320 px
 * one, a phone and a laptop at 200% text, and at 400% zoom. At every stop
 * the page is asked what covers the focused control: nothing may hide it
 * wholly (the QA panel sticking to the foot of the demo pages included),
 * and the toast may not cover any of it.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO_PAGES, WINDOWS, hiddenFocus, openDemoPage, useWindow, withChecks } from './wcag';

// Each test opens its own pages: both workers may share this file's tests.
test.describe.configure({ mode: 'parallel' });

const SIZES = [WINDOWS.desktop, WINDOWS.narrow, WINDOWS.phoneLargeText, WINDOWS.desktopLargeText, WINDOWS.zoom400];
/** The pages whose Tab stops differ in kind (the doctors view, plan compare and a cloaked session repeat these). */
const WALKED = DEMO_PAGES.filter((demo) => !/doctors|plan compare|cloaked/.test(demo.name));

for (const demo of WALKED) {
  test(`${demo.name}: no Tab stop is under the toast or wholly hidden, at 320 px, at 200% text and at 400% zoom`, async ({ page }) => {
    test.setTimeout(120_000);
    await withChecks(page);
    await openDemoPage(page, demo.url);
    await expect(page.locator('sp-toast').getByRole('region')).toBeVisible();
    for (const size of SIZES) {
      await useWindow(page, size);
      expect.soft(await hiddenFocus(page), size.name).toEqual([]);
    }
  });
}
