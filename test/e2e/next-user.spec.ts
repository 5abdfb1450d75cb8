/**
 * Nothing of one user reaches the next in the same browser: a member starts
 * an online enrollment (the hand-off is written), the host's own sign-out
 * page ends the session (/hsid-logout, not the library's sign-out), another
 * user signs in; none of the member's hand-off or stored values can be read
 * or is used on that user's pages.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled, signInAs } from './helpers';

const SIGNED_IN_TOAST = 'Your items are saved to your account';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

/** Every key and cookie of the library, and of the host tools it documents, the page can read. */
function ourStoredValues(page: Page) {
  return page.evaluate(() => {
    const ours = (key: string) => key.startsWith('sp.') || key === 'providers';
    const entries = (area: Storage) => Object.keys(area).filter(ours).map((key) => [key, area.getItem(key) ?? ''] as const);
    return { local: Object.fromEntries(entries(localStorage)), session: Object.fromEntries(entries(sessionStorage)), cookies: document.cookie };
  });
}

async function uuidOf(page: Page, persona: string): Promise<string> {
  const personas = (await (await page.request.get('/qa/personas')).json()) as { id: string; uuid: string }[];
  return personas.find((p) => p.id === persona)!.uuid;
}

test('after the host signs the member out on its own page, the next user finds none of the member\'s hand-off or stored values', async ({ page }) => {
  const member = await uuidOf(page, 'member');
  const shopper = await uuidOf(page, 'shopper');
  await page.goto('/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=#plans');
  await settled(page);
  await expect(page.locator('sp-toast').getByRole('region', { name: SIGNED_IN_TOAST })).toBeVisible();
  const enroll = page.locator('sp-profile').getByRole('button', { name: /^Enroll in plan/ }).first();
  const label = (await enroll.textContent()) ?? '';
  const planName = label.slice(label.indexOf(':') + 1).trim();
  await enroll.click();
  await page.waitForURL((url) => url.pathname.startsWith('/online-enrollment/'));
  const enrollmentPage = new URL(page.url()).pathname;
  await expect(page.locator('#ole-plan')).toContainText(`Plan: ${planName}`);
  const left = await ourStoredValues(page);
  expect(Object.keys(left.local)).toEqual(expect.arrayContaining(['sp.ole.plan', 'sp.ole.recommendation', 'sp.ole.providers', 'sp.planYear', 'sp.toastShown.authenticated']));
  expect(left.cookies).toContain('sp-ole-plan=');

  // The host's own sign-out page: the library does not run there.
  await page.goto('/hsid-logout');
  await signInAs(page, 'shopper', '/profile.html');
  await settled(page);

  const found = await ourStoredValues(page);
  expect(found.cookies).not.toContain('sp-ole-plan=');
  expect(Object.keys(found.local).filter((key) => key.startsWith('sp.ole.'))).toEqual([]);
  for (const [key, value] of [...Object.entries(found.local), ...Object.entries(found.session)]) expect(value, `${key} holds the member's data`).not.toContain(member);
  for (const [key, value] of Object.entries(found.local)) expect(value, `${key} holds the member's plan`).not.toContain(planName);
  expect(found.local['sp.owner']).toBe(shopper);
  // The member's "toast shown" flag is not the shopper's: the shopper sees the toast once too.
  await expect(page.locator('sp-toast').getByRole('region', { name: SIGNED_IN_TOAST })).toBeVisible();

  // The enrollment page the member reached has nothing of theirs for the shopper.
  await page.goto(enrollmentPage);
  await expect(page.getByRole('heading', { name: /^Online enrollment/, level: 1 })).toBeVisible();
  await expect(page.getByText('No online-enrollment cookie.')).toBeVisible();
  const handOff = page.getByRole('list', { name: 'Hand-off keys' });
  for (const key of ['sp.ole.plan', 'sp.ole.recommendation', 'sp.ole.providers']) await expect(handOff).toContainText(`${key}: not written.`);
});

