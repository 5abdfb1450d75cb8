/**
 * Every persona of GET /qa/personas signs in through the real flow and holds
 * the data that exercises its paths (architecture §4). A persona
 * the table below does not describe fails the first test, so a new one
 * cannot be added without saying what it should hold.
 */
import { expect, test } from '@playwright/test';
import { portalStatusFromStateCode } from '../../src/domain/enrollmentStatus';
import { type Client, TestServer, users } from './helpers';

let server: TestServer;
test.beforeAll(async () => { server = await TestServer.start(); });
test.afterAll(async () => { await server.stop(); });

interface Listed { id: string; uuid: string; displayName: string }
interface Auth { uuid: string; agentUserName?: string; isNewOptumIdProfileCreated?: boolean }
interface Profile {
  uuid: string;
  userDetails: Record<string, unknown>;
  plansDetails: { plans: { planId: string; planYear: number; planType: string }[] };
  memberEnrolledPlans: { planId: string; isEnrolled: boolean }[];
  drugsAndPharmacyDetails: { drugInfoDetails: { drugName: string }[]; pharmacyObj?: { mailOrder: string } };
  providersDetails: { providerIdList?: unknown[] };
  enrollmentsDetails: { enrollments: { planId: string; isSubmitted: boolean; confirmationNo: string | null }[] };
  medsuppData?: { savedPlanInformation?: { favoritedPlans?: { planCode: string }[] } };
  preData?: { planRecommendationObj?: { plans?: { planId: string }[] } };
}

interface Seen { auth: Auth; profile: Profile; client: Client }

const namesOf = (p: Profile) => p.drugsAndPharmacyDetails.drugInfoDetails.map((d) => d.drugName);
const plansOf = (p: Profile, year = 2026) => p.plansDetails.plans.filter((x) => x.planYear === year).map((x) => x.planId);
const providerCount = (p: Profile) => p.providersDetails.providerIdList?.length ?? 0;

async function importSummary(seen: Seen) {
  const answer = await seen.client.post('/landrover/api/profiles/import/member-items/v1', { uuid: seen.auth.uuid, isAuthUser: true, triggeredBy: 'profile' });
  expect(answer.status).toBe(200);
  return answer.body as { importSummaryData?: { importedDrugsAndPharmacySummary: { drugs: unknown[] }; importedProvidersSummary: { providers: unknown[] } } };
}

function telesales(code: string, firstName: string, retryCount: number) {
  return (seen: Seen) => {
    expect(seen.auth.isNewOptumIdProfileCreated).toBe(false);
    expect(seen.profile.userDetails).toMatchObject({ telesalesProfileType: code, createdBy: 'telesales', firstName, retryCount });
    // M and TPM are matched by mbi, P and TPP by personal details (spec §4.4).
    expect('mbi' in seen.profile.userDetails).toBe(code === 'M' || code === 'TPM');
    expect(plansOf(seen.profile).length).toBeGreaterThan(0);
  };
}

