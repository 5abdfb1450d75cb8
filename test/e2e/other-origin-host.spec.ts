/**
 * A host page on another origin than the API (docs/hosts.md), as a host team runs it: the
 * host's own server (a small static server here, on another port) serves its pages and the library's files, and
 * the reference backend answers on its own origin with the host's origin in SP_ALLOWED_ORIGINS.
 *
 * The two are named as a site and its API are, www.example.com and api.example.com (Chromium resolves both to
 * this machine): one site, two origins, so the browser sends the API's SameSite=Lax session cookie with the
 * library's calls, and the host page cannot read any of the API's cookies. (Two ports of localhost would not
 * show that: cookies do not keep ports apart, so the host page would read the API's cookies and a library that
 * reads them would pass.) The host page carries a strict Content-Security-Policy whose connect-src names the
 * API, as docs/hosts.md tells a host to write it; the journeys' `test` fails on any violation.
 *
 * A guest is a guest; the shopper signs in through the sign-in service (the backend's sign-in page, sending
 * them back to the host page with a code), is signed in in every element, saves a plan and removes a drug,
 * and signs out; no identity cookie is ever written on the host's origin.
 *
 * The other way docs/hosts.md offers, a same-origin proxy, runs too: a host that forwards exactly the page's
 * prefixes (and its sign-in service's pages) to the API, with its own Host header, serves a member's pages
 * with every call the library makes answered by the API.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { STRICT_CSP } from '../../demo/server/http/pageHead';
import { TestServer } from '../server/helpers';
import { test } from './fixtures';

const HOST_NAME = 'www.example.com';
const API_NAME = 'api.example.com';

test.use({ launchOptions: { executablePath: chromiumPath(), args: [...chromiumArgs, `--host-resolver-rules=MAP ${HOST_NAME} 127.0.0.1, MAP ${API_NAME} 127.0.0.1`] } });

let api: TestServer;
let host: http.Server;
let hostOrigin = '';
let apiOrigin = '';
let proxyHost: http.Server;
let proxyOrigin = '';
/** The header the proxy adds to what it forwarded: an answer without it came from the host itself. */
const FORWARDED = 'x-test-proxy';

const DIST = path.resolve('dist');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };

/** A page of the host site: its config (the API's origin, or '' behind the proxy), the module build from its own origin. */
function hostPage(title: string, body: string, apiBaseUrl = apiOrigin): string {
  const config = JSON.stringify({ apiBaseUrl, systemDate: '2026-03-02' });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<script type="application/json" id="sp-config">${config}</script>
<script type="module" src="/dist/index.js"></script></head>
<body><header><a href="/profile.html">Acme Medicare</a></header><main><h1>${title}</h1>${body}</main></body></html>`;
}

/** The host's pages: title and body. */
const PAGES: Record<string, string> = {
  '/profile.html': 'Account|<sp-profile></sp-profile><sp-toast></sp-toast>',
  '/dashboard.html': 'Overview|<sp-dashboard></sp-dashboard><sp-saved-plans variant="panel"></sp-saved-plans><sp-drug-list></sp-drug-list><sp-provider-list></sp-provider-list><sp-toast></sp-toast>',
};

function serveDist(url: URL, res: http.ServerResponse): boolean {
  const file = path.join(DIST, url.pathname.replace(/^\/dist\//, ''));
  if (!url.pathname.startsWith('/dist/') || !file.startsWith(DIST + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return false;
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
  return true;
}

/**
 * The host's server: its pages, the library's files, and the host's sign-in and sign-out routes, which send the
 * shopper to the sign-in service (the backend's pages here) and have it send them back to this site.
 */
function serveHost(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? '/', hostOrigin);
  const page = PAGES[url.pathname]?.split('|');
  if (page) {
    const csp = STRICT_CSP.replace("default-src 'self';", `default-src 'self'; connect-src 'self' ${apiOrigin};`);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp }).end(hostPage(page[0]!, page[1]!));
    return;
  }
  if (url.pathname === '/optumid-login') {
    const back = new URL(url.searchParams.get('returnUrl') ?? '/profile.html', hostOrigin);
    const returnUrl = back.origin === hostOrigin ? back.href : `${hostOrigin}/profile.html`;
    res.writeHead(302, { location: `${apiOrigin}/optumid-login?returnUrl=${encodeURIComponent(returnUrl)}` }).end();
    return;
  }
  if (url.pathname === '/hsid-logout') {
    res.writeHead(302, { location: `${apiOrigin}/hsid-logout?returnUrl=${encodeURIComponent(`${hostOrigin}/profile.html`)}` }).end();
    return;
  }
  if (serveDist(url, res)) return;
  res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
}

/** The proxy list of docs/hosts.md, as a host team would copy it: `{ prefix, exact }`. */
function readmePrefixes(): { prefix: string; exact: boolean }[] {
  const readme = fs.readFileSync('docs/hosts.md', 'utf8');
  return [...readme.matchAll(/^\| `(\/[^`]*)` \| (this path|every path below it) \|$/gm)].map((m) => ({ prefix: m[1]!, exact: m[2] === 'this path' }));
}

