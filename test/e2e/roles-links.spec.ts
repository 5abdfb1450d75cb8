/**
 * Roles and links with the reference backend answering (spec §1, §2, §6):
 * a cloaked session's own storage keys and recorded agent name, the brand
 * code and environment label on tracking, the uhc brand's links under
 * /medicare, the Extra Help pop-up's second version from a plan card, and
 * the plan-browsing links through the page's shared context service.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled, signInAs } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

interface TrackingMessage {
  name: string;
  data: Record<string, unknown>;
}

/** The 'profile loaded' event's message as the backend stored it (GET /qa/events). */
async function profileLoadedEvent(page: Page): Promise<TrackingMessage> {
  let found: TrackingMessage | undefined;
  await expect.poll(async () => {
    const events = (await (await page.request.get('/qa/events')).json()) as { kind: string; body: unknown }[];
    found = events
      .filter((event) => event.kind === 'gpdCustomEvent')
      .map((event) => (typeof event.body === 'string' ? JSON.parse(event.body) : event.body) as { message: string | TrackingMessage })
      .map((body) => (typeof body.message === 'string' ? JSON.parse(body.message) : body.message) as TrackingMessage)
      .find((message) => message.name === 'profile loaded');
    return found !== undefined;
  }).toBe(true);
  return found!;
}

/** Every href of an <a> inside the page's sp-* elements (through their shadow roots). */
function elementLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hrefs: string[] = [];
    const visit = (root: ParentNode) => {
      for (const node of root.querySelectorAll('*')) {
        if (node instanceof HTMLAnchorElement && node.getAttribute('href')) hrefs.push(node.getAttribute('href')!);
        if (node.shadowRoot) visit(node.shadowRoot);
      }
    };
    for (const host of document.querySelectorAll('*')) if (host.localName.startsWith('sp-') && host.shadowRoot) visit(host.shadowRoot);
    return hrefs;
  });
}

test('a cloaked session keeps its data under its own keys and records the agent name the sign-in answered', async ({ page }) => {
  // Oct 20: two plan years are allowed, so the plan-year toggle shows.
  await signInAs(page, 'cloaked', '/profile.html?date=2026-10-20&brand=aarp&flags=&fault=');
  await settled(page);
  expect(await page.evaluate(() => sessionStorage.getItem('sp.agentUserName'))).toBe('csr.jackson');
  const event = await profileLoadedEvent(page);
  expect(event.data).toMatchObject({ agentUserName: 'csr.jackson', brandCode: 'AMP', environment: 'Dev' });

  // From October the active year is next year: choosing this year stores the choice.
  const thisYear = page.getByRole('button', { name: 'Plans starting in November or December 2026' });
  await thisYear.click();
  await expect(thisYear).toHaveAttribute('aria-pressed', 'true');
  const keys = await page.evaluate(() => ({ cloaked: localStorage.getItem('sp.cloaked.planYear'), plain: localStorage.getItem('sp.planYear') }));
  expect(keys).toEqual({ cloaked: '2026', plain: null });
});

test('a member signed in on the uhc brand: tracking names UMS and every site link of the elements carries /medicare', async ({ page }) => {
  await page.goto('/profile.html?persona=shopper&date=2026-03-02&brand=uhc&flags=&fault=#plans');
  await settled(page);
  expect((await profileLoadedEvent(page)).data).toMatchObject({ brandCode: 'UMS' });
  await expect(page.getByRole('link', { name: /View plan details/ }).first()).toBeVisible();
  const sitePaths = (await elementLinks(page)).filter((href) => href.startsWith('/'));
  expect(sitePaths.length).toBeGreaterThan(3);
  expect(sitePaths.filter((href) => !href.startsWith('/medicare/'))).toEqual([]);

  // The demo serves the brand's pages below the prefix: a plan link lands on its page.
  await page.evaluate(() => {
    delete (window as { planBrowsingContext?: unknown }).planBrowsingContext;
  });
  await page.getByRole('link', { name: /View plan details/ }).first().click();
  await page.waitForURL((url) => url.pathname === '/medicare/plan-details.html');
  await expect(page.getByRole('heading', { name: 'Plan details', level: 1 })).toBeVisible();
});

test('a member signing out on the uhc brand ends at the uhc home below /medicare, signed out', async ({ page }) => {
  await page.goto('/profile.html?persona=shopper&date=2026-03-02&brand=uhc&flags=&fault=');
  await settled(page);
  await page.locator('sp-profile').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/medicare/');
  expect((await (await page.request.get('/landrover/api/session/v1')).json()) as unknown).toMatchObject({ isGuest: true });
});

