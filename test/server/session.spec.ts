import { expect, request, test } from '@playwright/test';
import { PERSONA_UUID, TestServer, users } from './helpers';

let server: TestServer;
test.beforeAll(async () => { server = await TestServer.start(); });
test.afterAll(async () => { await server.stop(); });

test('persona sign-in: /optumid-login lists personas, choosing one returns a one-time code that authValidate exchanges for cookies', async () => {
  const client = server.client();
  const page = await client.get('/optumid-login?returnUrl=%2Fdashboard.html');
  expect(page.status).toBe(200);
  expect(String(page.body)).toContain('/optumid-login/choose?persona=member&#38;returnUrl=%2Fdashboard.html');

  const chosen = await client.get('/optumid-login/choose?persona=member&returnUrl=%2Fdashboard.html');
  expect(chosen.status).toBe(302);
  const location = new URL(chosen.headers.get('location') ?? '', 'http://x');
  expect(location.pathname).toBe('/dashboard.html');
  const code = location.searchParams.get('code') ?? '';
  const request = { code, isHsidLogin: true, requestHost: 'localhost', isMultiProfileCloakInEnabled: false };
  const validated = await client.post('/landrover/api/apps/aarp/authValidate', request);
  expect(validated.body).toEqual({ uuid: PERSONA_UUID.member, isNewOptumIdProfileCreated: false });
  expect(client.cookies.get('sp-user-id')).toBe(PERSONA_UUID.member);
  expect(JSON.parse(decodeURIComponent(client.cookies.get('sp-identity') ?? ''))).toEqual({ uuid: PERSONA_UUID.member, isGuest: false, isCSRLogin: false });

  const reused = await server.client().post('/landrover/api/apps/aarp/authValidate', request);
  expect(reused.status).toBe(401);
});

test('signed-in cookies last the browser session; logout leaves a 90-day guest identity cookie', async () => {
  const client = server.client();
  const chosen = await client.get('/optumid-login/choose?persona=shopper');
  const code = new URL(chosen.headers.get('location') ?? '', 'http://x').searchParams.get('code');
  const validated = await client.post('/landrover/api/apps/aarp/authValidate', { code, isHsidLogin: true, requestHost: 'h', isMultiProfileCloakInEnabled: false });
  expect(validated.headers.getSetCookie().every((c) => !/max-age/i.test(c))).toBe(true);

  const out = await client.delete('/landrover/api/logout');
  expect(out.status).toBe(200);
  const cookies = out.headers.getSetCookie();
  expect(cookies.find((c) => c.startsWith('sp-user-id='))).toMatch(/Max-Age=0/);
  expect(cookies.find((c) => c.startsWith('sp-identity='))).toMatch(/Max-Age=7776000/);
  expect((await client.get(users(PERSONA_UUID.shopper, 'all/2026'))).status).toBe(401);
});

test('the cloaked persona signs in to the member profile with isCSRLogin and an agent name', async () => {
  const client = server.client();
  const answer = await client.signIn('cloaked');
  expect(answer).toMatchObject({ uuid: PERSONA_UUID.member, agentUserName: 'csr.jackson' });
  expect(JSON.parse(decodeURIComponent(client.cookies.get('sp-identity') ?? '')).isCSRLogin).toBe(true);
});

test('a guest reads with the guest id and gets an empty profile; guest saves store nothing', async () => {
  const client = server.client();
  expect((await client.get(users('guest', 'all/2026'))).body).toEqual({ uuid: '' });
  expect((await client.post(users('guest', 'plans/2026'), { plansDetails: { plans: [] }, isGuest: true })).body).toEqual({ uuid: '' });
});

test('the agent session header comes back renewed on /landrover/api calls', async () => {
  const client = server.client();
  const answer = await client.get(users('guest', 'all'), { 'x-agent-session': 'abc~4' });
  expect(answer.headers.get('x-agent-session')).toBe('abc~5');
});

test('import finds the member claim history once eligible, and none for member-noclaims', async () => {
  const member = server.client();
  await member.signIn('member');
  const imported = await member.post('/landrover/api/profiles/import/member-items/v1', { uuid: PERSONA_UUID.member, isAuthUser: true, triggeredBy: 'profile' });
  const summary = (imported.body as { importSummaryData: { importedDrugsAndPharmacySummary: { drugs: { drugName: string }[] }; importedProvidersSummary: { providers: unknown[] } } }).importSummaryData;
  expect(summary.importedDrugsAndPharmacySummary.drugs.map((d) => d.drugName)).toEqual(['Lisinopril', 'Amlodipine Besylate']);
  expect(summary.importedProvidersSummary.providers).toHaveLength(2);

  const none = server.client();
  await none.signIn('member-noclaims');
  const empty = await none.post('/landrover/api/profiles/import/member-items/v1', { uuid: PERSONA_UUID.memberNoClaims, isAuthUser: true, triggeredBy: 'profile' });
  expect(empty.body).toEqual({ importSummaryData: { importedPlansData: { plans: [] }, importedDrugsAndPharmacySummary: { drugs: [] }, importedProvidersSummary: { providers: [] } } });
});

test('the session call names who the session cookie signs in, in the identity cookie\'s fields; no session, an ended one or a forged one is a guest', async () => {
  const SESSION = '/landrover/api/session/v1';
  const GUEST = { uuid: '', isGuest: true, isCSRLogin: false };
  const guest = server.client();
  expect((await guest.get(SESSION)).body).toEqual(GUEST);

  const member = server.client();
  await member.signIn('member');
  const signedIn = await member.get(SESSION);
  expect(signedIn.body).toEqual({ uuid: PERSONA_UUID.member, isGuest: false, isCSRLogin: false });
  // Never kept by a cache: the next user of the browser must not read it.
  expect(signedIn.headers.get('cache-control')).toBe('no-store');

  const cloaked = server.client();
  await cloaked.signIn('cloaked');
  expect((await cloaked.get(SESSION)).body).toEqual({ uuid: PERSONA_UUID.member, isGuest: false, isCSRLogin: true });

  // A user-id cookie edited to name someone else, a forged token: guests.
  const edited = server.client();
  await edited.signIn('shopper');
  edited.cookies.set('sp-user-id', PERSONA_UUID.member);
  expect((await edited.get(SESSION)).body).toEqual(GUEST);
  const forged = server.client();
  forged.cookies.set('sp-session', 'x'.repeat(43));
  expect((await forged.get(SESSION)).body).toEqual(GUEST);

  await member.delete('/landrover/api/logout');
  expect((await member.get(SESSION)).body).toEqual(GUEST);
});

test('/hsid-logout sends the person to the home page the library set before signing out (uhc: below /medicare), once; one naming another site is not followed', async () => {
  const logoutWith = async (home: string) => {
    const context = await request.newContext({ baseURL: server.baseUrl, extraHTTPHeaders: { cookie: `sp-post-logout-redirect=${encodeURIComponent(home)}` } });
    const answer = await context.get('/hsid-logout', { maxRedirects: 0 });
    await context.dispose();
    return { location: answer.headers().location, cleared: answer.headersArray().some((h) => /^sp-post-logout-redirect=;/.test(h.value)) };
  };
  expect(await logoutWith('/medicare/')).toEqual({ location: '/medicare/', cleared: true });
  expect((await logoutWith('https://evil.example/')).location).not.toContain('evil.example');
  expect((await logoutWith('//evil.example/')).location).not.toContain('evil.example');
  const plain = await request.newContext({ baseURL: server.baseUrl });
  expect((await plain.get('/hsid-logout', { maxRedirects: 0 })).headers().location).toBe('/');
  await plain.dispose();
});