/** The sign-in service's pages, which a real site has on its own origin; here the reference backend's. */
const SIGN_IN_SERVICE = ['/optumid-login', '/optumid-login/choose', '/hsid-logout'];

/**
 * A host behind which the API answers on the host's own origin: the hosts page's prefixes and the sign-in
 * service's pages are forwarded as they came, Host header included; everything else is the host's.
 */
function serveProxyHost(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? '/', proxyOrigin);
  const forwarded = SIGN_IN_SERVICE.includes(url.pathname) || readmePrefixes().some(({ prefix, exact }) => (exact ? url.pathname === prefix : url.pathname.startsWith(prefix)));
  if (forwarded) {
    const upstream = http.request({ host: '127.0.0.1', port: new URL(api.baseUrl).port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-proto': 'http' } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [FORWARDED]: 'forwarded' });
      answer.pipe(res);
    });
    req.pipe(upstream);
    return;
  }
  const page = PAGES[url.pathname]?.split('|');
  if (page) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': STRICT_CSP }).end(hostPage(page[0]!, page[1]!, ''));
    return;
  }
  if (serveDist(url, res)) return;
  res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
}

test.beforeAll(async () => {
  host = http.createServer(serveHost);
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://${HOST_NAME}:${(host.address() as { port: number }).port}`;
  api = await TestServer.start({ SP_ALLOWED_ORIGINS: hostOrigin });
  apiOrigin = `http://${API_NAME}:${new URL(api.baseUrl).port}`;
  proxyHost = http.createServer(serveProxyHost);
  await new Promise<void>((resolve) => proxyHost.listen(0, '127.0.0.1', resolve));
  proxyOrigin = `http://${HOST_NAME}:${(proxyHost.address() as { port: number }).port}`;
});

test.afterAll(async () => {
  await api.stop();
  await new Promise((resolve) => host.close(resolve));
  await new Promise((resolve) => proxyHost.close(resolve));
});

/** The cookies the browser keeps for the host's origin: none of the library's identity cookies may be among them. */
async function hostIdentityCookies(page: Page): Promise<string[]> {
  return (await page.context().cookies(hostOrigin)).map((cookie) => cookie.name).filter((name) => name.startsWith('sp-') && name !== 'sp-post-logout-redirect');
}

