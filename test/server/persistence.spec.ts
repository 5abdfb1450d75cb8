import { expect, test } from '@playwright/test';
import { PERSONA_UUID, TestServer, users } from './helpers';

let server: TestServer;
test.beforeAll(async () => { server = await TestServer.start(); });
test.afterAll(async () => { await server.stop(); });

const newPlan = { planId: 'H1045-006-000', planName: 'AARP Medicare Advantage Patriot (HMO-POS)', planType: 'MAPD', planYear: 2026, zipCode: '33101' };
const savedKeys = (body: unknown): string => (body as { plansDetails: { savedPlans: string } }).plansDetails.savedPlans;

test('a saved plan survives a backend restart', async () => {
  const client = server.client();
  await client.signIn('shopper');
  const saved = await client.post(users(PERSONA_UUID.shopper, 'plans/2026'), { plansDetails: { zipCode: '33101', plans: [newPlan] }, isGuest: false });
  expect(saved.status).toBe(200);
  expect(savedKeys(saved.body)).toContain('H1045-006-000 2026 MAPD');

  await server.restart();
  const after = await client.get(users(PERSONA_UUID.shopper, 'plans/2026'));
  expect(after.status).toBe(200);
  expect(savedKeys(after.body)).toContain('H1045-006-000 2026 MAPD');
});

test('import history, a saved drug, a saved provider and a demographics change survive a backend restart', async () => {
  const client = server.client();
  await client.signIn('member-noclaims');
  const uuid = PERSONA_UUID.memberNoClaims;
  const imported = await client.post('/landrover/api/profiles/import/member-items/v1', { uuid, isAuthUser: true, triggeredBy: 'profile' });
  expect(imported.status).toBe(200);
  const drug = await client.post(users(uuid, 'drugs/2026'), { drugsAndPharmacyDetails: { drugInfoDetails: [{ drugName: 'Gabapentin', drugId: '1012', nationalDrugCode: '27241112030' }] } });
  expect(drug.status).toBe(200);
  const provider = await client.post(users(uuid, 'providers/2026'), {
    providersDetails: { zipCode: '78701', planYear: 2026, providerIdList: [{ providerId: '4845301', providerName: 'Maria Alvarez, MD', providerCoverageType: 'medical' }] }, isGuest: false,
  });
  expect(provider.status).toBe(200);
  const demographics = await client.post(users(uuid, 'demographics/2026'), { userDetails: { firstName: 'Walt', nickName: 'Wally' }, isGuest: false });
  expect(demographics.status).toBe(200);

  interface Stored {
    userDetails: { firstName: string; lastName: string; nickName?: string; importHistory: { triggeredBy: string; profileType: string }[]; dataRetrievalStatus?: string };
    drugsAndPharmacyDetails: { drugInfoDetails: { drugId: string; drugName: string }[] };
    providersDetails: { providerIdList: { providerId: string; providerName: string }[] };
  }
  // The full read: it carries every stored user field, import history included.
  const read = async () => {
    const answer = await client.get(users(uuid, 'full/2026'));
    expect(answer.status).toBe(200);
    return answer.body as Stored;
  };
  const before = await read();
  expect(before.userDetails.importHistory).toEqual([expect.objectContaining({ triggeredBy: 'profile', profileType: 'MEMBER' })]);
  expect(before.userDetails).toMatchObject({ firstName: 'Walt', lastName: 'Brooks', nickName: 'Wally', dataRetrievalStatus: 'NO_CLAIMS' });
  expect(before.drugsAndPharmacyDetails.drugInfoDetails.map((d) => d.drugName)).toEqual(['Gabapentin']);
  expect(before.providersDetails.providerIdList.map((p) => p.providerId)).toEqual(['4845301']);

  await server.restart();
  expect(await read()).toEqual(before);
});

test('identity attempts count down server-side, lock at 0 and stay locked after a restart', async () => {
  const client = server.client();
  await client.signIn('telesales-tpp');
  const wrong = { firstName: 'George', lastName: 'Patel', email: 'george@example.com', dob: '01/01/1950', gender: 'm', zipCode: '33101', action: 'm' };
  const first = await client.post('/landrover/api/profiles/merge/v1', wrong);
  expect(first.body).toEqual({ isProfileMerged: false, remainingRetryCount: 0 });

  await server.restart();
  const right = { ...wrong, dob: '07/04/1957' };
  const afterRestart = await client.post('/landrover/api/profiles/merge/v1', right);
  expect(afterRestart.body).toEqual({ isProfileMerged: false, remainingRetryCount: 0 });
  const profile = await client.get(users(PERSONA_UUID.telesalesTpp, 'full/2026'));
  expect((profile.body as { userDetails: { retryCount: number } }).userDetails.retryCount).toBe(0);
});

test('a correct identity merges the telesales profile while attempts remain', async () => {
  const client = server.client();
  await client.signIn('telesales-m');
  const base = { firstName: 'Dorothy', lastName: 'Price', email: 'dorothy@example.com', dob: '07/04/1957', action: 'm' };
  const miss = await client.post('/landrover/api/profiles/merge/v1', { ...base, mbi: '9ZZ9ZZ9ZZ99' });
  expect(miss.body).toMatchObject({ isProfileMerged: false, remainingRetryCount: 2 });
  const hit = await client.post('/landrover/api/profiles/merge/v1', { ...base, mbi: '3GJ6VG7PM94' });
  expect(hit.body).toMatchObject({ isProfileMerged: true, remainingRetryCount: 2 });
  const merged = (hit.body as { mergedProfile: { drugsAndPharmacyDetails: { drugInfoDetails: { drugName: string }[] } } }).mergedProfile;
  expect(merged.drugsAndPharmacyDetails.drugInfoDetails.map((d) => d.drugName)).toContain('Levothyroxine Sodium');
});

test('POST /qa/reset puts the database back to its seed', async () => {
  const client = server.client();
  await client.signIn('member');
  const seeded = await client.get(users(PERSONA_UUID.member, 'all/2026'));
  await client.delete(users(PERSONA_UUID.member, 'plans/S5921-002-000/2026'));
  await client.post(users(PERSONA_UUID.member, 'drugs/2026'), { drugsAndPharmacyDetails: { drugInfoDetails: [{ drugName: 'Gabapentin', drugId: '1012', nationalDrugCode: '27241101230' }] } });
  const changed = await client.get(users(PERSONA_UUID.member, 'all/2026'));
  expect(changed.body).not.toEqual(seeded.body);

  const reset = await client.post('/qa/reset', {});
  expect(reset.status).toBe(200);
  const again = await client.get(users(PERSONA_UUID.member, 'all/2026'));
  expect(again.body).toEqual(seeded.body);

  const attempts = server.client();
  await attempts.signIn('telesales-tpp');
  const profile = await attempts.get(users(PERSONA_UUID.telesalesTpp, 'full/2026'));
  expect((profile.body as { userDetails: { retryCount: number } }).userDetails.retryCount).toBe(1);
});
