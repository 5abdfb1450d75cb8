/**
 * Bounded work per request: how much one request may carry (items per list,
 * nesting, text length, bytes), how much one profile keeps, and how long a
 * request may take to arrive. A request over a limit is refused at once and
 * whole, and no client holds the others up: the one budget this file holds
 * in milliseconds is the one the backend promises (a 20,000-item save
 * refused within a second while another user's read answers within 200 ms).
 */
import net from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { expect, test } from '@playwright/test';
import { type Client, PERSONA_UUID, TestServer, users } from './helpers';
import { portOf, requestBytes, sendRaw } from './raw';

let server: TestServer;
test.beforeAll(async () => { server = await TestServer.start(); });
test.afterAll(async () => { await server.stop(); });

const drug = (n: number) => ({ drugName: `Test drug ${n}`, drugId: `T${n}` });
const drugsBody = (count: number, from = 0) => ({ drugsAndPharmacyDetails: { drugInfoDetails: Array.from({ length: count }, (_, i) => drug(from + i)) }, isGuest: false });

async function signedIn(persona: string): Promise<Client> {
  const client = server.client();
  await client.signIn(persona);
  return client;
}

async function drugCount(client: Client, uuid: string): Promise<number> {
  const answer = await client.get(users(uuid, 'drugs/2026'));
  return (answer.body as { drugsAndPharmacyDetails: { drugInfoDetails: unknown[] } }).drugsAndPharmacyDetails.drugInfoDetails.length;
}