/** Every request the library made to the API: method and path. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === apiOrigin && request.resourceType() === 'fetch') calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

async function settledOn(page: Page, url: string): Promise<void> {
  await page.waitForURL(url);
  await page.waitForLoadState('networkidle');
}

test('a host page on another origin than the API: a guest is a guest; signed in through the sign-in service, the member sees their data in every element, saves a plan, removes a drug and signs out; no identity cookie is written on the host', async ({ page }) => {
  const calls = apiCalls(page);
  const profile = page.locator('sp-profile');

  await page.goto(`${hostOrigin}/profile.html`);
  await expect(profile.getByRole('heading', { name: 'Your guest account', level: 1 })).toBeVisible();
  expect(await hostIdentityCookies(page), 'a guest cookie written on the host').toEqual([]);
  expect(calls).toContain('GET /landrover/api/session/v1');

  // Sign in as a person does: the guest banner's link, the sign-in service's page, back on the host with a code.
  await profile.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL(`${apiOrigin}/optumid-login?**`);
  await page.locator('a[href*="persona=member&"]').click();
  await page.waitForURL((url) => url.origin === hostOrigin && url.pathname === '/profile.html');
  await expect(profile.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expect(profile.getByRole('heading', { name: 'Hello, Margaret' })).toBeVisible();
  await expect(page).toHaveURL(`${hostOrigin}/profile.html`);
  expect(calls.indexOf('POST /landrover/api/apps/aarp/authValidate')).toBeLessThan(calls.lastIndexOf('GET /landrover/api/session/v1'));
  // The member's sign-in import ran against the API too, and the toast says what it added.
  expect(calls).toContain('POST /landrover/api/profiles/import/member-items/v1');
  await expect(page.locator('sp-toast').getByRole('heading', { name: 'Your information was added' })).toBeVisible();
  expect(calls).toContain('GET /landrover/api/Users/5a1e0000-0000-4000-8000-000000000003/all/2026');
  const savedCount = async (name: string) => Number(/(\d+) saved/.exec(await profile.getByRole('link', { name: new RegExp(`^${name}`) }).innerText())?.[1]);
  const drugCount = await savedCount('Your drugs');
  const providerCount = await savedCount('Your doctors and dentists');
  const planCount = Number(/\((\d+) saved\)/.exec(await profile.getByRole('link', { name: /^Browse plans/ }).innerText())?.[1]);
  expect(Math.min(drugCount, providerCount, planCount)).toBeGreaterThan(0);

  // Every element on the host's overview page shows the member's data.
  await page.goto(`${hostOrigin}/dashboard.html`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('sp-dashboard').getByRole('heading', { name: 'Your active plan' })).toBeVisible();
  const drugs = page.locator('sp-drug-list').getByRole('button', { name: /, drug information$/ });
  await expect(drugs).toHaveCount(drugCount);
  await expect(page.locator('sp-provider-list').getByRole('button', { name: /^Remove / })).toHaveCount(providerCount);
  await expect(page.locator('main > sp-saved-plans[variant="panel"]').getByRole('heading', { name: `Saved plans (${planCount})` })).toBeVisible();

  // Save a plan as the host's plan browsing does (window.shopperProfile.actions), and remove a drug as a person does.
  const found = await (await fetch(`${api.baseUrl}/demo-api/plans/search?zip=10001&year=2026&type=PDP`)).json() as { plans: { planId: string; planName: string }[] };
  const toSave = found.plans.at(-1)!;
  const saved = await page.evaluate((plan) => window.shopperProfile!.actions.savePlan(plan as never), toSave);
  expect(saved).toBe(true);
  const removed = (await drugs.allTextContents())[0]!;
  await page.locator('sp-drug-list').getByRole('button', { name: `Remove ${removed}`, exact: true }).click();
  await page.getByRole('dialog', { name: 'Remove drug' }).getByRole('button', { name: 'Remove from saved drugs' }).click();
  await expect(drugs).toHaveCount(drugCount - 1);
  await page.waitForLoadState('networkidle');
  expect(calls.filter((call) => /^(POST|DELETE) \/landrover\/api\/Users\//.test(call))).toEqual([
    'POST /landrover/api/Users/5a1e0000-0000-4000-8000-000000000003/plans/2026',
    expect.stringMatching(/^DELETE \/landrover\/api\/Users\/5a1e0000-0000-4000-8000-000000000003\/drugs\/[^/]+\/2026$/),
  ]);

  // Both changes were kept by the server: the next page shows them.
  await page.goto(`${hostOrigin}/profile.html#plans`);
  await expect(profile.getByText(toSave.planName).first()).toBeVisible();
  await page.goto(`${hostOrigin}/profile.html#drugs`);
  await expect(profile.locator('sp-drug-list').getByRole('button', { name: /, drug information$/ })).toHaveCount(drugCount - 1);
  expect(await hostIdentityCookies(page), 'an identity cookie written on the host').toEqual([]);

  // Sign out: the confirmation, the API's session ended, back on the host as a guest.
  await profile.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await settledOn(page, `${hostOrigin}/profile.html`);
  expect(calls).toContain('DELETE /landrover/api/logout');
  await expect(profile.getByRole('heading', { name: 'Your guest account', level: 1 })).toBeVisible();
  expect(await hostIdentityCookies(page)).toEqual([]);
  const apiCookies = await page.context().cookies(apiOrigin);
  expect(apiCookies.map((cookie) => cookie.name), 'the API\'s session was ended').not.toContain('sp-session');
});

test('a host that forwards exactly the hosts page\'s prefixes to the API serves a member\'s pages: every call the library makes is answered by the API', async ({ page }) => {
  const unforwarded: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === proxyOrigin && response.request().resourceType() === 'fetch' && response.headers()[FORWARDED] === undefined) unforwarded.push(`${response.request().method()} ${url.pathname}`);
  });
  const profile = page.locator('sp-profile');
  await page.goto(`${proxyOrigin}/profile.html`);
  await expect(profile.getByRole('heading', { name: 'Your guest account', level: 1 })).toBeVisible();
  await profile.getByRole('link', { name: 'Sign in' }).click();
  await page.locator('a[href*="persona=member&"]').click();
  await page.waitForURL((url) => url.origin === proxyOrigin && url.pathname === '/profile.html');
  await expect(profile.getByRole('heading', { name: 'Hello, Margaret' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto(`${proxyOrigin}/dashboard.html`);
  await expect(page.locator('sp-dashboard').getByRole('heading', { name: 'Your active plan' })).toBeVisible();
  await expect(page.locator('sp-drug-list').getByRole('button', { name: /, drug information$/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(unforwarded, 'calls the hosts page\'s list left to the host').toEqual([]);
});
