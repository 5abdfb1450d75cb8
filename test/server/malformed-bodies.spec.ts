/**
 * Every POST route of demo/server/routes refuses a malformed body with 400
 * and a JSON error, and stores nothing: an empty object, text that is not
 * JSON and an empty body. The routes are taken from the router's own table,
 * so a POST route added later is covered (or fails the coverage check).
 */
import { expect, test } from '@playwright/test';
import { routes } from '../../demo/server/routes';
import { type Client, PERSONA_UUID, TestServer, users } from './helpers';

let server: TestServer;
let client: Client;
test.beforeAll(async () => {
  server = await TestServer.start();
  client = server.client();
  // Signed in as a telesales persona, so merge and import would act if a body got through.
  await client.signIn('telesales-m');
});
test.afterAll(async () => { await server.stop(); });

const UUID = PERSONA_UUID.telesalesM;

/** A concrete path for each POST route pattern; an empty object is a valid update for these (nothing to change). */
const POST_PATHS: Record<string, string> = {
  '/landrover/api/apps/aarp/authValidate': '/landrover/api/apps/aarp/authValidate',
  '/landrover/api/profiles/merge/v1': '/landrover/api/profiles/merge/v1',
  '/landrover/api/profiles/import/member-items/v1': '/landrover/api/profiles/import/member-items/v1',
  '/landrover/api/profiles/import/member-items/:category/v1': '/landrover/api/profiles/import/member-items/hsid/v1',
  '/shopper-profile/api/applications/status/v1/search': '/shopper-profile/api/applications/status/v1/search',
  '/shopper-profile/api/applications/status/v1/lookup': '/shopper-profile/api/applications/status/v1/lookup',
  '/online-enrollment/user/fetchEnrollmentDataByEmailId/:traceId/v1': '/online-enrollment/user/fetchEnrollmentDataByEmailId/trace-1/v1',
  '/EmailWAR/emailrest/profile/email/v1': '/EmailWAR/emailrest/profile/email/v1',
  '/planinfo/federal-plans/VPP/plan-types/:planType': '/planinfo/federal-plans/VPP/plan-types/MAPD',
  '/drug-info-api/druginfo/search': '/drug-info-api/druginfo/search',
  '/drug-pricing-api/drugpricing/estimateplancost': '/drug-pricing-api/drugpricing/estimateplancost',
  '/providersearch/providers/v1/coverage/:planYear/:zip/:fips': '/providersearch/providers/v1/coverage/2026/33101/12086',
  '/gpdCustomEvent': '/gpdCustomEvent',
  '/shopper-profile/api/domo/v1': '/shopper-profile/api/domo/v1',
  '/landrover/api/Users/:id/:type': users(UUID, 'plans'),
  '/landrover/api/Users/:id/:type/:x': users(UUID, 'plans/2026'),
};

/** Users update types whose body names a section: `{}` lacks it. (`all` takes any subset, so `{}` is a valid no-op there.) */
const USERS_TYPES_WITH_SECTION = ['plans', 'drugs', 'providers', 'medsupp', 'medsuppPlans', 'demographics'];

/** Routes that take no body at all (QA reset). */
const NO_BODY = new Set(['/qa/reset']);

const MALFORMED: { name: string; body: string }[] = [
  { name: 'an empty object', body: '{}' },
  { name: 'text that is not JSON', body: '{"firstName": "Dorothy", ' },
  { name: 'an empty body', body: '' },
];

async function expectRefused(path: string, body: string) {
  const answer = await client.call('POST', path, body, { 'content-type': 'application/json' });
  expect(answer.status, `${path} with ${JSON.stringify(body)}: ${JSON.stringify(answer.body)}`).toBe(400);
  const error = answer.body as { error: unknown; issues: unknown };
  expect(typeof error.error, path).toBe('string');
  expect(Array.isArray(error.issues), path).toBe(true);
  return error;
}

/** Everything a refused body could have touched: the signed-in profile (with its attempts) and the stored events. */
async function snapshot() {
  const profile = await client.get(users(UUID, 'full/2026'));
  const events = await client.get('/qa/events');
  expect([profile.status, events.status]).toEqual([200, 200]);
  return { profile: profile.body, events: events.body };
}

test('the table covers every POST route of the reference backend', () => {
  const posts = routes.filter((r) => r.method === 'POST').map((r) => r.pattern).filter((p) => !NO_BODY.has(p));
  expect([...new Set(posts)].sort()).toEqual(Object.keys(POST_PATHS).sort());
});

for (const { name, body } of MALFORMED) {
  test(`every POST route answers ${name} with 400 {error, issues} and stores nothing`, async () => {
    const before = await snapshot();
    for (const [pattern, path] of Object.entries(POST_PATHS)) {
      if (body === '{}' && pattern.startsWith('/landrover/api/Users/')) continue; // below, per type
      await expectRefused(path, body);
    }
    if (body === '{}') {
      for (const type of USERS_TYPES_WITH_SECTION) await expectRefused(users(UUID, `${type}/2026`), body);
    } else {
      await expectRefused(users(UUID, 'all/2026'), body);
    }
    expect(await snapshot()).toEqual(before);
  });
}

test('a malformed merge leaves the remaining identity attempts as they were; a well-formed wrong one still counts', async () => {
  const attempts = async () => ((await client.get(users(UUID, 'full/2026'))).body as { userDetails: { retryCount: number } }).userDetails.retryCount;
  const start = await attempts();
  expect(start).toBe(3);
  await expectRefused('/landrover/api/profiles/merge/v1', '{}');
  await expectRefused('/landrover/api/profiles/merge/v1', '{"firstName": "Dorothy", ');
  // Right fields, wrong types: refused too.
  await expectRefused('/landrover/api/profiles/merge/v1', JSON.stringify({ firstName: 'Dorothy', lastName: 'Price', email: 'dorothy@example.com', dob: 19570704, action: 'm' }));
  await expectRefused('/landrover/api/profiles/merge/v1', JSON.stringify({ firstName: 'Dorothy', lastName: 'Price', email: 'dorothy@example.com', dob: '07/04/1957', action: 'delete' }));
  expect(await attempts()).toBe(start);

  const wrong = await client.post('/landrover/api/profiles/merge/v1', { firstName: 'Dorothy', lastName: 'Price', email: 'dorothy@example.com', dob: '07/04/1957', mbi: '9ZZ9ZZ9ZZ99', action: 'm' });
  expect(wrong.body).toMatchObject({ isProfileMerged: false, remainingRetryCount: start - 1 });
  expect(await attempts()).toBe(start - 1);
});
