import { expect, test } from '@playwright/test';
import { PERSONA_UUID, TestServer, users } from './helpers';

let server: TestServer;
test.beforeAll(async () => { server = await TestServer.start(); });
test.afterAll(async () => { await server.stop(); });

test('60 concurrent saves at one profile all land', async () => {
  const client = server.client();
  await client.signIn('shopper');
  const catalog = await client.get('/demo-api/plans/search?zip=33101&year=2027');
  const plans = (catalog.body as { plans: { planId: string; planName: string; planType: string; planYear: number }[] }).plans;
  const drugs = (await client.get('/demo-api/drugs/search?q=in')).body as { drugs: { drugId: string; drugName: string; dosages: { packages: { nationalDrugCode: string }[] }[] }[] };
  expect(plans.length).toBeGreaterThanOrEqual(20);
  expect(drugs.drugs.length).toBeGreaterThanOrEqual(5);

  const planSaves = plans.slice(0, 20).map((plan) =>
    client.post(users(PERSONA_UUID.shopper, 'plans/2027'), { plansDetails: { zipCode: '33101', plans: [plan] }, isGuest: false }));
  const drugSaves = drugs.drugs.slice(0, 10).map((drug) =>
    client.post(users(PERSONA_UUID.shopper, 'drugs/2027'), { drugsAndPharmacyDetails: { drugInfoDetails: [{ drugId: drug.drugId, drugName: drug.drugName, nationalDrugCode: drug.dosages[0]?.packages[0]?.nationalDrugCode }] } }));
  const providerSaves = Array.from({ length: 30 }, (_, i) =>
    client.post(users(PERSONA_UUID.shopper, 'providers/2027'), { providersDetails: { zipCode: '33101', planYear: 2027, providerIdList: [{ providerId: `X${i}`, providerName: `Dr ${i}` }] }, isGuest: false }));
  const answers = await Promise.all([...planSaves, ...drugSaves, ...providerSaves]);
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

  const profile = (await client.get(users(PERSONA_UUID.shopper, 'all/2027'))).body as {
    plansDetails: { plans: { planId: string }[] }; drugsAndPharmacyDetails: { drugInfoDetails: { drugId: string }[] }; providersDetails: { providerIdList: { providerId: string }[] };
  };
  expect(profile.plansDetails.plans.map((p) => p.planId).sort()).toEqual(plans.slice(0, 20).map((p) => p.planId).sort());
  for (const drug of drugs.drugs.slice(0, 10)) expect(profile.drugsAndPharmacyDetails.drugInfoDetails.map((d) => d.drugId)).toContain(drug.drugId);
  expect(profile.providersDetails.providerIdList.filter((p) => p.providerId.startsWith('X'))).toHaveLength(30);
});

test('a malformed request body is refused with 400 {error, issues} and stored data is unchanged', async () => {
  const client = server.client();
  await client.signIn('member');
  const before = await client.get(users(PERSONA_UUID.member, 'all/2026'));

  const notJson = await client.post(users(PERSONA_UUID.member, 'plans/2026'), '{"plansDetails": {');
  expect(notJson.status).toBe(400);
  expect(notJson.body).toMatchObject({ error: 'Malformed JSON body' });

  const badShape = await client.post(users(PERSONA_UUID.member, 'plans/2026'), { plansDetails: { plans: [{ planId: 'H3387-001-000', planType: 'XX', planYear: 'soon' }] } });
  expect(badShape.status).toBe(400);
  const body = badShape.body as { error: string; issues: { path: string; message: string }[] };
  expect(body.error).toBe('Invalid request body');
  expect(body.issues.length).toBeGreaterThan(0);

  const badDrugs = await client.post(users(PERSONA_UUID.member, 'drugs/2026'), { drugsAndPharmacyDetails: { drugInfoDetails: 'all of them' } });
  expect(badDrugs.status).toBe(400);

  const after = await client.get(users(PERSONA_UUID.member, 'all/2026'));
  expect(after.body).toEqual(before.body);
});

test('a signed-in user cannot read or change another profile: 401 Invalid session', async () => {
  const client = server.client();
  await client.signIn('shopper');
  const read = await client.get(users(PERSONA_UUID.member, 'all/2026'));
  expect(read.status).toBe(401);
  expect(read.body).toEqual({ message: 'Invalid session' });
  const remove = await client.delete(users(PERSONA_UUID.member, 'plans/H3387-004-000/2026'));
  expect(remove.status).toBe(401);
});

test('removing a saved item answers success once, then 404', async () => {
  const client = server.client();
  await client.signIn('member');
  const first = await client.delete(users(PERSONA_UUID.member, 'drugs/1003/2026'));
  expect(first).toMatchObject({ status: 200, body: { success: true } });
  const second = await client.delete(users(PERSONA_UUID.member, 'drugs/1003/2026'));
  expect(second.status).toBe(404);
});
