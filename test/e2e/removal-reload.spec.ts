/**
 * A removal shows at once (spec §4.12), so a person may leave the page before
 * the server has answered: reloading, following a link, closing the tab. What
 * they saw go stays gone. Here the writes are held at the network until the
 * page has been reloaded, the moment the item left the list.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

const PROFILE = '/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

/**
 * Holds every saved-item write (a DELETE or POST to the Users API) at the network until the page has been
 * reloaded, then lets it go on: the moment a person leaves before the server has answered.
 */
async function holdWritesUntilReloaded(page: Page): Promise<{ reload: () => Promise<void> }> {
  let release!: () => void;
  let wrote!: () => void;
  const reloaded = new Promise<void>((resolve) => (release = resolve));
  const sent = new Promise<void>((resolve) => (wrote = resolve));
  await page.route(/\/landrover\/api\/Users\//, async (route) => {
    if (route.request().method() === 'GET') return route.continue();
    wrote();
    await reloaded;
    // A write the browser dropped with the page it came from cannot go on: the server never hears of it.
    await route.continue().catch(() => undefined);
  });
  return {
    // Once the write is on its way: the moment the server has it but has not answered.
    reload: async () => {
      await sent;
      await page.reload();
      release();
    },
  };
}

async function confirmThenReload(page: Page, removeButton: Locator, dialogName: string, confirmName: string, gone: Locator): Promise<void> {
  const { reload } = await holdWritesUntilReloaded(page);
  await removeButton.click();
  await page.getByRole('dialog', { name: dialogName }).getByRole('button', { name: confirmName }).click();
  await expect(gone).toHaveCount(0);
  await reload();
  // The reloaded page's own profile read may run before the held write goes on: the person's next visit is
  // what must not show the item again.
  await expect(async () => {
    await page.reload();
    await settled(page);
    await expect(gone).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test('a saved plan removed stays removed when the member reloads before the server has answered', async ({ page }) => {
  await page.goto(`${PROFILE}#plans`);
  await settled(page);
  const cards = page.locator('sp-profile article[data-plan-card]');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  const name = (await cards.first().getByRole('heading').first().textContent())!.trim();
  const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
  await confirmThenReload(page, card.getByRole('button', { name: `Remove ${name} from saved plans` }), 'Remove this plan from your saved plans?', 'Remove from saved plans', card);
  await expect(cards).toHaveCount(count - 1);
  await expect(card).toHaveCount(0);
});

test('a saved drug removed stays removed when the member reloads before the server has answered', async ({ page }) => {
  await page.goto(`${PROFILE}#drugs`);
  await settled(page);
  const drugTitles = page.locator('sp-profile').getByRole('button', { name: /, drug information$/ });
  await expect(drugTitles.first()).toBeVisible();
  const count = await drugTitles.count();
  const first = (await drugTitles.first().textContent())!;
  const title = drugTitles.filter({ hasText: first });
  await confirmThenReload(page, page.locator('sp-profile').getByRole('button', { name: `Remove ${first}`, exact: true }), 'Remove drug', 'Remove from saved drugs', title);
  await expect(drugTitles).toHaveCount(count - 1);
  await expect(title).toHaveCount(0);
});
