/**
 * Instant return pages: a member moves from the profile to the
 * dashboard and back; each later page shows their saved items while its
 * profile request is still on its way, then takes the fresh answer. Signing
 * out leaves nothing for the next person on the tab.
 */
import { expect, type Page, type Route } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

const QA = 'persona=member&date=2026-03-02&brand=aarp&flags=&fault=';

/** Holds every profile request of the page until the returned function is called. */
async function holdProfileRequests(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  const pattern = /\/landrover\/api\/Users\/[^/]+\/all\//;
  await page.route(pattern, (route) => (holding ? void held.push(route) : route.continue()));
  return async () => {
    holding = false;
    for (const route of held) await route.continue();
    await page.unroute(pattern);
  };
}

const drugsLink = (page: Page) => page.locator('sp-profile').getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: /^Your drugs/ });

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

test('the next page of a visit shows the saved items while its profile request is on its way, then the fresh answer', async ({ page }) => {
  await page.goto(`/profile.html?${QA}`);
  await settled(page);
  const firstCount = await drugsLink(page).textContent();

  const release = await holdProfileRequests(page);
  await page.goto(`/dashboard.html?${QA}`);
  await expect(page.locator('sp-dashboard').getByRole('heading', { name: 'Your saved plans' })).toBeVisible();
  await release();
  await settled(page);

  const releaseAgain = await holdProfileRequests(page);
  await page.goto(`/profile.html?${QA}`);
  await expect(drugsLink(page)).toHaveText(firstCount!);
  await releaseAgain();
  await settled(page);
  await expect(drugsLink(page)).toHaveText(firstCount!);
});

test('after signing out, the next page shows none of the member\'s data', async ({ page }) => {
  await page.goto(`/profile.html?${QA}`);
  await settled(page);
  await expect(drugsLink(page)).toBeVisible();
  await expect.poll(() => keptCopy(page)).not.toBeNull();
  const memberCopy = await keptCopy(page);
  const memberUuid = memberCopy!.owner.split(' ')[0]!;
  expect(memberUuid).not.toBe('guest');
  await page.locator('sp-profile').getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign out?' });
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await settled(page);
  // The page after sign-out may keep a copy of its own: the guest's, never the member's.
  const after = await page.evaluate(() => sessionStorage.getItem('sp.profileSnapshot'));
  if (after !== null) {
    expect(after).not.toContain(memberUuid);
    expect((JSON.parse(after) as { owner: string }).owner).toMatch(/^guest /);
  }
});

async function keptCopy(page: Page): Promise<{ owner: string } | null> {
  const text = await page.evaluate(() => sessionStorage.getItem('sp.profileSnapshot'));
  return text === null ? null : (JSON.parse(text) as { owner: string });
}
