/**
 * Users kept apart: every Users, merge, import and enrollment call acts only
 * on the session's own profile. A call for another user's id, or with the
 * readable cookies edited to name another user, answers 401/403 and changes
 * nothing in the database. Uses Playwright's request API (its own cookie jar
 * per context, HttpOnly cookies included).
 */
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { PERSONA_UUID, TestServer, users } from './helpers';

let server: TestServer;
test.beforeAll(async () => { server = await TestServer.start(); });
test.afterAll(async () => { await server.stop(); });

const MERGE = '/landrover/api/profiles/merge/v1';
const IMPORT = '/landrover/api/profiles/import/member-items/v1';
const SEARCH = '/shopper-profile/api/applications/status/v1/search';
const LOOKUP = '/shopper-profile/api/applications/status/v1/lookup';
const PENDING = '/online-enrollment/user/fetchEnrollmentDataByEmailId/trace-1/v1';
const MEDSUPP = '/landrover/api/enrollments/medsupp/v1';
const MEMBER = { mbi: '1EG4TE5MK72', email: 'margaret.hill@example.com' };
const AGENT_UUID = '5a1e0000-0000-4000-8000-000000000010';

async function guest(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: server.baseUrl });
}

/** Signs in through the real flow: choose a persona, exchange the one-time code. */
async function signedIn(persona: string): Promise<APIRequestContext> {
  const context = await guest();
  const chosen = await context.get(`/optumid-login/choose?persona=${persona}&returnUrl=%2Fprofile.html`, { maxRedirects: 0 });
  const code = new URL(chosen.headers().location ?? '', 'http://x').searchParams.get('code');
  const validated = await context.post('/landrover/api/apps/aarp/authValidate', {
    data: { code, isHsidLogin: true, requestHost: 'localhost', isMultiProfileCloakInEnabled: false },
  });
  expect(validated.status()).toBe(200);
  return context;
}

/** A copy of `context` whose script-readable cookies (sp-user-id, sp-identity) are edited to name `uuid`. */
async function withEditedCookies(context: APIRequestContext, uuid: string): Promise<APIRequestContext> {
  const state = await context.storageState();
  const edited = { uuid, isGuest: false, isCSRLogin: true };
  const cookies = state.cookies
    .filter((c) => c.name !== 'sp-user-id' && c.name !== 'sp-identity')
    .concat(['sp-user-id', 'sp-identity'].map((name) => ({
      name, value: name === 'sp-user-id' ? uuid : encodeURIComponent(JSON.stringify(edited)),
      domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const,
    })));
  return request.newContext({ baseURL: server.baseUrl, storageState: { cookies, origins: [] } });
}

async function memberSnapshot(): Promise<unknown[]> {
  const member = await signedIn('member');
  const snapshot = await Promise.all([
    member.get(users(PERSONA_UUID.member, 'full/2026')).then((r) => r.json()),
    member.post(SEARCH, { data: { mbi: MEMBER.mbi, pageSize: 100 } }).then((r) => r.json()),
    member.post(PENDING, { data: { emailId: MEMBER.email } }).then((r) => r.json()),
    member.get(MEDSUPP).then((r) => r.json()),
  ]);
  await member.dispose();
  return snapshot;
}

async function retryCount(persona: string, uuid: string): Promise<number> {
  const context = await signedIn(persona);
  const profile = (await (await context.get(users(uuid, 'full/2026'))).json()) as { userDetails: { retryCount: number } };
  await context.dispose();
  return profile.userDetails.retryCount;
}

async function confirmationNumbersOfTheMember(): Promise<string[]> {
  const member = await signedIn('member');
  const search = (await (await member.post(SEARCH, { data: { mbi: MEMBER.mbi, pageSize: 100 } })).json()) as { data: { applications: { confirmationNo: string }[] } };
  await member.dispose();
  return search.data.applications.map((a) => a.confirmationNo);
}

/** Every call of another user: each must answer 401 or 403. */
async function triesEveryCallOnTheMember(context: APIRequestContext): Promise<number[]> {
  const memberConfirmations = await confirmationNumbersOfTheMember();
  const answers = await Promise.all([
    context.get(users(PERSONA_UUID.member, 'all/2026')),
    context.get(users(PERSONA_UUID.member, 'full')),
    context.post(users(PERSONA_UUID.member, 'demographics/2026'), { data: { userDetails: { firstName: 'Mallory' } } }),
    context.post(users(PERSONA_UUID.member, 'plans/2026'), { data: { plansDetails: { plans: [] }, isGuest: false } }),
    context.delete(users(PERSONA_UUID.member, 'drugs/0/2026')),
    context.delete(users(PERSONA_UUID.member, 'plans/H3387-010-000/2025')),
    context.post(IMPORT, { data: { uuid: PERSONA_UUID.member, isAuthUser: true, triggeredBy: 'profile' } }),
    context.post(SEARCH, { data: { mbi: MEMBER.mbi, pageSize: 100 } }),
    context.post(PENDING, { data: { emailId: MEMBER.email } }),
    context.post(LOOKUP, { data: { confirmationNumbers: memberConfirmations } }),
  ]);
  return answers.map((a) => a.status());
}

const refused = (statuses: number[]) => statuses.every((s) => s === 401 || s === 403);