/** What each signed-in persona should hold (guest has its own test). */
const EXPECTED: Record<string, (seen: Seen) => Promise<void> | void> = {
  shopper: (seen) => {
    expect(seen.profile.userDetails).toMatchObject({ firstName: 'Carlos', lastName: 'Reyes' });
    expect(seen.profile.userDetails.mbi).toBeUndefined();
    expect(plansOf(seen.profile).length).toBeGreaterThanOrEqual(2);
    expect(seen.profile.memberEnrolledPlans).toEqual([]);
    expect(namesOf(seen.profile)).toContain('Humalog KwikPen');
    expect(seen.profile.drugsAndPharmacyDetails.pharmacyObj?.mailOrder).toBe('true');
    expect(providerCount(seen.profile)).toBeGreaterThan(0);
  },
  member: async (seen) => {
    expect(seen.profile.userDetails).toMatchObject({ firstName: 'Margaret', mbi: '1EG4TE5MK72', salesforceRecordType: 'm' });
    expect(seen.profile.memberEnrolledPlans.map((p) => p.planId)).toEqual(['H3387-003-000']);
    expect(seen.profile.memberEnrolledPlans[0]?.isEnrolled).toBe(true);
    expect(new Set(seen.profile.plansDetails.plans.map((p) => p.planType))).toEqual(new Set(['MA', 'MAPD', 'PDP', 'SNP', 'MS']));
    expect(namesOf(seen.profile).length).toBeGreaterThanOrEqual(3);
    expect(seen.profile.drugsAndPharmacyDetails.pharmacyObj?.mailOrder).toBe('false');
    expect(providerCount(seen.profile)).toBeGreaterThanOrEqual(4);
    const apps = seen.profile.enrollmentsDetails.enrollments;
    expect(apps.some((a) => !a.isSubmitted && a.confirmationNo === null)).toBe(true);
    expect(apps.filter((a) => a.isSubmitted).length).toBeGreaterThanOrEqual(3);
    expect(seen.profile.medsuppData?.savedPlanInformation?.favoritedPlans?.length).toBeGreaterThan(0);
    expect(seen.profile.preData?.planRecommendationObj?.plans?.length).toBeGreaterThan(0);
    // The application system knows denied and withdrawn applications among the member's submitted ones.
    const status = await seen.client.post('/shopper-profile/api/applications/status/v1/search', { mbi: '1EG4TE5MK72', pageSize: 100 });
    const codes = (status.body as { data: { applications: { stateCode: number }[] } }).data.applications.map((a) => portalStatusFromStateCode(a.stateCode));
    expect(codes).toEqual(expect.arrayContaining(['Denied', 'Approved', 'Pending', 'Withdrawn']));
    const medsupp = await seen.client.get('/landrover/api/enrollments/medsupp/v1');
    expect((medsupp.body as { applications: unknown[] }).applications).toHaveLength(1);
    expect((await importSummary(seen)).importSummaryData?.importedDrugsAndPharmacySummary.drugs.length).toBeGreaterThan(0);
  },
  'member-noclaims': async (seen) => {
    expect(seen.profile.userDetails).toMatchObject({ mbi: '2FH5UF6NL83', salesforceRecordType: 'm' });
    expect(plansOf(seen.profile).length).toBeGreaterThan(0);
    const summary = (await importSummary(seen)).importSummaryData;
    expect(summary?.importedDrugsAndPharmacySummary.drugs).toEqual([]);
    expect(summary?.importedProvidersSummary.providers).toEqual([]);
  },
  'base-account': (seen) => {
    expect(seen.auth.isNewOptumIdProfileCreated).toBe(true);
    expect(seen.profile.userDetails.firstName).toBeUndefined();
    expect(seen.profile.userDetails.lastName).toBeUndefined();
    expect(seen.profile.userDetails.email).toBeTruthy();
    expect(plansOf(seen.profile)).toEqual([]);
  },
  'telesales-m': telesales('M', 'Dorothy', 3),
  'telesales-p': telesales('P', 'Eugene', 3),
  'telesales-tpm': telesales('TPM', 'Frances', 2),
  'telesales-tpp': telesales('TPP', 'George', 1),
  'shopper-applied': (seen) => {
    // No mbi: its submitted applications' statuses come from the confirmation-number lookup.
    expect(seen.profile.userDetails.mbi).toBeUndefined();
    expect(seen.profile.enrollmentsDetails.enrollments.map((e) => e.confirmationNo).sort()).toEqual(['WS26200011', 'WS26200012']);
  },
  agent: (seen) => {
    expect(seen.auth.agentUserName).toBe('agent.kowalski');
    expect(seen.profile.userDetails).toMatchObject({ agentFlow: true, createdBy: 'agent' });
    expect(plansOf(seen.profile)).toEqual(['H0321-003-000']);
    expect(namesOf(seen.profile)).toEqual(['Sertraline HCl']);
  },
  cloaked: (seen) => {
    expect(seen.auth.agentUserName).toBe('csr.jackson');
    expect(JSON.parse(decodeURIComponent(seen.client.cookies.get('sp-identity') ?? '')).isCSRLogin).toBe(true);
    // The customer-service view of the member: the member's own profile.
    expect(seen.profile.userDetails.firstName).toBe('Margaret');
    expect(seen.profile.memberEnrolledPlans.map((p) => p.planId)).toEqual(['H3387-003-000']);
  },
  large: (seen) => {
    expect(plansOf(seen.profile)).toHaveLength(150);
    expect(plansOf(seen.profile, 2025)).toHaveLength(150);
    expect(namesOf(seen.profile)).toHaveLength(200);
    expect(providerCount(seen.profile)).toBe(200);
    expect(seen.profile.enrollmentsDetails.enrollments).toHaveLength(50);
  },
};

async function listed(): Promise<Listed[]> {
  const answer = await server.client().get('/qa/personas');
  expect(answer.status).toBe(200);
  return answer.body as Listed[];
}

test('/qa/personas lists every persona once, each with a display name; the table here describes each of them', async () => {
  const personas = await listed();
  const ids = personas.map((p) => p.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(personas.every((p) => p.displayName.length > 0)).toBe(true);
  expect([...ids].sort()).toEqual(['guest', ...Object.keys(EXPECTED)].sort());
});

test('the guest persona gets no code and no profile: its reads answer the empty guest profile', async () => {
  const client = server.client();
  const chosen = await client.get('/optumid-login/choose?persona=guest&returnUrl=%2Fprofile.html');
  expect(chosen.status).toBe(302);
  expect(new URL(chosen.headers.get('location') ?? '', 'http://x').searchParams.has('code')).toBe(false);
  expect(client.cookies.has('sp-user-id')).toBe(false);
  expect((await client.get(users('guest', 'all/2026'))).body).toEqual({ uuid: '' });
});

for (const id of Object.keys(EXPECTED)) {
  test(`persona ${id} signs in to its listed uuid and holds the data that exercises its paths`, async () => {
    const persona = (await listed()).find((p) => p.id === id);
    expect(persona).toBeDefined();
    const client = server.client();
    const auth = await client.signIn(id) as Auth;
    expect(auth.uuid).toBe(persona?.uuid);
    expect(client.cookies.get('sp-user-id')).toBe(persona?.uuid);
    const answer = await client.get(users(auth.uuid, 'full/2026'));
    expect(answer.status).toBe(200);
    const profile = answer.body as Profile;
    expect(profile.uuid).toBe(auth.uuid);
    await EXPECTED[id]?.({ auth, profile, client });
  });
}
