/**
 * Input refused at the edge, field by field: control and bidirectional
 * characters and unpaired surrogates in any text or key, numbers out of
 * range, links that leave the site, fields a body does not have (`__proto__`
 * among them), and savedPlans keys that would skip the plan rules. Each
 * answer is 400 with the field's path, and nothing is stored. A drug's
 * unknown frequency is dropped, as spec §5.5 says, not refused.
 */
import { expect, test } from '@playwright/test';
import { type Client, PERSONA_UUID, TestServer, users } from './helpers';

let server: TestServer;
let shopper: Client;
test.beforeAll(async () => {
  server = await TestServer.start();
  shopper = server.client();
  await shopper.signIn('shopper');
});
test.afterAll(async () => { await server.stop(); });

const UUID = PERSONA_UUID.shopper;
const snapshot = async () => (await shopper.get(users(UUID, 'full'))).body;
const issuesOf = (body: unknown) => (body as { issues: { path: string; message: string }[] }).issues;

async function refused(path: string, body: unknown, issue: { path: string; message: string | RegExp }) {
  const answer = await shopper.post(path, body);
  expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(400);
  expect(issuesOf(answer.body)).toContainEqual({ path: issue.path, message: issue.message instanceof RegExp ? expect.stringMatching(issue.message) as unknown as string : issue.message });
}

const UNSAFE = 'must not contain control characters, bidirectional overrides or unpaired surrogates';

test('NUL, ESC, line breaks, bidi overrides and unpaired surrogates are refused in any text and any key, and nothing is stored', async () => {
  const before = await snapshot();
  for (const bad of ['a\u0000b', 'esc\u001b[31m', 'two\nlines', 'tab\there', 'gnp.exe\u202Etxt', 'iso\u2066late', 'c1\u0085', 'half\ud800', '\udc00alone']) {
    await refused(users(UUID, 'demographics/2026'), { userDetails: { nickName: bad } }, { path: 'userDetails.nickName', message: UNSAFE });
    await refused(users(UUID, 'drugs/2026'), { drugsAndPharmacyDetails: { drugInfoDetails: [{ drugName: bad }] } }, { path: 'drugsAndPharmacyDetails.drugInfoDetails.0.drugName', message: UNSAFE });
    // Inside the tracking message's JSON text too (escaped there as \u0000, or written as it is).
    const tracked = await shopper.post('/gpdCustomEvent', { message: JSON.stringify({ eventType: 'click', name: 'x', timestamp: 1, uuid: '', appName: 'a', data: { note: bad } }), producerCn: 'p', topic: 't' });
    expect(tracked.status).toBe(400);
    expect(issuesOf(tracked.body)).toContainEqual({ path: expect.stringMatching(/^message(\.data\.note)?$/) as unknown as string, message: UNSAFE });
  }
  await refused(users(UUID, 'all/2026'), { preData: { planRecommendationObj: { 'a\u0000': 1 } } }, { path: 'preData.planRecommendationObj.a?', message: /plain text/ });
  expect(await snapshot()).toEqual(before);
});

test('quantities must be above 0 and at most 10,000; numbers beyond 1e15 are refused anywhere', async () => {
  const before = await snapshot();
  for (const quantity of [-5, 0, 10_001, '1e308']) {
    await refused(users(UUID, 'drugs/2026'), { drugsAndPharmacyDetails: { drugInfoDetails: [{ drugName: 'Metformin', drugQuantity: quantity }] } },
      { path: 'drugsAndPharmacyDetails.drugInfoDetails.0.drugQuantity', message: 'must be a number above 0 and at most 10000' });
  }
  await refused(users(UUID, 'drugs/2026'), JSON.parse('{"drugsAndPharmacyDetails":{"drugInfoDetails":[{"drugName":"Metformin","drugQuantity":1e308}]}}'),
    { path: 'drugsAndPharmacyDetails.drugInfoDetails.0.drugQuantity', message: 'is out of range' });
  await refused(users(UUID, 'plans/2026'), { plansDetails: { plans: [{ planId: 'H1045-001-000', planYear: 1999 }] } }, { path: 'plansDetails.plans.0.planYear', message: 'must be a number from 2000 to 2099' });
  expect(await snapshot()).toEqual(before);
});