test("the Extra Help pop-up's second version opens from a plan card with that plan's figures", async ({ page }) => {
  await page.goto('/profile.html?persona=shopper&date=2026-03-02&brand=aarp&flags=lisChanges&fault=#plans');
  await settled(page);
  await page.getByRole('button', { name: 'I receive Extra Help' }).click();
  // The first yes opens the explanatory pop-up (its first version, the spec's default figures).
  const first = page.getByRole('dialog', { name: 'How Extra Help lowers your costs' });
  await expect(first).toContainText('$24.00');
  await first.getByRole('button', { name: 'Continue' }).click();
  await expect(first).toBeHidden();

  const openers = page.getByRole('button', { name: /^How Extra Help lowers this premium for / });
  const card = page.locator('article[data-plan-card]').filter({ has: openers }).first();
  const opener = card.getByRole('button', { name: /^How Extra Help lowers this premium for / });
  const premiums = card.locator('.sp-plan-card__premium').first().locator('dd');
  const monthly = (await premiums.nth(0).textContent())!.trim();
  const lis = (await premiums.nth(1).textContent())!.trim();
  expect(monthly).not.toBe(lis);
  await opener.click();
  const second = page.getByRole('dialog', { name: 'How Extra Help lowers your costs' });
  await expect(second.getByRole('definition').first()).toHaveText(monthly);
  await expect(second.getByRole('definition').nth(1)).toHaveText(lis);
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(opener).toBeFocused();
});

test("on a host page with the shared context service, plan-browsing links hand it the context; without it they are plain links", async ({ page }) => {
  await page.goto('/profile.html?persona=shopper&date=2026-03-02&brand=aarp&flags=&fault=#plans');
  await settled(page);
  const details = page.getByRole('link', { name: /View plan details/ }).first();
  const href = (await details.getAttribute('href'))!;
  const planId = new URL(href, page.url()).searchParams.get('planId');
  await details.click();
  await page.waitForURL((url) => url.pathname === '/plan-details.html');
  const kept = await page.evaluate(() => JSON.parse(sessionStorage.getItem('demo.planBrowsingContext') ?? 'null'));
  expect(kept).toMatchObject({ page: 'planDetails', planId, zipcode: '33101', planYear: '2026' });

  // The same link on a page without the service: the plain link, nothing kept.
  await page.evaluate(() => sessionStorage.removeItem('demo.planBrowsingContext'));
  await page.goto('/profile.html#plans');
  await settled(page);
  await page.evaluate(() => {
    delete (window as { planBrowsingContext?: unknown }).planBrowsingContext;
  });
  await page.getByRole('link', { name: /View plan details/ }).first().click();
  await page.waitForURL((url) => url.pathname === '/plan-details.html');
  expect(new URL(page.url()).search).toBe(new URL(href, page.url()).search);
  expect(await page.evaluate(() => sessionStorage.getItem('demo.planBrowsingContext'))).toBeNull();
});

test('the agent flow keeps its session header in session storage, sends it on the /landrover/api calls and keeps the value each answer returns', async ({ page }) => {
  const sent: { path: string; header: string | undefined }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'OPTIONS') sent.push({ path: pathname, header: request.headers()['x-agent-session'] });
  });
  // The agent's sign-in answer starts the session; every later /landrover/api answer carries its next value.
  await signInAs(page, 'agent', '/profile.html');
  await settled(page);
  const stored = await page.evaluate(() => ({ session: sessionStorage.getItem('sp.agentSession'), local: localStorage.getItem('sp.agentSession'), flow: sessionStorage.getItem('sp.agentFlow') }));
  expect(stored.local, 'never in local storage, where the next user of the browser would find it').toBeNull();
  expect(stored.flow).toBe('true');
  const [base, count] = (stored.session ?? '').split('~');
  expect(base).toMatch(/^[0-9a-f]{16}$/);
  // The calls sent once the sign-in answered (the server date is asked for beside the sign-in, before the session).
  const afterSignIn = sent.slice(sent.findIndex((r) => r.path.endsWith('/authValidate')) + 1);
  const landrover = afterSignIn.filter((r) => r.path.startsWith('/landrover/api/') && !r.path.endsWith('/system-date/v1'));
  expect(landrover.length).toBeGreaterThan(0);
  expect(landrover.filter((r) => !r.header?.startsWith(`${base}~`)), 'a /landrover/api call without the session header').toEqual([]);
  expect(Number(count), 'the value the last answer returned, not the first').toBeGreaterThanOrEqual(landrover.length > 1 ? 2 : 1);
  const elsewhere = sent.filter((r) => !r.path.startsWith('/landrover/api/') && r.header !== undefined);
  expect(elsewhere, 'the header outside the /landrover/api group').toEqual([]);
});

test("a guest's identity cookie lasts 90 days; a signed-in member's cookies last the browser session", async ({ page, context }) => {
  // A first visit: no cookie yet, so the library writes the guest identity.
  await page.goto('/profile.html?date=2026-03-02&brand=aarp&flags=&fault=');
  await settled(page);
  await expect(page.locator('sp-profile').getByRole('heading', { name: 'Your guest account' })).toBeVisible();
  const guest = (await context.cookies()).find((cookie) => cookie.name === 'sp-identity');
  expect(JSON.parse(decodeURIComponent(guest!.value))).toMatchObject({ isGuest: true });
  const days = (guest!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(89.9);
  expect(days).toBeLessThanOrEqual(90);

  await signInAs(page, 'member', '/profile.html');
  await settled(page);
  const signedIn = (await context.cookies()).filter((cookie) => ['sp-user-id', 'sp-identity', 'sp-session'].includes(cookie.name));
  expect(signedIn.map((cookie) => cookie.name).sort()).toEqual(['sp-identity', 'sp-session', 'sp-user-id']);
  expect(signedIn.filter((cookie) => cookie.expires !== -1), 'a signed-in cookie that outlives the browser session').toEqual([]);
});
