/** The benchmark's `large` persona: hundreds of items, every one readable through the Users API, and a drug removal that touches drugs only. */
import { expect, test } from '@playwright/test';
import { TestServer, users } from './helpers';

let server: TestServer;
test.beforeAll(async () => { server = await TestServer.start(); });
test.afterAll(async () => { await server.stop(); });

interface Profile {
  plansDetails: { plans: { planId: string; planYear: number; planName: string; planType: string }[]; savedPlans: string };
  memberEnrolledPlans: { planId: string }[];
  drugsAndPharmacyDetails: { drugInfoDetails: { drugId: string; nationalDrugCode: string }[]; pharmacyObj?: { mailOrder: string } };
  providersDetails: { providerIdList: { providerId: string }[] };
  enrollmentsDetails: { enrollments: { planId: string; isSubmitted: boolean; confirmationNo: string | null }[] };
}

test('the large persona is listed and holds 300 plans over two years, 200 drugs, 200 providers and 50 applications', async () => {
  const client = server.client();
  const personas = (await client.get('/qa/personas')).body as { id: string; uuid: string }[];
  const large = personas.find((p) => p.id === 'large');
  expect(large?.uuid).toBeTruthy();
  const uuid = large?.uuid ?? '';
  await client.signIn('large');

  const y2025 = (await client.get(users(uuid, 'all/2025'))).body as Profile;
  const y2026 = (await client.get(users(uuid, 'all/2026'))).body as Profile;
  expect(y2025.plansDetails.plans).toHaveLength(150);
  expect(y2026.plansDetails.plans).toHaveLength(150);
  const ids = [...y2025.plansDetails.plans, ...y2026.plansDetails.plans].map((p) => `${p.planId} ${p.planYear}`);
  expect(new Set(ids).size).toBe(300);
  for (const plan of y2026.plansDetails.plans) expect(plan.planId).toMatch(/^[A-Z]\d{4}-\d{3}-\d{3}$/);
  expect(new Set(y2026.plansDetails.plans.map((p) => p.planType))).toEqual(new Set(['MA', 'MAPD', 'SNP', 'PDP']));
  expect(y2026.memberEnrolledPlans.map((p) => p.planId)).toEqual(['H3387-003-000']);

  const drugs = y2026.drugsAndPharmacyDetails.drugInfoDetails;
  expect(drugs).toHaveLength(200);
  expect(new Set(drugs.map((d) => d.drugId)).size).toBe(200);
  expect(new Set(drugs.map((d) => d.nationalDrugCode)).size).toBe(200);
  expect(y2026.drugsAndPharmacyDetails.pharmacyObj?.mailOrder).toBe('true');
  expect(new Set(y2026.providersDetails.providerIdList.map((p) => p.providerId)).size).toBe(200);

  const enrollments = y2026.enrollmentsDetails.enrollments;
  expect(enrollments).toHaveLength(50);
  expect(enrollments.filter((e) => e.isSubmitted).every((e) => typeof e.confirmationNo === 'string')).toBe(true);
  expect(enrollments.filter((e) => !e.isSubmitted).every((e) => e.confirmationNo === null)).toBe(true);
});

test('the large persona\'s submitted applications have a status behind their confirmation numbers', async () => {
  const client = server.client();
  await client.signIn('large');
  const answer = await client.post('/shopper-profile/api/applications/status/v1/search', { mbi: '5JL8XJ9RP16', pageSize: 100 });
  expect(answer.status).toBe(200);
  const text = JSON.stringify(answer.body);
  expect(text).toContain('"LG25');
  expect(text).toContain('"LG26');
});

test('removing one of the large persona\'s drugs leaves its plans and providers exactly as they were', async () => {
  const client = server.client();
  const { uuid } = await client.signIn('large');
  const before = (await client.get(users(uuid, 'all/2026'))).body as Profile;
  const removed = await client.delete(users(uuid, 'drugs/L0007/2026'));
  expect(removed.status).toBe(200);
  const after = (await client.get(users(uuid, 'all/2026'))).body as Profile;
  expect(after.drugsAndPharmacyDetails.drugInfoDetails.map((d) => d.drugId)).toEqual(
    before.drugsAndPharmacyDetails.drugInfoDetails.map((d) => d.drugId).filter((id) => id !== 'L0007'));
  expect(after.plansDetails).toEqual(before.plansDetails);
  expect(after.providersDetails).toEqual(before.providersDetails);
});
