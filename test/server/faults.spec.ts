import * as v from 'valibot';
import { expect, test } from '@playwright/test';
import { readAnswer } from '../../src/api/schemas/reading';
import { ProfileResponseSchema } from '../../src/api/schemas/profile';
import { PERSONA_UUID, TestServer, users } from './helpers';

let server: TestServer;
test.beforeAll(async () => { server = await TestServer.start(); });
test.afterAll(async () => { await server.stop(); });

test('date= drives the server date-time call', async () => {
  const client = server.client();
  client.qa = 'date=2026-10-15';
  const answer = await client.get('/landrover/api/system-date/v1');
  expect(answer.body).toEqual({ systemDate: '2026-10-15T18:00:00.000Z' });
});

test('QA switches on a page URL stick through the sp-qa cookie and apply to API calls', async () => {
  const client = server.client();
  const page = await client.get('/?date=2024-03-01&flags=lisChanges&persona=member');
  expect(String(page.body)).toContain('QA console');
  expect(decodeURIComponent(client.cookies.get('sp-qa') ?? '')).toBe('date=2024-03-01&flags=lisChanges');
  expect(client.cookies.get('sp-user-id')).toBe(PERSONA_UUID.member);
  expect((await client.get('/landrover/api/system-date/v1')).body).toEqual({ systemDate: '2024-03-01T18:00:00.000Z' });
  client.qa = 'date=2025-01-02';
  expect((await client.get('/landrover/api/system-date/v1')).body).toEqual({ systemDate: '2025-01-02T18:00:00.000Z' });
});

test('outage marks the profile with isServiceOutage', async () => {
  const client = server.client();
  await client.signIn('member');
  client.qa = 'fault=outage';
  const answer = await client.get(users(PERSONA_UUID.member, 'all/2026'));
  expect((answer.body as { isServiceOutage: boolean }).isServiceOutage).toBe(true);
});

test('slow makes every call answer after about 2 s', async () => {
  const client = server.client();
  client.qa = 'fault=slow';
  const answer = await client.get('/geolocationinfo/counties/10001');
  expect(answer.status).toBe(200);
  expect(answer.ms).toBeGreaterThanOrEqual(1900);
});

test('remove-fail answers 500 to every delete of a saved item and removes nothing', async () => {
  const client = server.client();
  await client.signIn('member');
  client.qa = 'fault=remove-fail';
  for (const path of ['plans/S5921-002-000/2026', 'drugs/1001/2026', 'providers/3606101/2026']) {
    expect((await client.delete(users(PERSONA_UUID.member, path))).status).toBe(500);
  }
  client.qa = undefined;
  expect((await client.delete(users(PERSONA_UUID.member, 'plans/S5921-002-000/2026'))).status).toBe(200);
});

test('invalid-session answers 401 Invalid session once, then the profile', async () => {
  const client = server.client();
  await client.signIn('member');
  client.qa = 'fault=invalid-session';
  const first = await client.get(users(PERSONA_UUID.member, 'all/2026'));
  expect(first).toMatchObject({ status: 401, body: { message: 'Invalid session' } });
  const second = await client.get(users(PERSONA_UUID.member, 'all/2026'));
  expect(second.status).toBe(200);
});

test('malformed answers a body that is no profile at all, so the client schema refuses it', async () => {
  const client = server.client();
  await client.signIn('member');
  client.qa = 'fault=malformed';
  const answer = await client.get(users(PERSONA_UUID.member, 'all/2026'));
  expect(answer.status).toBe(200);
  expect(v.safeParse(ProfileResponseSchema, answer.body).success).toBe(false);
});

/** Each per-section fault and what the client's reading leaves out of the spoiled answer, in reading order. */
const SECTION_FAULTS: [fault: string, sections: string[], leftOut: string[]][] = [
  ['malformed-plans', ['plansDetails', 'memberEnrolledPlans'], ['plan county', 'saved plan', 'enrolled plan']],
  ['malformed-drugs', ['drugsAndPharmacyDetails'], ['drug drugQuantity', 'saved drug', 'pharmacy mailOrder']],
  ['malformed-providers', ['providersDetails'], ['providersDetails planYear', 'provider languages', 'saved provider', 'saved provider']],
  ['malformed-enrollments', ['enrollmentsDetails'], ['application isSubmitted', 'application']],
  ['malformed-user', ['userDetails'], ['userDetails retryCount', 'userDetails accountLinkIds']],
  ['malformed-predata', ['preData'], ['recommended plan', 'recommended plan rank', 'preData drug qty']],
  ['malformed-medsupp', ['medsuppData'], ['medsuppData applicantInformation', 'favourited supplement plan']],
];

for (const [fault, sections, leftOut] of SECTION_FAULTS) {
  test(`${fault} spoils only ${sections.join(' and ')}; the client reads the rest and leaves out just the spoiled parts`, async () => {
    const client = server.client();
    await client.signIn('member');
    const plain = (await client.get(users(PERSONA_UUID.member, 'all/2026'))).body as Record<string, unknown>;
    client.qa = `fault=${fault}`;
    const spoiled = (await client.get(users(PERSONA_UUID.member, 'all/2026'))).body as Record<string, unknown>;
    const changed = Object.keys(plain).filter((key) => JSON.stringify(plain[key]) !== JSON.stringify(spoiled[key]));
    expect(changed).toEqual(sections);
    expect(readAnswer(ProfileResponseSchema, plain).unreadable).toEqual([]);
    const { parsed, unreadable } = readAnswer(ProfileResponseSchema, spoiled);
    expect(parsed.success).toBe(true);
    expect(unreadable.map((part) => part.what)).toEqual(leftOut);
    // The stored profile is untouched.
    client.qa = undefined;
    expect((await client.get(users(PERSONA_UUID.member, 'all/2026'))).body).toEqual(plain);
  });
}

test('<call>-fail answers 500 for that call only', async () => {
  const client = server.client();
  await client.signIn('member');
  client.qa = 'fault=applications-fail,medsupp-fail,pending-fail,content-fail,merge-fail,import-fail';
  expect((await client.post('/shopper-profile/api/applications/status/v1/search', { mbi: '1EG4TE5MK72', pageSize: 100 })).status).toBe(500);
  expect((await client.get('/landrover/api/enrollments/medsupp/v1')).status).toBe(500);
  expect((await client.post('/online-enrollment/user/fetchEnrollmentDataByEmailId/t1/v1', { emailId: 'margaret.hill@example.com' })).status).toBe(500);
  expect((await client.get('/api/assets/MRD/content-fragments/shopper-profile-redesign/profile.json')).status).toBe(500);
  expect((await client.post('/landrover/api/profiles/import/member-items/v1', { uuid: PERSONA_UUID.member, isAuthUser: true, triggeredBy: 'x' })).status).toBe(500);
  expect((await client.get(users(PERSONA_UUID.member, 'all/2026'))).status).toBe(200);
});
