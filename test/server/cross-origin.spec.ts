/**
 * Writes only from our own pages, reads only by our own and allowed pages.
 * CORS answers the server's own origin and SP_ALLOWED_ORIGINS, nothing else
 * (`null` included); a state-changing call whose Origin or Sec-Fetch-Site
 * shows another origin is refused, and so is any body that is not JSON;
 * curl-like clients that send neither header are judged by their session.
 * Then in Chromium: a page on another origin of the same site (another port
 * of localhost, so the browser sends the session cookie) can neither read
 * nor change the profile, and a page on an allowed origin can.
 */
import http from 'node:http';
import { chromium, expect, test, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { type Client, PERSONA_UUID, TestServer, users } from './helpers';

const PROFILE = users(PERSONA_UUID.shopper, 'all/2026');
const SAVE = users(PERSONA_UUID.shopper, 'plans/2026');
const A_PLAN = { plansDetails: { zipCode: '33101', plans: [{ planId: 'H1045-001-000', planYear: 2026, planType: 'MA', planName: 'Planted by another site' }] }, isGuest: false };
const EVIL = 'https://evil.example';

let server: TestServer;
let shopper: Client;
test.beforeAll(async () => {
  server = await TestServer.start();
  shopper = server.client();
  await shopper.signIn('shopper');
});
test.afterAll(async () => { await server.stop(); });

const corsOf = (headers: Headers) => [...headers].filter(([name]) => name.startsWith('access-control-'));
const savedIds = async (client: Client) => ((await client.get(PROFILE)).body as { plansDetails: { plans: { planId: string }[] } }).plansDetails.plans.map((p) => p.planId);

test('an Origin that is neither ours nor allowed gets no CORS header, `null` included, on reads and preflights', async () => {
  for (const origin of [EVIL, 'null', 'http://localhost.evil.example', `${server.baseUrl}.evil.example`, 'garbage']) {
    for (const answer of [await shopper.get(PROFILE, { origin }), await shopper.call('OPTIONS', SAVE, undefined, { origin, 'access-control-request-method': 'POST' })]) {
      expect(corsOf(answer.headers), origin).toEqual([]);
    }
  }
});

test('our own origin gets its CORS answer with credentials', async () => {
  const answer = await shopper.get(PROFILE, { origin: server.baseUrl });
  expect(answer.headers.get('access-control-allow-origin')).toBe(server.baseUrl);
  expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
});

test('a cross-origin text/plain save is refused and stores nothing', async () => {
  const before = await savedIds(shopper);
  const text = JSON.stringify(A_PLAN);
  const attempts: Record<string, string>[] = [
    { origin: EVIL, 'content-type': 'text/plain' },
    { origin: 'null', 'content-type': 'text/plain' },
    { origin: EVIL, 'content-type': 'application/json' },
    { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
    { 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
  ];
  for (const headers of attempts) {
    const answer = await shopper.call('POST', SAVE, text, headers);
    expect(answer.status, JSON.stringify(headers)).toBe(403);
    expect(answer.body).toEqual({ error: 'Cross-origin request refused' });
  }
  // Removal and sign-out are state changes too.
  expect((await shopper.call('DELETE', users(PERSONA_UUID.shopper, 'drugs/1002/2026'), undefined, { origin: EVIL })).status).toBe(403);
  expect((await shopper.call('DELETE', '/landrover/api/logout', undefined, { origin: EVIL })).status).toBe(403);
  expect(await savedIds(shopper)).toEqual(before);
});

test('a save whose body is not application/json is refused with 415 from any page, and stores nothing', async () => {
  const before = await savedIds(shopper);
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', '']) {
    const answer = await shopper.call('POST', SAVE, JSON.stringify(A_PLAN), { 'content-type': type, origin: server.baseUrl });
    expect(answer.status, type).toBe(415);
  }
  expect(await savedIds(shopper)).toEqual(before);
});

test('a save from our own origin (Origin, Sec-Fetch-Site: same-origin) or from a client sending neither (curl, QA scripts) goes through', async () => {
  const ownPage = await shopper.post(SAVE, { plansDetails: { zipCode: '33101', plans: [{ planId: 'H1045-002-000', planYear: 2026 }] }, isGuest: false }, { origin: server.baseUrl, 'sec-fetch-site': 'same-origin' });
  expect(ownPage.status).toBe(200);
  const curl = await shopper.post(SAVE, { plansDetails: { zipCode: '33101', plans: [{ planId: 'H1045-006-000', planYear: 2026 }] }, isGuest: false });
  expect(curl.status).toBe(200);
  expect(await savedIds(shopper)).toEqual(expect.arrayContaining(['H1045-002-000', 'H1045-006-000']));
});

test.describe('in Chromium', () => {
  let browser: Browser;
  let other: http.Server;
  let otherOrigin = '';
  let allowing: TestServer;

  test.beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    // Another origin of the same site: localhost on another port. The browser sends localhost's cookies to both.
    other = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Another origin</title><h1>Another origin</h1>'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherOrigin = `http://localhost:${(other.address() as { port: number }).port}`;
    // One good origin among entries that are not origins: those are reported at start and left out.
    allowing = await TestServer.start({ SP_ALLOWED_ORIGINS: `not an origin, ${otherOrigin}, ${otherOrigin}/path, null` });
  });
  test.afterAll(async () => {
    await browser.close();
    await new Promise((resolve) => other.close(resolve));
    await allowing.stop();
  });

  /** Signs the browser in at `api` through the real flow, then opens the other origin's page and tries the profile from there. */
  async function tryFromOtherOrigin(api: TestServer) {
    const context = await browser.newContext();
    const chosen = await context.request.get(`${api.baseUrl}/optumid-login/choose?persona=shopper&returnUrl=%2Fprofile.html`, { maxRedirects: 0 });
    const code = new URL(chosen.headers().location ?? '', 'http://x').searchParams.get('code');
    const signedInAnswer = await context.request.post(`${api.baseUrl}/landrover/api/apps/aarp/authValidate`, { data: { code, isHsidLogin: true, requestHost: 'localhost', isMultiProfileCloakInEnabled: false } });
    expect(signedInAnswer.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(otherOrigin);
    const outcome = await page.evaluate(async ({ base, profile, save, plan }) => {
      const settle = (p: Promise<Response>) => p.then(async (r) => `${r.status} ${r.type} ${(await r.text()).slice(0, 60)}`, (e: Error) => `blocked: ${e.name}`);
      return {
        read: await settle(fetch(base + profile, { credentials: 'include' })),
        jsonSave: await settle(fetch(base + save, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(plan) })),
        textSave: await settle(fetch(base + save, { method: 'POST', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(plan) })),
        blindSave: await settle(fetch(base + save, { method: 'POST', credentials: 'include', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(plan) })),
      };
    }, { base: api.baseUrl, profile: PROFILE, save: SAVE, plan: A_PLAN });
    const stored = (await (await context.request.get(`${api.baseUrl}${PROFILE}`)).json()) as { plansDetails: { plans: { planId: string }[] } };
    await context.close();
    return { outcome, planted: stored.plansDetails.plans.some((p) => p.planId === A_PLAN.plansDetails.plans[0]?.planId) };
  }

  test('a page on another origin of the same site can neither read nor change the profile', async () => {
    const { outcome, planted } = await tryFromOtherOrigin(server);
    expect(outcome.read).toBe('blocked: TypeError');
    expect(outcome.jsonSave).toBe('blocked: TypeError');
    expect(outcome.textSave).toBe('blocked: TypeError');
    // Sent blind (no-cors: the page never sees the answer), and refused all the same.
    expect(outcome.blindSave).toMatch(/^0 opaque/);
    expect(planted).toBe(false);
  });

  test('a page on an origin listed in SP_ALLOWED_ORIGINS reads and saves with the session', async () => {
    expect(allowing.logs).toContain("SP_ALLOWED_ORIGINS: 'not an origin' is not an origin");
    expect(allowing.logs).toContain(`SP_ALLOWED_ORIGINS: '${otherOrigin}/path' is not an origin`);
    expect(allowing.logs).toContain("SP_ALLOWED_ORIGINS: 'null' is not an origin");
    const { outcome, planted } = await tryFromOtherOrigin(allowing);
    expect(outcome.read).toMatch(/^200 cors \{"uuid":"5a1e/);
    expect(outcome.jsonSave).toMatch(/^200 cors/);
    // Even an allowed page must send JSON as JSON.
    expect(outcome.textSave).toMatch(/^415 cors/);
    expect(planted).toBe(true);
  });
});
