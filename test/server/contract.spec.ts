/** Every endpoint, called at the client's own paths, answers a body that passes the client's schema. */
import * as v from 'valibot';
import { expect, test } from '@playwright/test';
import { contentFragment, CONTENT_FRAGMENTS, medsuppStateContent, type ContentFragmentName } from '../../src/api/contentPaths';
import { paths, USERS_TYPES } from '../../src/api/paths';
import { readAnswer } from '../../src/api/schemas/reading';
import { ContentFragmentSchemas, MedsuppStateContentSchema } from '../../src/api/schemas/content';
import { PharmacyCoverageResponseSchema, PharmacyDataResponseSchema } from '../../src/api/schemas/drug';
import { DrugInfoSearchResponseSchema, GenericDrugInfoResponseSchema } from '../../src/api/schemas/drugInfo';
import { EstimatePlanCostResponseSchema } from '../../src/api/schemas/drugPricing';
import { ApplicationStatusResponseSchema, MedsuppApplicationResponseSchema, PendingEnrollmentsResponseSchema } from '../../src/api/schemas/enrollment';
import { CountiesResponseSchema, SystemDateResponseSchema } from '../../src/api/schemas/geo';
import { AuthValidateResponseSchema, ImportMemberItemsResponseSchema, MergeResponseSchema } from '../../src/api/schemas/identity';
import { PlanContactResponseSchema } from '../../src/api/schemas/plan';
import { PlansDataResponseSchema } from '../../src/api/schemas/planInfo';
import { ProfileResponseSchema, UsersDeleteResponseSchema } from '../../src/api/schemas/profile';
import { ProviderCoverageResponseSchema } from '../../src/api/schemas/provider';
import { SessionAnswerSchema } from '../../src/api/schemas/session';
import { type Answer, type Client, PERSONA_UUID, servicePaths, TestServer } from './helpers';

let server: TestServer;
let member: Client;
test.beforeAll(async () => {
  server = await TestServer.start();
  member = server.client();
  await member.signIn('member');
});
test.afterAll(async () => { await server.stop(); });

function passes(schema: v.GenericSchema, answer: Answer): v.InferOutput<typeof schema> {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  // Answers are read tolerantly; the backend's own answers must need none of it (nothing left out).
  const { parsed: result, unreadable } = readAnswer(schema, answer.body);
  expect(result.success, JSON.stringify(result.issues?.map((i) => [v.getDotPath(i), i.message]))).toBe(true);
  expect(unreadable.map((part) => part.what)).toEqual([]);
  return result.output;
}

test('content fragments', async () => {
  for (const name of Object.keys(CONTENT_FRAGMENTS) as ContentFragmentName[]) {
    passes(ContentFragmentSchemas[name], await member.get(contentFragment(name)));
  }
  passes(MedsuppStateContentSchema, await member.get(medsuppStateContent('NY')));
});

test('Users GET of every type and year, POST answers and DELETE', async () => {
  for (const type of USERS_TYPES) {
    const profile = passes(ProfileResponseSchema, await member.get(paths.usersGet(PERSONA_UUID.member, type, 2026, false))) as v.InferOutput<typeof ProfileResponseSchema>;
    expect(profile.uuid).toBe(PERSONA_UUID.member);
  }
  for (const year of [2023, 2024, 2025, 2026, 2027]) passes(ProfileResponseSchema, await member.get(paths.usersGet(PERSONA_UUID.member, 'all', year)));
  passes(ProfileResponseSchema, await member.get(paths.usersGet(PERSONA_UUID.member, 'all')));
  const full = passes(ProfileResponseSchema, await member.get(paths.usersGet(PERSONA_UUID.member, 'full', 2026))) as v.InferOutput<typeof ProfileResponseSchema>;
  expect(full.memberEnrolledPlans?.[0]?.isEnrolled).toBe(true);
  expect(full.enrollmentsDetails?.enrollments.length).toBe(6);
  passes(ProfileResponseSchema, await member.post(paths.usersUpdate(PERSONA_UUID.member, 'demographics', 2026), { userDetails: { firstName: 'Maggie' }, isGuest: false }));
  passes(UsersDeleteResponseSchema, await member.delete(paths.usersDeleteItem(PERSONA_UUID.member, 'providers', '3606101', 2026)));
  passes(SystemDateResponseSchema, await member.get(paths.systemDate()));
  expect(passes(SessionAnswerSchema, await member.get(paths.session()))).toMatchObject({ uuid: PERSONA_UUID.member, isGuest: false });
});

test('sign-in, logout, merge and import', async () => {
  const other = server.client();
  const chosen = await other.get('/optumid-login/choose?persona=telesales-p');
  const code = new URL(chosen.headers.get('location') ?? '', 'http://x').searchParams.get('code');
  passes(AuthValidateResponseSchema, await other.post(paths.authValidate(), { code, isHsidLogin: true, requestHost: 'localhost', isMultiProfileCloakInEnabled: true }));
  const merge = { firstName: 'Eugene', lastName: 'Ward', email: 'eugene@example.com', dob: '07/04/1957', gender: 'm', zipCode: '33101', action: 'm' };
  const merged = passes(MergeResponseSchema, await other.post(paths.profileMerge(), merge)) as v.InferOutput<typeof MergeResponseSchema>;
  expect(merged.isProfileMerged).toBe(true);
  passes(UsersDeleteResponseSchema, await other.delete(paths.logout()));
  passes(ImportMemberItemsResponseSchema, await member.post(paths.importMemberItems(), { uuid: PERSONA_UUID.member, isAuthUser: true, triggeredBy: 'profile' }));
});

