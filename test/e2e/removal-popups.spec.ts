/**
 * A remove pop-up belongs to the element showing it: a member who leaves a
 * plan's remove pop-up while its removal is still on its way, and opens the
 * pop-up of another plan, keeps that second pop-up open and unchanged when the
 * first removal's answer comes back, whether that answer is a success or a
 * failure. The first answer is held at the network until the second pop-up is
 * open (no timing involved).
 */
import { expect, type Page, type Route } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

const REMOVE_DIALOG = 'Remove this plan from your saved plans?';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

/** Holds the first saved-plan DELETE until `release` is called; it then goes to the server, or answers 500. */
async function holdFirstPlanDelete(page: Page, failing: boolean): Promise<{ held: Promise<void>; release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  let first = true;
  await page.route(/\/landrover\/api\/Users\/[^/]+\/plans\//, async (route: Route) => {
    if (route.request().method() !== 'DELETE' || !first) return route.continue();
    first = false;
    arrived();
    await gate;
    return failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"held, then refused"}' }) : route.continue();
  });
  return { held, release };
}

for (const failing of [false, true]) {
  test(`a removal's late ${failing ? 'failure' : 'success'} leaves the member's second remove pop-up open and unchanged`, async ({ page }) => {
    const { held, release } = await holdFirstPlanDelete(page, failing);
    await page.goto('/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=#plans');
    await settled(page);
    const plans = page.locator('sp-profile');
    const removeButtons = plans.getByRole('button', { name: /^Remove .+ from saved plans$/ });
    await expect(removeButtons.nth(1)).toBeVisible();
    const [firstName, secondName] = await removeButtons.evaluateAll((buttons) => buttons.slice(0, 2).map((b) => (b.textContent ?? '').replace(/^Remove /, '').replace(/ from saved plans$/, '')));

    await removeButtons.first().click();
    const first = page.getByRole('dialog', { name: REMOVE_DIALOG });
    await expect(first).toContainText(firstName!);
    await first.getByRole('button', { name: 'Remove from saved plans' }).click();
    await held;
    // The member does not wait for the answer: "Keep plan" leaves the busy pop-up, the removal goes on.
    await first.getByRole('button', { name: 'Keep plan' }).click();
    await expect(first).toBeHidden();

    await plans.getByRole('button', { name: `Remove ${secondName} from saved plans` }).click();
    const second = page.getByRole('dialog', { name: REMOVE_DIALOG });
    await expect(second).toContainText(secondName!);
    const answered = page.waitForResponse((response) => response.request().method() === 'DELETE');
    release();
    await answered;
    const outcome = failing ? `${firstName} could not be removed. Please try again.` : `${firstName} was removed from your saved plans.`;
    await expect(plans.getByRole('status').filter({ hasText: outcome })).toHaveCount(1);
    if (failing) await expect(plans.getByRole('button', { name: `Remove ${firstName} from saved plans` })).toBeVisible();

    await expect(second).toBeVisible();
    await expect(second).toContainText(secondName!);
    await expect(second).not.toContainText(firstName!);
    await expect(second.getByRole('button', { name: 'Remove from saved plans' })).toBeEnabled();
    await expect(second.getByRole('button', { name: 'Keep plan' })).toBeFocused();
  });
}

test('the removals\' code is not part of the first render: fetched once the page is idle, and when it cannot be, a confirmed removal keeps the plan, says so, and the next try removes it', async ({ page }) => {
  const removalCode: string[] = [];
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (/\/chunks\/removal-[\w-]+\.js$/.test(request.url())) removalCode.push(request.url());
    if (request.method() === 'DELETE') deletes.push(request.url());
  });
  // The connection drops for that one file until the member's second try.
  await page.route(/\/chunks\/removal-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=#plans');
  const plans = page.locator('sp-profile');
  const removeButtons = plans.getByRole('button', { name: /^Remove .+ from saved plans$/ });
  await expect(removeButtons.first()).toBeVisible();
  await settled(page);
  // Fetched ahead once the page had settled, with the pop-ups' code.
  await expect.poll(() => removalCode.length).toBeGreaterThan(0);
  const name = ((await removeButtons.first().textContent()) ?? '').replace(/^Remove /, '').replace(/ from saved plans$/, '');

  await removeButtons.first().click();
  const dialog = page.getByRole('dialog', { name: REMOVE_DIALOG });
  await dialog.getByRole('button', { name: 'Remove from saved plans' }).click();
  await expect(plans.getByRole('status').filter({ hasText: `${name} could not be removed. Please try again.` })).toHaveCount(1);
  await expect(dialog).toBeHidden();
  await expect(plans.getByRole('button', { name: `Remove ${name} from saved plans` })).toBeVisible();
  expect(deletes).toEqual([]);

  await page.unroute(/\/chunks\/removal-[\w-]+\.js$/);
  await plans.getByRole('button', { name: `Remove ${name} from saved plans` }).click();
  await dialog.getByRole('button', { name: 'Remove from saved plans' }).click();
  await expect(plans.getByRole('status').filter({ hasText: `${name} was removed from your saved plans.` })).toHaveCount(1);
  await expect(plans.getByRole('button', { name: `Remove ${name} from saved plans` })).toHaveCount(0);
  expect(deletes).toHaveLength(1);
});
