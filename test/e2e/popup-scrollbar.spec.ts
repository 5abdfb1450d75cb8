/**
 * A pop-up holds the page still behind it where scrollbars take room
 * (Windows, Linux, a Mac set to always show them): the page stops scrolling
 * but keeps its scrollbar's room, so nothing moves sideways as the pop-up
 * opens or as it closes, and a page too short to scroll gets no room it did
 * not have. Headless Chromium hides scrollbars unless told not to; these
 * tests show them, as a desktop does.
 */
import { expect, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { test } from './fixtures';
import { resetDatabase } from './helpers';

test.use({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs, ignoreDefaultArgs: ['--hide-scrollbars'] } });


test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

/** Where two of the page's blocks sit across the window, and whether the page shows a scrollbar. */
function positions(page: Page, selectors: readonly [string, string]) {
  return page.evaluate((wanted) => {
    const x = (selector: string) => {
      const [host, inner] = selector.split(' >>> ');
      return host && inner ? document.querySelector(host)!.shadowRoot!.querySelector(inner)!.getBoundingClientRect().x : NaN;
    };
    return { first: x(wanted[0]), second: x(wanted[1]), scrollbar: window.innerWidth > document.documentElement.clientWidth };
  }, selectors);
}

interface PopUpPage {
  url: string;
  row: string;
  dialog: RegExp;
  keep: string;
  /** Two blocks of the page, each `host >>> selector in its shadow root`. */
  blocks: readonly [string, string];
}

const PROFILE: PopUpPage = {
  url: '/profile.html?persona=member&date=2025-11-15&brand=aarp&fault=',
  row: 'sp-profile [data-plan-card]',
  dialog: /Remove this plan/,
  keep: 'Keep plan',
  blocks: ['sp-profile >>> h1', 'sp-profile >>> sp-saved-plans'],
};

const CMS: PopUpPage = {
  url: '/cms.html?persona=member&date=2025-11-15&brand=aarp&fault=',
  row: 'sp-drug-list .sp-drugs__row',
  dialog: /Remove drug/,
  keep: 'Keep drug',
  blocks: ['sp-drug-list >>> h2', 'sp-provider-list >>> h2'],
};

async function openAndClosePopUp(page: Page, where: PopUpPage) {
  const before = await positions(page, where.blocks);
  await page.locator(where.row).first().getByRole('button', { name: /^Remove/ }).click();
  const popUp = page.getByRole('dialog', { name: where.dialog });
  await expect(popUp).toBeVisible();
  const open = await positions(page, where.blocks);
  await popUp.getByRole('button', { name: where.keep }).click();
  await expect(popUp).toBeHidden();
  return { before, open, closed: await positions(page, where.blocks) };
}

test('opening and closing a remove pop-up moves nothing behind it sideways on a page with a scrollbar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(PROFILE.url);
  await expect(page.locator(PROFILE.row).first()).toBeVisible();
  const { before, open, closed } = await openAndClosePopUp(page, PROFILE);
  expect(before.scrollbar, 'the page scrolls, so it shows a scrollbar').toBe(true);
  expect({ ...open, scrollbar: true }).toEqual(before);
  expect(closed).toEqual(before);
  expect(await page.evaluate(() => document.documentElement.style.scrollbarGutter), 'the page’s own gutter is back').toBe('');
});

test('the page cannot scroll behind an open pop-up, and scrolls again once it closes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(PROFILE.url);
  await page.locator(PROFILE.row).first().getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByRole('dialog', { name: PROFILE.dialog })).toBeVisible();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.move(10, 650);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY), 'the page behind stayed where it was').toBe(scrolled);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: PROFILE.dialog })).toBeHidden();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
});

test('a page too short to scroll gets no scrollbar room when a pop-up opens, so nothing moves the other way', async ({ page }) => {
  await page.goto(CMS.url);
  await expect(page.locator(CMS.row).first()).toBeVisible();
  // A window taller than the whole page.
  await page.setViewportSize({ width: 1280, height: (await page.evaluate(() => document.documentElement.scrollHeight)) + 400 });
  const { before, open, closed } = await openAndClosePopUp(page, CMS);
  expect(before.scrollbar, 'the whole page fits the window').toBe(false);
  expect(open).toEqual(before);
  expect(closed).toEqual(before);
});

test('a host page that keeps its own scrollbar room on both edges keeps it: nothing moves as a pop-up opens and closes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(CMS.url);
  // The host's own rule (a sheet of its own: the demo's policy refuses inline styles).
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('html { scrollbar-gutter: stable both-edges; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await expect(page.locator(CMS.row).first()).toBeVisible();
  const { before, open, closed } = await openAndClosePopUp(page, CMS);
  expect(before.scrollbar, 'the page scrolls, so it shows a scrollbar').toBe(true);
  expect([open.first, open.second]).toEqual([before.first, before.second]);
  expect(closed).toEqual(before);
});