test('a 20,000-item save is refused in under a second, and another user\'s read answers in under 200 ms meanwhile', async () => {
  const shopper = await signedIn('shopper');
  const member = await signedIn('member');
  const port = portOf(server.baseUrl);
  // Sent over raw sockets from bytes made beforehand, so the test's own work (a megabyte to write) does not count as the server's.
  const cookie = (client: Client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const body = JSON.stringify(drugsBody(20_000));
  expect(body.length).toBeLessThan(1_000_000);
  const save = requestBytes({ method: 'POST', target: users(PERSONA_UUID.shopper, 'drugs/2026'), headers: [['Cookie', cookie(shopper)], ['Content-Type', 'application/json']], body }, `localhost:${port}`);
  const read = requestBytes({ method: 'GET', target: users(PERSONA_UUID.member, 'all/2026'), headers: [['Cookie', cookie(member)]] }, `localhost:${port}`);
  const timed = async (bytes: Buffer) => {
    const started = performance.now();
    const answer = await sendRaw(port, bytes);
    return { ...answer, ms: performance.now() - started };
  };
  // A warm server, as one in service is: the first save and read of the process compile their code paths.
  await Promise.all([timed(save), timed(read)]);

  // The save goes out first; the other user's read right behind it, while the server takes the save in.
  const [refused, other] = await Promise.all([timed(save), new Promise((resolve) => setImmediate(resolve)).then(() => timed(read))]);
  expect(refused.status).toBe(413);
  expect(JSON.parse(refused.body)).toEqual({ error: 'Too many items', issues: [{ path: 'drugsAndPharmacyDetails.drugInfoDetails', message: 'must list at most 300 drugs' }] });
  expect(refused.ms).toBeLessThan(1_000);
  expect(other.status).toBe(200);
  expect(other.ms).toBeLessThan(200);
  expect(await drugCount(shopper, PERSONA_UUID.shopper)).toBe(2);
});

test('a profile keeps at most 300 drugs: a save that would pass the limit is refused whole (413) and stores none of it', async () => {
  const member = await signedIn('member-noclaims');
  const uuid = PERSONA_UUID.memberNoClaims;
  expect((await member.post(users(uuid, 'drugs/2026'), drugsBody(295))).status).toBe(200);
  const over = await member.post(users(uuid, 'drugs/2026'), drugsBody(10, 295));
  expect(over.status).toBe(413);
  expect(over.body).toEqual({ error: 'Profile limit reached', issues: [{ path: 'drugsAndPharmacyDetails.drugInfoDetails', message: 'a profile keeps at most 300 drugs' }] });
  expect(await drugCount(member, uuid)).toBe(295);
  // Saving again what is already there costs nothing against the limit.
  expect((await member.post(users(uuid, 'drugs/2026'), drugsBody(5, 290))).status).toBe(200);
  expect((await member.post(users(uuid, 'drugs/2026'), drugsBody(5, 295))).status).toBe(200);
  expect(await drugCount(member, uuid)).toBe(300);
});

test('one request lists at most 500 plans, nests at most 32 levels and holds no text over 5,000 characters', async () => {
  const shopper = await signedIn('shopper');
  const plans = Array.from({ length: 501 }, (_, i) => ({ planId: `H9${String(i).padStart(3, '0')}-001-000`, planYear: 2026 }));
  const many = await shopper.post(users(PERSONA_UUID.shopper, 'plans/2026'), { plansDetails: { plans }, isGuest: false });
  expect(many.status).toBe(413);
  expect((many.body as { issues: unknown[] }).issues).toEqual([{ path: 'plansDetails.plans', message: 'must list at most 500 plans' }]);

  const nested = `{"preData":{"planRecommendationObj":${'['.repeat(40)}${']'.repeat(40)}}}`;
  const deep = await shopper.post(users(PERSONA_UUID.shopper, 'all/2026'), nested);
  expect(deep.status).toBe(400);
  expect(deep.body).toEqual({ error: 'Request body nested too deeply', issues: [{ path: '', message: 'must nest at most 32 levels' }] });
  // 5,000 levels, which once answered 500: refused the same way.
  expect((await shopper.post(users(PERSONA_UUID.shopper, 'all/2026'), `${'['.repeat(5000)}${']'.repeat(5000)}`)).status).toBe(400);

  const long = await shopper.post(users(PERSONA_UUID.shopper, 'demographics/2026'), { userDetails: { nickName: 'x'.repeat(5001) } });
  expect(long.status).toBe(400);
  expect((long.body as { issues: unknown[] }).issues).toEqual([{ path: 'userDetails.nickName', message: 'must be at most 5000 characters' }]);
});

test('a body over 1 MB is refused with 413, by its length, before it is read', async () => {
  const shopper = await signedIn('shopper');
  const answer = await shopper.post(users(PERSONA_UUID.shopper, 'all/2026'), `{"preData":{"planMonth":"${'x'.repeat(1_100_000)}"}}`);
  expect(answer.status).toBe(413);
  expect((answer.body as { error: string }).error).toBe('Request body too large');
});

test('the event log keeps the latest 1,000 events however many pages send', async () => {
  const client = server.client();
  const event = (n: number) => ({ uuid: '', eventType: `load ${n}`, eventTimestamp: new Date().toISOString() });
  for (let n = 0; n < 1_050; n += 50) {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => client.post('/shopper-profile/api/domo/v1', event(n + i))));
    expect(answers.every((a) => a.status === 200)).toBe(true);
  }
  const db = new DatabaseSync(server.dbPath, { readOnly: true });
  try {
    expect(db.prepare('SELECT COUNT(*) AS n FROM events').get()).toEqual({ n: 1_000 });
  } finally {
    db.close();
  }
  // The newest are the last batch (sent together, so in any order among themselves).
  const latest = (await client.get('/qa/events')).body as { body: { eventType: string } }[];
  expect(latest.slice(0, 50).map((e) => e.body.eventType).sort()).toEqual(Array.from({ length: 50 }, (_, i) => `load ${1000 + i}`).sort());
});

test.describe('with a short request time-out', () => {
  let quick: TestServer;
  test.beforeAll(async () => { quick = await TestServer.start({ SP_REQUEST_TIMEOUT_MS: '1500' }); });
  test.afterAll(async () => { await quick.stop(); });

  test('a client sending its request a little at a time is cut off, and the others are answered meanwhile', async () => {
    const slow = net.connect({ host: '127.0.0.1', port: portOf(quick.baseUrl) });
    let closed = false;
    slow.on('close', () => { closed = true; });
    slow.on('error', () => undefined);
    slow.write('POST /gpdCustomEvent HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    const drip = setInterval(() => { if (!closed) slow.write(' '); }, 300);
    try {
      expect((await quick.client().get('/qa/personas')).status).toBe(200);
      await expect.poll(() => closed, { timeout: 15_000 }).toBe(true);
    } finally {
      clearInterval(drip);
      slow.destroy();
    }
    expect((await quick.client().get('/qa/personas')).status).toBe(200);
  });
});