test('links must lead back to this site: javascript:, data:, other hosts and protocol-relative links are refused', async () => {
  const email = { emailAddress: 'carlos.reyes@example.com', firstName: 'Carlos', lastName: 'Reyes', siteId: 'aarp' };
  for (const deeplink of ['javascript:alert(1)', 'data:text/html,hi', 'https://evil.example/optumid-registration', '//evil.example/x', '/\\evil.example', 'http://localhost.evil.example/']) {
    await refused('/EmailWAR/emailrest/profile/email/v1', { ...email, deeplink }, { path: 'deeplink', message: 'must be a link to this site' });
  }
  for (const deeplink of ['/optumid-registration', `${server.baseUrl}/optumid-registration?x=1`]) {
    expect((await shopper.post('/EmailWAR/emailrest/profile/email/v1', { ...email, deeplink })).status, deeplink).toBe(200);
  }
  await refused(users(UUID, 'plans/2026'), { plansDetails: { plans: [{ planId: 'H1045-001-000', planYear: 2026, oleLaunchData: { reloadUrl: 'javascript:alert(1)' } }] } },
    { path: 'plansDetails.plans.0.oleLaunchData.reloadUrl', message: 'must be a path on this site' });
});

test('fields a body does not have are refused, __proto__ first among them, and never served back', async () => {
  const before = await snapshot();
  await refused(users(UUID, 'demographics/2026'), JSON.parse('{"userDetails":{"__proto__":{"isAdmin":true}}}'), { path: 'userDetails.__proto__', message: 'is not an allowed field name' });
  await refused(users(UUID, 'demographics/2026'), { userDetails: { phone: '5550100' } }, { path: 'userDetails.phone', message: 'is not a known field' });
  await refused(users(UUID, 'drugs/2026'), { drugsAndPharmacyDetails: { drugInfoDetails: [{ drugName: 'Metformin', isAdmin: true }] } }, { path: 'drugsAndPharmacyDetails.drugInfoDetails.0.isAdmin', message: 'is not a known field' });
  await refused(users(UUID, 'plans/2026'), { plansDetails: { plans: [] }, extra: 1 }, { path: 'extra', message: 'is not a known field' });
  await refused('/landrover/api/profiles/merge/v1', { firstName: 'a', lastName: 'b', email: 'c', dob: '', action: 's', constructor: {} }, { path: 'constructor', message: 'is not an allowed field name' });
  expect(await snapshot()).toEqual(before);
  expect(JSON.stringify(before)).not.toContain('__proto__');
});

test('savedPlans keys go through the plan rules, and every plan they save can be deleted again', async () => {
  const before = await snapshot();
  for (const [keys, path] of [
    ['H1045-001-000 2026', 'plansDetails.savedPlans.0'],
    ['../../x 2026 MA', 'plansDetails.savedPlans.0'],
    ['H1045-001-000 2026 MA,H1045-002-000 3000 MA', 'plansDetails.savedPlans.1'],
    ['H1045-001-000 2026 XX', 'plansDetails.savedPlans.0'],
    ['H1045%2F001 2026 MA', 'plansDetails.savedPlans.0'],
  ] as const) {
    const answer = await shopper.post(users(UUID, 'plans/2026'), { plansDetails: { savedPlans: keys } });
    expect(answer.status, keys).toBe(400);
    expect(issuesOf(answer.body).map((i) => i.path), keys).toContain(path);
  }
  expect(await snapshot()).toEqual(before);

  const saved = await shopper.post(users(UUID, 'plans/2027'), { plansDetails: { zipCode: '33101', savedPlans: 'Z9999-001-000 2027 MAPD' } });
  expect(saved.status).toBe(200);
  expect(((saved.body as { plansDetails: { savedPlans: string } }).plansDetails.savedPlans)).toContain('Z9999-001-000 2027 MAPD');
  expect((await shopper.delete(users(UUID, 'plans/Z9999-001-000/2027'))).body).toEqual({ success: true });
  expect(JSON.stringify(await snapshot())).not.toContain('Z9999-001-000');
});

test('an unknown drug frequency is dropped (spec §5.5), and a supply length other than 30 or 90 is saved as 30', async () => {
  const answer = await shopper.post(users(UUID, 'drugs/2026'), { drugsAndPharmacyDetails: { drugInfoDetails: [{ drugName: 'Fluoxetine', drugId: 'F1', drugQuantity: 30, drugFrequency: 'Fortnightly', drugSupplyLength: '45' }] } });
  expect(answer.status).toBe(200);
  const saved = (answer.body as { drugsAndPharmacyDetails: { drugInfoDetails: Record<string, unknown>[] } }).drugsAndPharmacyDetails.drugInfoDetails.find((d) => d.drugId === 'F1');
  expect(saved).toMatchObject({ drugName: 'Fluoxetine', drugQuantity: 30, drugSupplyLength: '30' });
  expect(saved?.drugFrequency).toBeUndefined();
});
