/**
 * The member import after a new sign-in code (spec §4.2 step 2, §4.3), as a
 * member meets it through /optumid-login with the reference backend:
 * eligibility first, the loading screen while it runs, the alternate import
 * for the member category, the toast; authValidate's payload; the feature
 * toggle that keeps the profile flow from beginning.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled, signInAs } from './helpers';

const MEMBER_IMPORT = '/landrover/api/profiles/import/member-items/v1';
const ALTERNATE_IMPORT = '/landrover/api/profiles/import/member-items/hsid/v1';
const LOADING_HEADING = 'We are finding your drugs & doctors.';
const LOADING_INFO = 'This may take up to 1 minute. The page will automatically refresh once we have your information.';
/** The member persona's claim history: two drugs, two providers (demo/server/personas.ts). */
const IMPORTED_TOAST = 'We added 2 drugs and 2 doctors and dentists to your profile.';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

/** Sets the QA switches (kept in the sp-qa cookie while navigating). The member's agreement date is 2024-03-02. */
async function useQa(page: Page, query: string): Promise<void> {
  await page.goto(`/?brand=aarp&flags=&${query}`);
}

/** Paths of the API calls the page makes from now on. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'OPTIONS') calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

const importToast = (page: Page) => page.locator('sp-toast').getByRole('region', { name: 'Your information was added' });
const drugNames = (page: Page) => page.locator('sp-drug-list').getByRole('button', { name: /, drug information$/ });

test('an eligible member signing in sees the loading screen with both texts while the import runs, then the toast and the imported drugs', async ({ page }) => {
  await useQa(page, 'date=2026-03-10&fault=');
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${MEMBER_IMPORT}`, async (route) => {
    await held;
    await route.continue();
  });
  await signInAs(page, 'member');

  const screen = page.getByRole('dialog', { name: LOADING_HEADING });
  await expect(screen).toBeVisible();
  await expect(screen).toContainText(LOADING_INFO);
  await expect(page.getByRole('dialog', { name: LOADING_HEADING }), 'one screen, however many elements can show it').toHaveCount(1);
  release();

  await expect(screen).toBeHidden();
  await expect(importToast(page)).toContainText(IMPORTED_TOAST);
  await page.goto('/profile.html#drugs');
  await settled(page);
  await expect(drugNames(page)).toHaveCount(5);
});

for (const [fault, what] of [['import-fail', 'fails'], ['import-empty', 'returns no summary']] as const) {
  test(`when the member import ${what}, the alternate import for the health-ID member category brings the items in and the toast shows`, async ({ page }) => {
    await useQa(page, `date=2026-03-10&fault=${fault}`);
    const calls = recordCalls(page);
    await signInAs(page, 'member');
    await expect(importToast(page)).toContainText(IMPORTED_TOAST);
    const imports = calls.filter((call) => call.includes('/profiles/import/'));
    expect(imports).toEqual([`POST ${MEMBER_IMPORT}`, `POST ${ALTERNATE_IMPORT}`]);
    // Afterwards the server date and the profile load.
    const afterImport = calls.slice(calls.indexOf(`POST ${ALTERNATE_IMPORT}`) + 1);
    expect(afterImport).toContain('GET /landrover/api/system-date/v1');
    expect(afterImport.some((call) => /^GET \/landrover\/api\/Users\/[^/]+\/all\//.test(call))).toBe(true);
  });
}

test('when both imports fail the profile still loads with what it had, and no import toast shows', async ({ page }) => {
  await useQa(page, 'date=2026-03-10&fault=import-fail,import-alternate-fail');
  await signInAs(page, 'member');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: LOADING_HEADING })).toHaveCount(0);
  await expect(importToast(page)).toHaveCount(0);
  await page.goto('/profile.html#drugs');
  await expect(drugNames(page)).toHaveCount(3);
});

test('a member whose agreement date is in the current month (server date, Central time) makes no import call', async ({ page }) => {
  await useQa(page, 'date=2024-03-20&fault=');
  const calls = recordCalls(page);
  await signInAs(page, 'member');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  expect(calls.filter((call) => call.includes('/profiles/import/'))).toEqual([]);
  expect(calls).toContain('POST /landrover/api/apps/aarp/authValidate');
});

test('a signed-in user who is not a member makes no import call', async ({ page }) => {
  await useQa(page, 'date=2026-03-10&fault=');
  const calls = recordCalls(page);
  await signInAs(page, 'shopper');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  expect(calls.filter((call) => call.includes('/profiles/import/'))).toEqual([]);
});

test('authValidate sends the drug cost estimator client cookie with the code', async ({ page, baseURL }) => {
  await useQa(page, 'date=2026-03-10&fault=');
  await page.context().addCookies([{ name: 'dcClientCookie', value: 'dce-guest-42', url: baseURL! }]);
  await signInAs(page, 'shopper');
  // What the server received (the backend keeps each sign-in's payload for QA).
  const events = (await (await page.request.get('/qa/events')).json()) as { kind: string; body: unknown }[];
  expect(events.find((event) => event.kind === 'sign-in')?.body).toMatchObject({ dcClientCookie: 'dce-guest-42' });
});

test('authValidate carries the drug cost estimator client cookie field even when the browser has no such cookie: empty', async ({ page }) => {
  await useQa(page, 'date=2026-03-10&fault=');
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/authValidate')) sent.push(request.postDataJSON());
  });
  await signInAs(page, 'shopper');
  expect(sent).toEqual([expect.objectContaining({ code: expect.any(String), isHsidLogin: true, requestHost: expect.any(String), dcClientCookie: '', isMultiProfileCloakInEnabled: true })]);
});

test('with the disableProfileFlow feature toggle on, startup begins no profile flow: no code exchange, import or profile call', async ({ page }) => {
  await page.goto('/?brand=aarp&flags=disableProfileFlow&fault=&date=2026-03-10');
  const calls = recordCalls(page);
  await page.goto('/optumid-login?returnUrl=%2Fprofile.html');
  await page.locator('a[href*="persona=member&"]').click();
  await page.waitForURL((url) => url.pathname === '/profile.html');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Your guest account', level: 1 })).toBeVisible();
  expect(calls.filter((call) => call.includes('/landrover/api/'))).toEqual([]);
});

test('after sign-in the one-time code leaves the address bar, with the path, other parameters and hash kept and no new history entry; the same code again just loads the profile', async ({ page }) => {
  await useQa(page, 'date=2026-03-10&fault=');
  await page.goto(`/optumid-login?returnUrl=${encodeURIComponent('/profile.html?zip=33101#drugs')}`);
  const landed: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) landed.push(frame.url());
  });
  await page.locator('a[href*="persona=shopper&"]').click();
  await page.waitForURL((url) => url.pathname === '/profile.html');
  await expect(page.locator('sp-profile').getByRole('heading', { name: 'Hello, Carlos' })).toBeVisible();
  const code = new URL(landed.find((url) => url.includes('code='))!).searchParams.get('code')!;
  expect(code).not.toBe('');
  await expect.poll(() => page.evaluate(() => `${location.pathname}${location.search}${location.hash}`)).toBe('/profile.html?zip=33101#drugs');
  // Replaced in place: going back leaves the profile for the sign-in page, never for the address with the code.
  await page.goBack();
  await page.waitForURL((url) => url.pathname.startsWith('/optumid-login'));

  const calls = recordCalls(page);
  await page.goto(`/profile.html?code=${code}`);
  await settled(page);
  await expect(page.locator('sp-profile').getByRole('heading', { name: 'Hello, Carlos' })).toBeVisible();
  expect(calls).not.toContain('POST /landrover/api/apps/aarp/authValidate');
  expect(calls.some((call) => /^GET \/landrover\/api\/Users\/[^/]+\/all\//.test(call))).toBe(true);
  expect(await page.evaluate(() => location.search)).toBe('');
});

test("a profile answer of 401 'Invalid session' signs the page out and shows the guest account", async ({ page, context }) => {
  await useQa(page, 'date=2026-03-10&fault=');
  await signInAs(page, 'shopper');
  await settled(page);
  await expect(page.locator('sp-profile').getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  const calls = recordCalls(page);
  // The session ended on the server's side: the next profile read answers 401 'Invalid session'.
  await page.goto('/profile.html?fault=invalid-session');
  await settled(page);
  await expect(page.locator('sp-profile').getByRole('heading', { name: 'Your guest account', level: 1 })).toBeVisible();
  expect(calls).toContain('DELETE /landrover/api/logout');
  expect(calls.filter((call) => call.startsWith('GET /landrover/api/Users/')).at(-1)).toMatch(/^GET \/landrover\/api\/Users\/guest\/all\//);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('sp-user-id');
});
