/**
 * Nothing a client sends stops the server, nor gets a 5xx, nor loses what a
 * valid save stored before. fast-check generates whole requests and sends
 * them byte for byte over raw sockets to a running server: request targets
 * (the route table's paths with hostile segments and queries, and raw
 * targets such as `//a:b@` and `http://a:b`), methods, headers (origins,
 * cookies with real, forged and garbage sessions, QA switches, content
 * types, hosts) and bodies (JSON of any shape, Users bodies with odd
 * values, deep nesting, control characters, random bytes, oversized lists).
 *
 * `SP_SERVER_FUZZ_RUNS` sets the number of requests (1,000 by default, a few seconds, well under a
 * minute; a failure prints its seed and the shrunk request to replay).
 * Left out of the generated targets, by design: POST /qa/reset (it puts
 * every profile back to its seed) and DELETE /qa/sessions/{uuid} (it signs a
 * user out everywhere), which are QA's own tools.
 */
import fc from 'fast-check';
import { expect, test } from '@playwright/test';
import { routes } from '../../demo/server/routes';
import { type Client, PERSONA_UUID, TestServer, users } from './helpers';
import { portOf, type RawRequest, requestBytes, sendRaw } from './raw';

const RUNS = Number(process.env.SP_SERVER_FUZZ_RUNS ?? 1000);
const KEEPER = PERSONA_UUID.member;
const NOT_GENERATED = new Set(['/qa/reset', '/qa/sessions/:uuid']);
/** QA faults that answer normally (the `<call>-fail` ones answer 500 on purpose, `slow` waits 2 s). */
const HARMLESS_FAULTS = ['outage', 'malformed', 'malformed-plans', 'malformed-drugs', 'malformed-providers', 'malformed-enrollments', 'malformed-user',
  'malformed-predata', 'malformed-medsupp', 'invalid-session', 'import-empty', 'plans-without-benefits'];

let server: TestServer;
let port = 0;
const FUZZ_PERSONAS = ['shopper', 'member-noclaims', 'telesales-m', 'agent', 'shopper-applied', 'base-account'];
/** Sessions the fuzzer may carry (requests it sends may end them, as a sign-out would: they are signed in again). */
let fuzzCookies: string[] = [];
/** Their profiles' ids, so generated paths name them as often as anything else. */
let fuzzUuids: string[] = [];
let keeper: Client;