test.describe('users kept apart', () => {
  test.beforeEach(async () => {
    const context = await guest();
    await context.post('/qa/reset');
    await context.dispose();
  });

  test('the member\'s own session reads the status of its applications by confirmation number', async () => {
    const numbers = await confirmationNumbersOfTheMember();
    expect(numbers.length).toBeGreaterThan(0);
    const member = await signedIn('member');
    const lookup = await member.post(LOOKUP, { data: { confirmationNumbers: numbers } });
    expect(lookup.status()).toBe(200);
    expect(((await lookup.json()) as { data: { applications: unknown[] } }).data.applications).toHaveLength(numbers.length);
  });

  test('a signed-in shopper calling with the member\'s id gets 401/403 on every call and the member\'s data is unchanged', async () => {
    const before = await memberSnapshot();
    const shopper = await signedIn('shopper');
    expect(refused(await triesEveryCallOnTheMember(shopper))).toBe(true);
    expect(await memberSnapshot()).toEqual(before);
  });

  test('editing the readable cookies to name the member does not reach the member, signed in or as a guest', async () => {
    const before = await memberSnapshot();
    const forgedShopper = await withEditedCookies(await signedIn('shopper'), PERSONA_UUID.member);
    const forgedGuest = await withEditedCookies(await guest(), PERSONA_UUID.member);
    expect(refused(await triesEveryCallOnTheMember(forgedShopper))).toBe(true);
    expect(refused(await triesEveryCallOnTheMember(forgedGuest))).toBe(true);
    expect((await forgedGuest.get(MEDSUPP)).status()).toBe(401);
    expect(await memberSnapshot()).toEqual(before);
  });

  test('a session token made up by hand, or taken from another cookie\'s shape, reaches no profile: 401 Invalid session', async () => {
    const shopper = await signedIn('shopper');
    const state = await shopper.storageState();
    const session = state.cookies.find((c) => c.name === 'sp-session');
    expect(session?.httpOnly).toBe(true);
    const payload = Buffer.from(JSON.stringify({ uuid: PERSONA_UUID.member, isCSRLogin: false })).toString('base64url');
    for (const token of [`${payload}.${session?.value ?? ''}`, 'A'.repeat(43), (session?.value ?? '').replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))]) {
      const cookies = state.cookies.map((c) => c.name === 'sp-session' ? { ...c, value: token } : c).filter((c) => c.name !== 'sp-user-id');
      const forged = await request.newContext({ baseURL: server.baseUrl, storageState: { cookies, origins: [] } });
      for (const answer of [await forged.get(users(PERSONA_UUID.member, 'all/2026')), await forged.get(MEDSUPP)]) {
        expect(answer.status(), token).toBe(401);
        expect(await answer.json()).toEqual({ message: 'Invalid session' });
      }
      await forged.dispose();
    }
  });

  test('a merge with cookies edited to name a telesales profile is refused and takes no attempt off it', async () => {
    const before = await retryCount('telesales-m', PERSONA_UUID.telesalesM);
    const wrong = { firstName: 'X', lastName: 'Y', email: 'x@example.com', dob: '01/01/1950', mbi: '9ZZ9ZZ9ZZ99', action: 'm' };
    const forgedShopper = await withEditedCookies(await signedIn('shopper'), PERSONA_UUID.telesalesM);
    const forgedGuest = await withEditedCookies(await guest(), PERSONA_UUID.telesalesM);
    expect((await forgedShopper.post(MERGE, { data: wrong })).status()).toBe(401);
    expect((await forgedGuest.post(MERGE, { data: wrong })).status()).toBe(401);
    expect(await retryCount('telesales-m', PERSONA_UUID.telesalesM)).toBe(before);
  });

  test('the cloaked session acts on the profile it is cloaked into and no other', async () => {
    const cloaked = await signedIn('cloaked');
    expect((await cloaked.get(users(PERSONA_UUID.member, 'all/2026'))).status()).toBe(200);
    const saved = await cloaked.post(users(PERSONA_UUID.member, 'demographics/2026'), { data: { userDetails: { nickName: 'Maggie' } } });
    expect(saved.status()).toBe(200);
    expect((await cloaked.post(SEARCH, { data: { mbi: MEMBER.mbi, pageSize: 100 } })).status()).toBe(200);
    const shopperBefore = await (await signedIn('shopper')).get(users(PERSONA_UUID.shopper, 'full/2026')).then((r) => r.json());
    expect((await cloaked.get(users(PERSONA_UUID.shopper, 'all/2026'))).status()).toBe(401);
    expect((await cloaked.post(users(PERSONA_UUID.shopper, 'plans/2026'), { data: { plansDetails: { plans: [] }, isGuest: false } })).status()).toBe(401);
    expect((await cloaked.delete(users(PERSONA_UUID.shopper, 'drugs/0/2026'))).status()).toBe(401);
    expect((await cloaked.post(IMPORT, { data: { uuid: PERSONA_UUID.shopper, isAuthUser: true, triggeredBy: 'profile' } })).status()).toBe(401);
    expect(await (await signedIn('shopper')).get(users(PERSONA_UUID.shopper, 'full/2026')).then((r) => r.json())).toEqual(shopperBefore);
  });

  test('the agent persona reads its own profile and not the member\'s', async () => {
    const agent = await signedIn('agent');
    expect((await agent.get(users(AGENT_UUID, 'all/2026'))).status()).toBe(200);
    expect(refused(await triesEveryCallOnTheMember(agent))).toBe(true);
  });

  test('a guest reads and writes only under the guest id, which stores nothing', async () => {
    const context = await guest();
    expect(await (await context.get(users('guest', 'all/2026'))).json()).toEqual({ uuid: '' });
    expect((await context.get(users(PERSONA_UUID.member, 'all/2026'))).status()).toBe(401);
    expect((await context.post(MERGE, { data: { firstName: 'a', lastName: 'b', email: 'c@example.com', dob: '07/04/1957', action: 's' } })).status()).toBe(401);
  });
});