test('applications, pending enrollments and the medsupp application', async () => {
  const search = passes(ApplicationStatusResponseSchema, await member.post(paths.applicationStatusSearch(), { mbi: '1EG4TE5MK72', pageSize: 100 })) as v.InferOutput<typeof ApplicationStatusResponseSchema>;
  expect(search.data.applications.map((a) => a.stateCode).sort((a, b) => Number(a) - Number(b))).toEqual([4, 5, 11, 12, 13]);
  passes(ApplicationStatusResponseSchema, await member.post(paths.applicationStatusLookup(), { confirmationNumbers: ['WS26100077'] }));
  const pending = passes(PendingEnrollmentsResponseSchema, await member.post(paths.pendingEnrollmentsByEmail('trace-1'), { emailId: 'margaret.hill@example.com' })) as v.InferOutput<typeof PendingEnrollmentsResponseSchema>;
  expect(pending.data?.formData).toHaveLength(1);
  const medsupp = passes(MedsuppApplicationResponseSchema, await member.get(paths.medsuppApplication())) as v.InferOutput<typeof MedsuppApplicationResponseSchema>;
  expect(medsupp.applications[0]?.response?.applicationStatus.applicationId).toBe('MSA-2026-000381');
});

test('plan information, counties, LIS and supplement search', async () => {
  for (const type of ['MA', 'MAPD', 'PDP', 'SNP', 'MS']) {
    const plans = passes(PlansDataResponseSchema, await member.get(paths.planProducts(2027, type, 'TX', '453'))) as v.InferOutput<typeof PlansDataResponseSchema>;
    expect(plans.data.plans.length).toBeGreaterThan(0);
  }
  passes(PlanContactResponseSchema, await member.get(paths.planContact('S5921-001-000', 2026)));
  // Answered for the site around the profile; the client does not make these calls (no client schema to pass).
  const details = await member.get(servicePaths.planDetails(2023, 'H0321-001-000'));
  expect((details.body as { data: { plans: { planId: string }[] } }).data.plans.map((p) => p.planId)).toEqual(['H0321-001-000']);
  const federal = await member.post(servicePaths.federalPlans('MAPD'), { planYear: 2026, planIds: ['H3387-003-000', 'H3387-004-000'] });
  expect((federal.body as { data: { plans: unknown[] } }).data.plans).toHaveLength(2);
  expect((await member.get(servicePaths.lisData(2026, 'NY', '061'))).body).toMatchObject({ _isEligibleForLIS: 'Yes', _LISLevel: '1' });
  const supplements = await member.get(servicePaths.medsuppSearch('10001'));
  expect((supplements.body as { data: { msSearchPlansData: { products: { plans: unknown[] }[] } } }).data.msSearchPlansData.products[0]?.plans.length).toBeGreaterThan(0);
  const counties = passes(CountiesResponseSchema, await member.get(paths.counties('78660'))) as v.InferOutput<typeof CountiesResponseSchema>;
  expect(counties.map((c) => c.fipsCountyName)).toEqual(['Travis County', 'Williamson County']);
});

test('pharmacy, drug info, drug search, pricing and provider coverage', async () => {
  passes(PharmacyDataResponseSchema, await member.get(paths.pharmacyData('0599999', 2026)));
  passes(PharmacyCoverageResponseSchema, await member.get(paths.pharmacyCoverage('0599999', 2026, 'MAPD', ['H3387-003-000', 'H3387-004-000'])));
  passes(GenericDrugInfoResponseSchema, await member.get(paths.genericDrugInfo('brand', '1002', 2026, 'Lipitor')));
  const found = passes(DrugInfoSearchResponseSchema, await member.post(paths.drugInfoSearch(), { isDCProfileDrugsFlow: true, drugs: [{ ndc: '00093101030', drugName: 'Atorvastatin Calcium' }] })) as v.InferOutput<typeof DrugInfoSearchResponseSchema>;
  expect(found.drugs[0]?.drugId).toBe('1001');
  const priced = passes(EstimatePlanCostResponseSchema, await member.post(paths.estimatePlanCost(), {
    zip: '10001', county: '36061', pharmacy: { pharmacyNumber: '0599999', mailOrder: true },
    drugs: [{ drugQuantity: 30, drugSupplyLength: '90', nationalDrugCode: '00093101030', drugFrequency: 'Month' }],
    plans: [{ contractId: 'H3387', pbpNumber: '004', segmentId: '000', planYear: 2026 }, { contractId: 'S5921', pbpNumber: '001', segmentId: '000', planYear: 2026 }],
  })) as v.InferOutput<typeof EstimatePlanCostResponseSchema>;
  expect(priced.data.plans).toHaveLength(2);
  expect(priced.data.plans[0]?.pharmacyCosts[0]?.drugsCost).toHaveLength(1);
  passes(ProviderCoverageResponseSchema, await member.post(paths.providerCoverage(2026, '10001', '36061'), { partnerCode: 'uhc.mnr', clientPortalCode: 'UHCMS1', providers: [{ providerId: '3606101', providerName: 'Maria Alvarez, MD' }] }));
});