const cookieOf = (client: Client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

test.beforeAll(async () => {
  server = await TestServer.start({ SP_REQUEST_TIMEOUT_MS: '3000' });
  port = portOf(server.baseUrl);
  fuzzCookies = [];
  fuzzUuids = [];
  for (const persona of FUZZ_PERSONAS) {
    const client = server.client();
    fuzzUuids.push((await client.signIn(persona)).uuid);
    fuzzCookies.push(cookieOf(client));
  }
  keeper = server.client();
  await keeper.signIn('member');
});
test.afterAll(async () => { await server.stop(); });

// ---- pieces of a request -------------------------------------------------------------------------------------------

/** Percent-encodes any text, a lone surrogate included (as the three bytes a lax UTF-8 writer would send). */
const pct = (text: string): string => [...text].map((ch) => {
  const unit = ch.charCodeAt(0);
  if (ch.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(ch);
  return [0xed, 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
}).join('');

const visible = (max: number) => fc.stringMatching(new RegExp(`^[\\x21-\\x7e]{0,${max}}$`));
const anyText = fc.string({ unit: 'binary', maxLength: 20 });
const hostileText = fc.constantFrom('/%09/evil.example', '/ok%0d%0aSet-Cookie:%20x=1', '%0a', '//evil.example', '/\\evil', 'javascript:alert(1)', '../../etc/passwd',
  '%00', '%ZZ', '%', '\u202e', '\ud800', '2026-10-15', 'member', 'guest', 'cloaked', 'sp-toast', 'sp-saved-plans', 'true', '-1', '1e308', 'x'.repeat(3000));

const segment = fc.oneof(
  fc.nat().map((i) => fuzzUuids[i % fuzzUuids.length] ?? 'guest'),
  fc.constantFrom('guest', KEEPER, PERSONA_UUID.shopper, '2026', '2027', '0999', 'all', 'full', 'plans', 'drugs', 'providers', 'demographics', 'medsupp', 'medsuppPlans',
    'true', 'false', 'hsid', 'MAPD', 'PDP', 'H1045-001-000', '1002', '10001', '36061', 'NY', '..', '.', '%2e%2e', '%00', '%2F', '%ZZ', '%', 'sp-toast'),
  anyText.map(pct),
  visible(12).filter((s) => !/[?#%]/.test(s)),
);

const queryKey = fc.oneof(
  fc.constantFrom('returnUrl', 'persona', 'date', 'fault', 'flags', 'brand', 'csp', 'lang', 'timeout', 'tag', 'attr.variant', 'attr.onclick', 'attr.x"y', 'q', 'zip', 'year', 'type', 'fips', 'drug', 'code'),
  visible(8).filter((s) => !/[&=#%]/.test(s)),
);
const queryValue = fc.oneof(hostileText, anyText, fc.subarray(HARMLESS_FAULTS, { maxLength: 3 }).map((f) => f.join(',')));
const query = fc.array(fc.tuple(queryKey, queryValue), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&')}` : ''));

/** A path of the route table with its `:params` filled by generated segments, perhaps under the brand prefix; mostly with the route's own method. */
const ROUTES = routes.filter((r) => !NOT_GENERATED.has(r.pattern));
/** Values a parameter of that name usually takes, so requests get past the path and into the routes' own checks. */
const PLAUSIBLE: Record<string, fc.Arbitrary<string>> = {
  // SELF: the profile of the session the request carries (filled in below), so most requests are the user's own.
  id: fc.oneof({ weight: 3, arbitrary: fc.constant('SELF') }, fc.nat().map((i) => fuzzUuids[i % fuzzUuids.length] ?? 'guest'), fc.constantFrom('guest', KEEPER)),
  type: fc.constantFrom('all', 'full', 'plans', 'drugs', 'providers', 'demographics', 'medsupp', 'medsuppPlans'),
  x: fc.constantFrom('2025', '2026', '2027'),
  year: fc.constantFrom('2025', '2026', '2027'),
  planYear: fc.constantFrom('2025', '2026', '2027'),
  flag: fc.constantFrom('true', 'false'),
  item: fc.constantFrom('1002', '1001', 'H1045-003-000', '4845301', 'KEEP-7f3c9a1e2b'),
};
const parameter = (name: string) => fc.oneof({ weight: 3, arbitrary: PLAUSIBLE[name] ?? segment }, { weight: 1, arbitrary: segment });

const routeRequest = fc.tuple(
  // The Users routes (the profile itself) as often as all the others together.
  fc.oneof(fc.constantFrom(...ROUTES), fc.constantFrom(...ROUTES.filter((r) => r.pattern.startsWith('/landrover/api/Users/')))),
  fc.tuple(...['id', 'type', 'x', 'flag', 'item', 'year'].map(parameter)),
  fc.boolean(),
  query,
  fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE') }),
).map(([route, segments, branded, q, other]) => {
  // Each `:name` takes the generated value for that name (or, for names without one, the next generated segment).
  const [id = '', type = '', x = '', flag = '', item = '', year = ''] = segments;
  const byName: Record<string, string> = { id, type, x, flag, item, year, planYear: year };
  let i = 0;
  const path = route.pattern.replace(/:([a-zA-Z]+)/g, (_, name: string) => byName[name] ?? segments[i++ % segments.length] ?? 'x');
  return { method: other ?? route.method, target: `${branded ? '/medicare' : ''}${path}${q}` };
});

const rawTarget = fc.oneof(
  fc.constantFrom('//', '//a:b@', 'http://a:b', 'https://a:b@c:99999/', '*', 'http://localhost:1/landrover/api/logout', '/%', '/%zz', '/..', '/../../etc/passwd',
    '/dist/../../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/dist/%2e%2e%2fpackage.json', `/${'a'.repeat(9000)}`, '/medicare//', '/?persona=member', '/assets/'),
  fc.constant(''),
  visible(40).map((t) => `/${t}`),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
);

/** Mostly methods the HTTP parser knows (it refuses others before the server sees them). */
const method = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE', 'CONNECT') },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Z]{1,8}$/) },
);

const qaHeader = fc.tuple(fc.subarray(HARMLESS_FAULTS, { maxLength: 3 }), fc.option(fc.constantFrom('2026-10-15', '2025-01-01', 'garbage', '9999-99-99')), fc.option(anyText))
  .map(([faults, date, extra]) => new URLSearchParams({ fault: faults.join(','), ...(date ? { date } : {}), ...(extra ? { flags: extra, lang: extra } : {}) }).toString());

const fuzzCookie = fc.nat().map((i) => fuzzCookies[i % fuzzCookies.length] ?? '');
const cookie = fc.oneof(
  { weight: 4, arbitrary: fuzzCookie },
  { weight: 2, arbitrary: fc.tuple(visible(60), visible(40)).map(([session, user]) => `sp-session=${session}; sp-user-id=${user}`) },
  { weight: 2, arbitrary: fc.tuple(fuzzCookie, visible(40)).map(([real, user]) => `${real}; sp-user-id=${user}`) },
  { weight: 1, arbitrary: visible(80) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const header = fc.oneof(
  fc.tuple(fc.constant('Origin'), fc.constantFrom('https://evil.example', 'null', 'garbage', 'http://localhost:1', 'http://localhost')),
  fc.tuple(fc.constant('Sec-Fetch-Site'), fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'garbage')),
  fc.tuple(fc.constant('Content-Type'), fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '')),
  fc.tuple(fc.constant('Cookie'), cookie),
  fc.tuple(fc.constant('x-sp-qa'), qaHeader),
  fc.tuple(fc.constant('x-agent-session'), fc.oneof(visible(30), fc.constant('abc~4'), fc.constant(`x~${'9'.repeat(20)}`))),
  fc.tuple(fc.constant('X-Forwarded-Proto'), fc.constantFrom('https', 'http', 'garbage')),
  fc.tuple(fc.constant('Host'), fc.oneof(fc.constantFrom('evil.example', '127.0.0.1', '[::1]'), visible(30))),
  fc.tuple(fc.stringMatching(/^X-[A-Za-z]{1,10}$/), visible(50)),
);

const jsonLike = fc.jsonValue({ maxDepth: 4 });
const usersBody = fc.oneof(
  fc.record({ plansDetails: fc.record({ zipCode: fc.oneof(fc.constant('33101'), jsonLike), plans: fc.array(fc.record({ planId: fc.oneof(fc.constant('H1045-001-000'), jsonLike), planYear: fc.oneof(fc.constant(2026), jsonLike), planType: jsonLike }, { requiredKeys: [] }), { maxLength: 3 }), savedPlans: fc.oneof(fc.constant('H1045-002-000 2026 MA'), anyText) }, { requiredKeys: [] }), isGuest: fc.oneof(fc.boolean(), jsonLike) }, { requiredKeys: [] }),
  fc.record({ drugsAndPharmacyDetails: fc.record({ drugInfoDetails: fc.array(fc.record({ drugName: fc.oneof(anyText, jsonLike), drugId: jsonLike, drugQuantity: fc.oneof(fc.double(), jsonLike), drugFrequency: jsonLike, drugSupplyLength: jsonLike }, { requiredKeys: [] }), { maxLength: 3 }), pharmacyObj: jsonLike }, { requiredKeys: [] }) }),
  fc.record({ providersDetails: fc.record({ zipCode: jsonLike, planYear: jsonLike, providerIdList: fc.array(fc.record({ providerId: jsonLike, providerName: fc.oneof(anyText, jsonLike) }, { requiredKeys: [] }), { maxLength: 3 }) }, { requiredKeys: [] }) }),
  fc.record({ userDetails: fc.dictionary(fc.constantFrom('firstName', 'nickName', 'zipCode', 'mbi', 'email', '__proto__', 'constructor', 'x'), fc.oneof(anyText, jsonLike)) }),
  fc.record({ medsuppData: jsonLike, preData: jsonLike }, { requiredKeys: [] }),
  fc.record({ firstName: anyText, lastName: anyText, email: anyText, dob: fc.oneof(fc.constant('07/04/1957'), anyText), mbi: anyText, action: fc.constantFrom('m', 's', 'x') }, { requiredKeys: [] }),
  fc.record({ message: fc.oneof(jsonLike.map((v) => JSON.stringify(v)), anyText), producerCn: anyText, topic: anyText }, { requiredKeys: [] }),
  fc.record({ code: anyText, isHsidLogin: jsonLike, requestHost: anyText, isMultiProfileCloakInEnabled: jsonLike }, { requiredKeys: [] }),
);
const body = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 4, arbitrary: usersBody.map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: jsonLike.map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
  { weight: 1, arbitrary: anyText.map((t) => JSON.stringify({ userDetails: { nickName: t }, preData: { planMonth: t } })) },
  { weight: 1, arbitrary: fc.constantFrom(2_000, 20_000).map((n) => JSON.stringify({ drugsAndPharmacyDetails: { drugInfoDetails: Array.from({ length: n }, (_, i) => ({ drugName: `D${i}` })) } })) },
);

/**
 * Most requests look like the library's (a session cookie, a JSON body said to be JSON), so they reach the
 * routes and their rules; the generated headers come on top and may contradict them.
 */
const request: fc.Arbitrary<RawRequest> = fc.record({
  line: fc.oneof({ weight: 5, arbitrary: routeRequest }, { weight: 1, arbitrary: fc.record({ method, target: rawTarget }) }),
  who: fc.option(fc.nat(), { freq: 4 }),
  json: fc.nat(4).map((n) => n > 0),
  more: fc.array(header, { maxLength: 4 }),
  body,
}).map(({ line, who, json, more, body: payload }) => {
  const session = who === null ? undefined : who % fuzzCookies.length;
  const headers: [string, string][] = [
    ...(session === undefined ? [] : [['Cookie', fuzzCookies[session] ?? ''] as [string, string]]),
    ...(json ? [['Content-Type', 'application/json'] as [string, string]] : []),
    ...more,
  ];
  return { method: line.method, target: line.target.replace('SELF', session === undefined ? 'guest' : fuzzUuids[session] ?? 'guest'), headers, body: payload };
});

/** Requests that each once stopped the process (a bad target, a CR or LF in returnUrl), or answered 500. */
const ONCE_FATAL: RawRequest[] = [
  { method: 'GET', target: '//' },
  { method: 'GET', target: '//a:b@' },
  { method: 'GET', target: 'http://a:b' },
  { method: 'GET', target: '/hsid-logout?returnUrl=/a%0d%0aSet-Cookie:%20x=1' },
  { method: 'GET', target: '/hsid-logout?returnUrl=%0a' },
  { method: 'GET', target: '/optumid-login/choose?persona=guest&returnUrl=/x%0dy' },
  { method: 'GET', target: '/optumid-login/choose?persona=guest&returnUrl=/%09/evil.example' },
  { method: 'GET', target: users(KEEPER, 'all/2026'), headers: [['Cookie', 'sp-session=%E9%E9.abc']] },
  { method: 'POST', target: users('guest', 'all/2026'), headers: [['Content-Type', 'application/json']], body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
];

async function keeperProfile(): Promise<unknown> {
  const answer = await keeper.get(users(KEEPER, 'full'));
  expect(answer.status).toBe(200);
  return answer.body;
}

test('generated requests over raw sockets never stop the server, never get a 5xx, and a valid save made before is still there', async () => {
  test.setTimeout(180_000);
  // A valid save of the keeper's, before any hostile request.
  const saved = await keeper.post(users(KEEPER, 'providers/2026'), { providersDetails: { zipCode: '10001', planYear: 2026, providerIdList: [{ providerId: 'KEEP-7f3c9a1e2b', providerName: 'Dr Kept' }] }, isGuest: false });
  expect(saved.status).toBe(200);
  const before = await keeperProfile();
  expect(JSON.stringify(before)).toContain('KEEP-7f3c9a1e2b');

  await fc.assert(fc.asyncProperty(request, async (generated) => {
    const answer = await sendRaw(port, requestBytes(generated, `localhost:${port}`));
    // Node closes a CONNECT it has no tunnel for without an answer; everything else is answered.
    if (answer.status === undefined && generated.method !== 'CONNECT') throw new Error('closed without an answer');
    if (answer.status !== undefined && answer.status >= 500) throw new Error(`answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    if (!server.running) throw new Error('the server process ended');
    // A generated sign-out ended one of the fuzzer's sessions: sign that persona in again, so later requests still reach the profile.
    const carried = fuzzCookies.findIndex((c) => generated.headers?.some(([name, value]) => name === 'Cookie' && value === c));
    if (carried >= 0 && answer.status === 401) {
      const again = server.client();
      await again.signIn(FUZZ_PERSONAS[carried] ?? 'shopper');
      fuzzCookies[carried] = cookieOf(again);
    }
  }), { numRuns: RUNS, examples: ONCE_FATAL.map((example) => [example]), endOnFailure: false });

  expect(server.running).toBe(true);
  expect((await server.client().get('/qa/personas')).status).toBe(200);
  expect(await keeperProfile()).toEqual(before);
  // Every refusal was foreseen: nothing reached the boundary's "unexpected" branch nor a route's crash log.
  expect(server.logs).not.toMatch(/\[server\] (unexpected failure|.* failed|unhandled|uncaught)/);
});

test('each request that once stopped the process is answered as a refusal or a safe redirect, and the server keeps serving', async () => {
  const answers = [];
  for (const example of ONCE_FATAL) answers.push(await sendRaw(port, requestBytes(example, `localhost:${port}`)));
  expect(answers.map((a) => a.status)).toEqual([404, 404, 400, 302, 302, 302, 302, 401, 400]);
  for (const answer of answers.filter((a) => a.status === 302)) expect(answer.headers.location).toMatch(/^\/(profile\.html)?$/);
  expect(server.running).toBe(true);
});
