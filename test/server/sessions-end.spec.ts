/**
 * Sessions end: a token is refused after sign-out (either way out), after
 * the idle time, after the absolute lifetime however busy, and when every
 * session of the user is ended; each sign-in gets a token of its own; any
 * token that is not a live session answers 401 'Invalid session', never 5xx.
 * A copy of the cookie kept from before (another tab, a stolen header)
 * reaches nothing once the session is over.
 */
import { expect, test } from '@playwright/test';
import { type Client, PERSONA_UUID, TestServer, users } from './helpers';
import { portOf, raw } from './raw';

const SESSION = 'sp-session';
const PROFILE = users(PERSONA_UUID.shopper, 'all/2026');
const INVALID = { message: 'Invalid session' };

let server: TestServer;
test.beforeAll(async () => { server = await TestServer.start(); });
test.afterAll(async () => { await server.stop(); });

/** A second client holding only a copy of `client`'s cookies, as a replay would. */
function copyOf(from: Client, on: TestServer = server): Client {
  const copy = on.client();
  for (const [name, value] of from.cookies) copy.cookies.set(name, value);
  return copy;
}

async function signedIn(persona = 'shopper', on: TestServer = server): Promise<Client> {
  const client = on.client();
  await client.signIn(persona);
  return client;
}

test('after DELETE /landrover/api/logout the token is refused, a copy of it included', async () => {
  const client = await signedIn();
  const kept = copyOf(client);
  expect((await kept.get(PROFILE)).status).toBe(200);
  expect((await client.delete('/landrover/api/logout')).status).toBe(200);
  const replay = await kept.get(PROFILE);
  expect(replay.status).toBe(401);
  expect(replay.body).toEqual(INVALID);
});

test('after GET /hsid-logout the token is refused, a copy of it included', async () => {
  const client = await signedIn();
  const kept = copyOf(client);
  const out = await client.get('/hsid-logout?returnUrl=%2Fprofile.html');
  expect(out.status).toBe(302);
  expect(out.headers.get('location')).toBe('/profile.html');
  expect((await kept.get(PROFILE)).body).toEqual(INVALID);
});

test('two sign-ins of one user get two different tokens, and signing out of one leaves the other signed in', async () => {
  const first = await signedIn();
  const second = await signedIn();
  expect(first.cookies.get(SESSION)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(second.cookies.get(SESSION)).not.toBe(first.cookies.get(SESSION));
  // Nothing of the token names the user.
  expect(Buffer.from(first.cookies.get(SESSION) ?? '', 'base64url').toString('latin1')).not.toContain(PERSONA_UUID.shopper);
  await first.delete('/landrover/api/logout');
  expect((await second.get(PROFILE)).status).toBe(200);
});

test('signing in again in the same browser ends the session it replaces', async () => {
  const client = await signedIn('shopper');
  const before = copyOf(client);
  await client.signIn('member');
  expect((await client.get(users(PERSONA_UUID.member, 'all/2026'))).status).toBe(200);
  expect((await before.get(PROFILE)).body).toEqual(INVALID);
});

test('every session of a user ends at once (QA: DELETE /qa/sessions/{uuid}); other users stay signed in', async () => {
  const [phone, laptop, other] = [await signedIn(), await signedIn(), await signedIn('member')];
  const ended = await server.client().delete(`/qa/sessions/${PERSONA_UUID.shopper}`);
  expect(ended.status).toBe(200);
  expect((ended.body as { ended: number }).ended).toBeGreaterThanOrEqual(2);
  expect((await phone.get(PROFILE)).body).toEqual(INVALID);
  expect((await laptop.get(PROFILE)).body).toEqual(INVALID);
  expect((await other.get(users(PERSONA_UUID.member, 'all/2026'))).status).toBe(200);
});

test('a malformed, unknown or forged token answers 401 Invalid session on every signed-in call, never 5xx', async () => {
  const real = (await signedIn()).cookies.get(SESSION) ?? '';
  const tokens = ['', 'x', '.', 'a.b', `${real}.`, `${real}x`, real.toLowerCase(), 'A'.repeat(43), '%E9'.repeat(43), '%00'.repeat(43), 'é'.repeat(43), 'Z'.repeat(4000)];
  const port = portOf(server.baseUrl);
  for (const token of tokens) {
    for (const [method, target] of [['GET', PROFILE], ['GET', '/landrover/api/enrollments/medsupp/v1'], ['DELETE', users(PERSONA_UUID.shopper, 'drugs/1002/2026')]] as const) {
      const answer = await raw(port, { method, target, headers: [['Cookie', `sp-session=${token}; sp-user-id=${PERSONA_UUID.shopper}`]] });
      expect(answer.status, `${method} ${target} with ${token.slice(0, 50)}`).toBe(401);
      expect(JSON.parse(answer.body)).toEqual(INVALID);
    }
  }
});

test.describe('with short session times', () => {
  let short: TestServer;
  test.beforeAll(async () => { short = await TestServer.start({ SP_SESSION_IDLE_SECONDS: '3', SP_SESSION_MAX_SECONDS: '6' }); });
  test.afterAll(async () => { await short.stop(); });

  test('a session left idle longer than SP_SESSION_IDLE_SECONDS is refused', async () => {
    const client = await signedIn('shopper', short);
    expect((await client.get(PROFILE)).status).toBe(200);
    // The person walks away: no request at all for longer than the idle time.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect((await client.get(PROFILE)).body).toEqual(INVALID);
  });

  test('a session in constant use is refused once SP_SESSION_MAX_SECONDS have passed since sign-in', async () => {
    const client = await signedIn('shopper', short);
    const statuses: number[] = [];
    await expect.poll(async () => {
      const status = (await client.get(PROFILE)).status;
      statuses.push(status);
      return status;
    }, { timeout: 20_000, intervals: [500] }).toBe(401);
    // Used all along (every half second, well within the idle time), and signed in at first.
    expect(statuses[0]).toBe(200);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(3);
  });
});