test('an enrollment page reached straight after the host\'s sign-out does not read the member\'s hand-off', async ({ page }) => {
  await page.goto('/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=#plans');
  await settled(page);
  await page.locator('sp-profile').getByRole('button', { name: /^Enroll in plan/ }).first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/online-enrollment/'));
  const enrollmentPage = new URL(page.url()).pathname;
  // The host's sign-out sends the browser straight back to the enrollment page: no library page in between, so the
  // stand-in, as an enrollment page must, checks whose hand-off it is.
  await page.goto(`/hsid-logout?returnUrl=${encodeURIComponent(enrollmentPage)}`);
  await page.waitForURL((url) => url.pathname === enrollmentPage);
  expect(await page.evaluate(() => document.cookie)).toContain('sp-ole-plan=');
  await expect(page.locator('#ole-plan')).toHaveText('The online-enrollment cookie was written for another user; it is not read.');
});

/** The plan names the saved-plan cards show (their remove buttons name them). */
function savedPlanNames(page: Page) {
  return page.locator('sp-profile').getByRole('button', { name: /^Remove .+ from saved plans$/ }).evaluateAll((buttons) => buttons.map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').replace(/^Remove /, '').replace(/ from saved plans$/, '')));
}

test('a session that ends on the server while the member\'s page is open: her next removal leaves the page as a guest\'s, showing and keeping none of her items', async ({ page }) => {
  const member = await uuidOf(page, 'member');
  await page.goto('/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=#plans');
  await settled(page);
  const hers = await savedPlanNames(page);
  expect(hers.length).toBeGreaterThan(1);
  // Her session ends on the server (the idle or absolute time-out, or every session of hers ended).
  expect((await page.request.delete(`/qa/sessions/${member}`)).ok()).toBe(true);

  await page.locator('sp-profile').getByRole('button', { name: `Remove ${hers[0]} from saved plans` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove from saved plans' }).click();
  await expect(page.locator('sp-profile').getByRole('heading', { name: 'Your guest account', level: 1 })).toBeVisible();
  await settled(page);
  expect(await savedPlanNames(page)).toEqual([]);
  await expect(page.locator('sp-profile')).not.toContainText(hers[1]!);

  // The next person saves a plan on this page as a guest: only that plan is kept for them.
  const found = (await (await page.request.get('/demo-api/plans/search?zip=10001&year=2026&type=PDP')).json()) as { plans: { planId: string; planName: string }[] };
  const theirs = found.plans.find((plan) => !hers.includes(plan.planName))!;
  expect(await page.evaluate((plan) => window.shopperProfile!.actions.savePlan(plan as never), theirs)).toBe(true);
  const kept = await page.evaluate(() => localStorage.getItem('sp.guestProfile') ?? '');
  for (const name of hers) expect(kept).not.toContain(name);
  // The same page again, without the address that signed her in.
  await page.goto('/profile.html#plans');
  await settled(page);
  expect(await savedPlanNames(page)).toEqual([theirs.planName]);
});

test('a page left open from one user\'s visit does not sign out the user another tab signed in since: it shows that user\'s profile', async ({ page, context }) => {
  await page.goto('/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=#plans');
  await settled(page);
  const hers = await savedPlanNames(page);
  const other = await context.newPage();
  await signInAs(other, 'shopper');
  await settled(other);
  await expect(other.locator('sp-profile').getByRole('heading', { name: 'Hello, Carlos' })).toBeVisible();
  const his = await savedPlanNames(other);
  expect(his).not.toEqual(hers);

  const calls: string[] = [];
  page.on('request', (request) => calls.push(`${request.method()} ${new URL(request.url()).pathname}`));
  // The member's page still shows her plans; the browser's session is Carlos's now, so her removal is refused.
  await page.locator('sp-profile').getByRole('button', { name: `Remove ${hers[0]} from saved plans` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove from saved plans' }).click();
  await expect(page.locator('sp-profile').getByRole('heading', { name: 'Hello, Carlos' })).toBeVisible();
  await settled(page);
  expect(calls).not.toContain('DELETE /landrover/api/logout');
  expect(await savedPlanNames(page)).toEqual(his);
  await other.reload();
  await settled(other);
  await expect(other.locator('sp-profile').getByRole('heading', { name: 'Hello, Carlos' })).toBeVisible();
});
