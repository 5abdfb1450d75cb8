/**
 * The reference backend checks request bodies with its own rules
 * (demo/server/validation), not the client's schemas: a body one side
 * accepts and the other refuses shows they are truly independent, so a
 * mistake in a client schema is caught by the contract tests, not shared.
 */
import * as v from 'valibot';
import { expect, test } from '@playwright/test';
import { EstimatePlanCostRequestSchema } from '../../src/api/schemas/drugPricing';
import { UsersUpdateBodySchemas } from '../../src/api/schemas/profile';
import { type Client, PERSONA_UUID, TestServer, users } from './helpers';

let server: TestServer;
let client: Client;
test.beforeAll(async () => {
  server = await TestServer.start();
  client = server.client();
  await client.signIn('member');
});
test.afterAll(async () => { await server.stop(); });

const UUID = PERSONA_UUID.member;

async function savedDrugNames(): Promise<string[]> {
  const answer = await client.get(users(UUID, 'drugs/2026'));
  return (answer.body as { drugsAndPharmacyDetails: { drugInfoDetails: { drugName: string }[] } }).drugsAndPharmacyDetails.drugInfoDetails.map((d) => d.drugName);
}

test('a saved drug with an empty name passes the client schema but the server refuses it in its own words and stores nothing', async () => {
  const body = { drugsAndPharmacyDetails: { drugInfoDetails: [{ drugName: '', drugId: '1001', nationalDrugCode: '00093101030' }] }, isGuest: false };
  expect(v.safeParse(UsersUpdateBodySchemas.drugs, body).success).toBe(true);
  const before = await savedDrugNames();
  const answer = await client.post(users(UUID, 'drugs/2026'), body);
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({
    error: 'Invalid request body',
    issues: [{ path: 'drugsAndPharmacyDetails.drugInfoDetails.0.drugName', message: 'must be non-empty text of at most 200 characters' }],
  });
  expect(await savedDrugNames()).toEqual(before);
});

test('a drug priced at a negative quantity passes the client schema but the server refuses it', async () => {
  const body = {
    zip: '10001', county: '36061', pharmacy: { pharmacyNumber: '0599999', mailOrder: true },
    drugs: [{ drugQuantity: -30, drugSupplyLength: '30', nationalDrugCode: '00093101030', drugFrequency: 'Month' }],
    plans: [{ contractId: 'H3387', pbpNumber: '004', segmentId: '000', planYear: 2026 }],
  };
  expect(v.safeParse(EstimatePlanCostRequestSchema, body).success).toBe(true);
  const answer = await client.post('/drug-pricing-api/drugpricing/estimateplancost', body);
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({ error: 'Invalid request body', issues: [{ path: 'drugs.0.drugQuantity', message: 'must be a number above 0 and at most 10000' }] });
});

test('a saved plan sent without a name fails the client schema but the server stores it with the catalog name', async () => {
  const plan = { planId: 'H3387-001-000', planYear: 2026, planType: 'MAPD', zipCode: '10001' };
  const body = { plansDetails: { zipCode: '10001', plans: [plan] }, isGuest: false };
  expect(v.safeParse(UsersUpdateBodySchemas.plans, body).success).toBe(false);
  const answer = await client.post(users(UUID, 'plans/2026'), body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const saved = (answer.body as { plansDetails: { plans: { planId: string; planName?: string }[] } }).plansDetails.plans.find((p) => p.planId === plan.planId);
  expect(saved?.planName).toMatch(/\S/);
});

test('each refusal names the field and the server rule it broke, for every kind of rule', async () => {
  const cases: [string, unknown, { path: string; message: string }][] = [
    ['/landrover/api/profiles/merge/v1', { firstName: 'A', lastName: 'B', email: 'a@b.c', dob: '1957-07-04', action: 'm' }, { path: 'dob', message: 'must be a date as MM/DD/YYYY' }],
    ['/landrover/api/profiles/merge/v1', { firstName: 'A', lastName: 'B', email: 'a@b.c', dob: '', action: 'x' }, { path: 'action', message: 'must be one of "m", "s"' }],
    ['/shopper-profile/api/applications/status/v1/search', { mbi: '1EG4TE5MK72', pageSize: 1000 }, { path: 'pageSize', message: 'must be a whole number up to 100' }],
    ['/shopper-profile/api/applications/status/v1/lookup', { confirmationNumbers: [] }, { path: 'confirmationNumbers', message: 'must list at least 1 confirmation number' }],
    ['/online-enrollment/user/fetchEnrollmentDataByEmailId/t/v1', { emailId: 'not an address' }, { path: 'emailId', message: 'must be an e-mail address' }],
    ['/planinfo/federal-plans/VPP/plan-types/MAPD', { planYear: '26', planIds: [] }, { path: 'planYear', message: 'must be a four-digit year' }],
    ['/gpdCustomEvent', { message: '{not json', producerCn: 'x', topic: 'y' }, { path: 'message', message: 'must be JSON text' }],
    [users(UUID, 'providers/2026'), { providersDetails: { providerIdList: [{ providerName: 'Dr No Id' }] } }, { path: 'providersDetails.providerIdList.0.providerId', message: 'is required' }],
    [users(UUID, 'medsuppPlans/2026'), { medsuppData: { savedPlanInformation: { favoritedPlans: [{ planCode: 7 }] } } }, { path: 'medsuppData.savedPlanInformation.favoritedPlans.0.planCode', message: 'must be non-empty text' }],
  ];
  for (const [path, body, issue] of cases) {
    const answer = await client.post(path, body);
    expect(answer.status, path).toBe(400);
    expect((answer.body as { issues: unknown[] }).issues, path).toEqual([issue]);
  }
});
