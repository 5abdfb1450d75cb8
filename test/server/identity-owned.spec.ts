/**
 * The server owns identity: the Medicare number, e-mail, date of birth and
 * gender come from the sign-in record and from an identity the person
 * confirmed (merge), never from a save. A shopper who writes another
 * member's mbi and e-mail into their own profile is refused, and every
 * lookup by those identifiers (application statuses, pending enrollments,
 * claims import, supplement application) still answers for the shopper's
 * own server-held identifiers only.
 */
import { expect, test } from '@playwright/test';
import { type Client, PERSONA_UUID, TestServer, users } from './helpers';

const MEMBER = { mbi: '1EG4TE5MK72', email: 'margaret.hill@example.com', dob: '1956-04-12', gender: 'f' };
const SEARCH = '/shopper-profile/api/applications/status/v1/search';
const LOOKUP = '/shopper-profile/api/applications/status/v1/lookup';
const PENDING = '/online-enrollment/user/fetchEnrollmentDataByEmailId/trace-1/v1';
const KEPT = 'is kept by the server: it comes from sign-in or a confirmed identity, not from a save';

let server: TestServer;
test.beforeAll(async () => { server = await TestServer.start(); });
test.afterAll(async () => { await server.stop(); });

async function signedIn(persona: string): Promise<Client> {
  const client = server.client();
  await client.signIn(persona);
  return client;
}

interface Full { userDetails: Record<string, unknown>; drugsAndPharmacyDetails: { drugInfoDetails: { drugName: string }[] }; providersDetails: { providerIdList: unknown[] } }
const full = async (client: Client, uuid: string) => (await client.get(users(uuid, 'full/2026'))).body as Full;

test('a shopper who saves the member\'s mbi, e-mail, date of birth and gender is refused field by field, and the profile keeps its own', async () => {
  const shopper = await signedIn('shopper');
  const before = await full(shopper, PERSONA_UUID.shopper);
  for (const type of ['demographics', 'all']) {
    const answer = await shopper.post(users(PERSONA_UUID.shopper, `${type}/2026`), { userDetails: { firstName: 'Carlos', ...MEMBER }, isGuest: false });
    expect(answer.status, type).toBe(400);
    expect((answer.body as { issues: unknown[] }).issues).toEqual(['mbi', 'email', 'dob', 'gender'].map((field) => ({ path: `userDetails.${field}`, message: KEPT })));
  }
  expect(await full(shopper, PERSONA_UUID.shopper)).toEqual(before);
  expect(before.userDetails).toMatchObject({ email: 'carlos.reyes@example.com' });
  expect(before.userDetails.mbi).toBeUndefined();
});

test('with another member\'s identifiers in hand, the shopper gets none of the member\'s statuses, pending enrollment, claims or supplement application', async () => {
  const member = await signedIn('member');
  const memberSearch = await member.post(SEARCH, { mbi: MEMBER.mbi, pageSize: 100 });
  const confirmations = (memberSearch.body as { data: { applications: { confirmationNo: string }[] } }).data.applications.map((a) => a.confirmationNo);
  expect(confirmations.length).toBeGreaterThan(0);
  expect(((await member.post(PENDING, { emailId: MEMBER.email })).body as { data: { formData: unknown[] } }).data.formData.length).toBeGreaterThan(0);

  const shopper = await signedIn('shopper');
  await shopper.post(users(PERSONA_UUID.shopper, 'demographics/2026'), { userDetails: { mbi: MEMBER.mbi, email: MEMBER.email }, isGuest: false });
  expect((await shopper.post(SEARCH, { mbi: MEMBER.mbi, pageSize: 100 })).status).toBe(403);
  expect((await shopper.post(PENDING, { emailId: MEMBER.email })).status).toBe(403);
  expect((await shopper.post(LOOKUP, { confirmationNumbers: confirmations })).status).toBe(403);
  const drugsBefore = (await full(shopper, PERSONA_UUID.shopper)).drugsAndPharmacyDetails.drugInfoDetails.map((d) => d.drugName);
  for (const path of ['/landrover/api/profiles/import/member-items/v1', '/landrover/api/profiles/import/member-items/hsid/v1']) {
    const imported = await shopper.post(path, { uuid: PERSONA_UUID.shopper, isAuthUser: true, triggeredBy: 'profile' });
    expect(imported.status, path).toBe(200);
    expect(JSON.stringify(imported.body), path).not.toContain('Lisinopril');
  }
  expect((await full(shopper, PERSONA_UUID.shopper)).drugsAndPharmacyDetails.drugInfoDetails.map((d) => d.drugName)).toEqual(drugsBefore);
  expect((await shopper.get('/landrover/api/enrollments/medsupp/v1')).body).toEqual({ applications: [] });
});

test('names, nickname and ZIP stay the user\'s to change', async () => {
  const shopper = await signedIn('shopper');
  const answer = await shopper.post(users(PERSONA_UUID.shopper, 'demographics/2026'), { userDetails: { firstName: 'Carl', lastName: 'Reyes', nickName: 'CR', zipCode: '33102' }, isGuest: false });
  expect(answer.status).toBe(200);
  expect((await full(shopper, PERSONA_UUID.shopper)).userDetails).toMatchObject({ firstName: 'Carl', nickName: 'CR', zipCode: '33102', email: 'carlos.reyes@example.com' });
});

test('a confirmed identity (telesales merge) gives the profile the gender it confirmed, where it had none', async () => {
  const telesales = await signedIn('telesales-p');
  const uuid = '5a1e0000-0000-4000-8000-000000000007';
  expect((await full(telesales, uuid)).userDetails.gender).toBeUndefined();
  const merged = await telesales.post('/landrover/api/profiles/merge/v1', { firstName: 'Eugene', lastName: 'Ward', email: 'eugene@example.com', dob: '07/04/1957', gender: 'm', zipCode: '33101', action: 'm' });
  expect(merged.body).toMatchObject({ isProfileMerged: true });
  expect((await full(telesales, uuid)).userDetails.gender).toBe('m');
});
