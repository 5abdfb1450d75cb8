/**
 * The real client (createApi, with its hooks) against the running reference
 * backend, for every call: each answers ok and parses with its schema.
 */
import { expect, test } from '@playwright/test';
import { createApi, type Api } from '../helpers/api';
import type { ApiResult } from '../../src/api/result';
import { logger, type LogEntry } from '../../src/platform/logger';
import { PERSONA_UUID, TestServer } from './helpers';

let server: TestServer;
let api: Api;
const jar = new Map<string, string>();
let agentSession: string | undefined;

/** fetch with a cookie jar, as a browser keeps cookies for the page. */
const cookieFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  if (cookie) request.headers.set('cookie', cookie);
  const response = await fetch(request, { redirect: 'manual' });
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    if (/max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair.slice(eq + 1).trim());
  }
  return response;
};

function ok<T>(result: ApiResult<T>): T {
  expect(result.ok, result.ok ? '' : JSON.stringify(result.error)).toBe(true);
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

test.beforeAll(async () => {
  server = await TestServer.start();
  api = createApi({
    baseUrl: server.baseUrl,
    siteId: 'aarpmedicareplans',
    environment: 'Dev',
    fetch: cookieFetch,
      agentSession: { get: () => agentSession, set: (value: string) => { agentSession = value; }, clear: () => { agentSession = undefined; } },
  });
  const chosen = await cookieFetch(`${server.baseUrl}/optumid-login/choose?persona=member`);
  const code = new URL(chosen.headers.get('location') ?? '', server.baseUrl).searchParams.get('code') ?? '';
  const auth = ok(await api.users.authValidate({ code, isHsidLogin: true, requestHost: 'localhost', isMultiProfileCloakInEnabled: true }));
  expect(auth.uuid).toBe(PERSONA_UUID.member);
});
test.afterAll(async () => {
  await server.stop();
});

const member = PERSONA_UUID.member;

test('content and profile calls', async () => {
  for (const name of ['medsuppStateFlip', 'medsuppContent', 'profile', 'shopper', 'suppression', 'planBenefits', 'dentalProviderCoveredPlans'] as const) {
    ok(await api.content.fragment(name));
  }
  ok(await api.content.medsuppState('NY'));
  const profile = ok(await api.users.getProfile({ id: member, type: 'all', planYear: 2026 }));
  expect(profile.userDetails?.firstName).toBeTruthy();
  ok(await api.users.updateProfile(member, 'demographics', { userDetails: { firstName: 'Maggie' }, isGuest: false }, 2026));
  ok(await api.users.deleteItem(member, 'providers', '3606101', 2026));
  const plan = profile.plansDetails?.plans[0];
  if (plan) ok(await api.users.deleteSavedPlan(member, Number(plan.planYear), plan.planId));
  expect(Number.isNaN(Date.parse(ok(await api.users.systemDate())))).toBe(false);
});

test('enrollment and identity calls', async () => {
  expect(ok(await api.enrollments.searchApplicationStatus('1EG4TE5MK72')).length).toBeGreaterThan(0);
  ok(await api.enrollments.lookupApplicationStatus(['WS26100077']));
  expect(ok(await api.enrollments.pendingEnrollmentsByEmail('trace-1', 'margaret.hill@example.com'))).toHaveLength(1);
  expect(ok(await api.enrollments.medsuppApplication())?.applicationStatus.applicationId).toBe('MSA-2026-000381');
  ok(await api.identity.importMemberItems({ uuid: member, isAuthUser: true, triggeredBy: 'profile' }));
  ok(await api.identity.stopReminderEmail({ emailAddress: 'a@example.com', firstName: 'A', lastName: 'B', siteId: 'aarpmedicareplans', deeplink: '/optumid-registration' }));
});

test('track and trackDomo succeed: nothing is logged and the backend stores both events as sent', async () => {
  const errors: LogEntry[] = [];
  const unsubscribe = logger.subscribe((entry) => { if (entry.level === 'error' || entry.level === 'warn') errors.push(entry); });
  try {
    await api.tracking.track({ eventType: 'shopperProfile', name: 'contract track', uuid: member, data: { view: 'plans' } });
    await api.tracking.trackDomo(member, 'contract domo', new Date('2026-03-10T12:00:00Z'));
  } finally {
    unsubscribe();
  }
  // Both resolve whatever happens, so success shows only as no logged failure and the stored events.
  expect(errors.map((e) => e.message)).toEqual([]);
  const events = await cookieFetch(`${server.baseUrl}/qa/events`).then((r) => r.json() as Promise<{ kind: string; uuid: string; body: Record<string, unknown> }[]>);
  const gpd = events.find((e) => e.kind === 'gpdCustomEvent');
  expect(gpd?.uuid).toBe(member);
  // Stored as the server read it: the message text parsed.
  expect(gpd?.body.message).toMatchObject({ eventType: 'shopperProfile', name: 'contract track', uuid: member, data: { view: 'plans', environment: 'Dev' } });
  const domo = events.find((e) => e.kind === 'domo');
  expect(domo?.body).toEqual({ uuid: member, eventType: 'contract domo', eventTimestamp: '2026-03-10T12:00:00.000Z' });
});

test('plan, pharmacy, drug and provider calls', async () => {
  expect(ok(await api.planInfo.planProducts(2027, 'MAPD', 'TX', '453')).length).toBeGreaterThan(0);
  ok(await api.planInfo.planContact('S5921-001-000', 2026));
  expect(ok(await api.planInfo.planDetails(2026, 'H3387-004-000')).planId).toBe('H3387-004-000');
  expect(ok(await api.planInfo.federalPlans('MAPD', 2026, ['H3387-004-000'])).map((plan) => plan.planId)).toEqual(['H3387-004-000']);
  expect(ok(await api.planInfo.lisData(2026, 'NY', '061'))._subsidyList.length).toBeGreaterThan(0);
  expect(ok(await api.planInfo.medsuppPlanSearch('10001')).map((plan) => plan.planCode)).toEqual(expect.arrayContaining(['F', 'G', 'N']));
  expect(ok(await api.geolocation.counties('78660')).length).toBe(2);
  ok(await api.pharmacy.pharmacyData('0599999', 2026));
  ok(await api.pharmacy.coverage('0599999', 2026, 'MAPD', ['H3387-003-000']));
  ok(await api.drugs.genericDrugInfo('brand', '1002', 2026, 'Lipitor'));
  ok(await api.drugs.search({ isDCProfileDrugsFlow: true, drugs: [{ ndc: '00093101030', drugName: 'Atorvastatin Calcium' }] }));
  ok(await api.drugs.estimatePlanCost({
    zip: '10001', county: '36061', pharmacy: { pharmacyNumber: '0599999', mailOrder: true },
    drugs: [{ drugQuantity: 30, drugSupplyLength: '90', nationalDrugCode: '00093101030', drugFrequency: 'Month' }],
    plans: [{ contractId: 'H3387', pbpNumber: '004', segmentId: '000', planYear: 2026 }],
  } as never));
  ok(await api.providers.updateCoverage({ planYear: 2026, zipCode: '10001', stateCountyFips: '36061', providers: [{ providerId: '3606101', providerName: 'Maria Alvarez, MD' }] as never }));
});

test('the agent session header is sent and replaced by the value a response returns', async () => {
  agentSession = 'abc~4';
  ok(await api.users.getProfile({ id: member, type: 'demographics' }));
  expect(agentSession).toBe('abc~5');
});

test('logout ends the session: the next profile call is refused as an invalid session', async () => {
  let invalid = 0;
  const onInvalid = createApi({ baseUrl: server.baseUrl, siteId: 'x', environment: 'Dev', fetch: cookieFetch, onInvalidSession: () => { invalid += 1; } });
  ok(await onInvalid.users.logout());
  const after = await onInvalid.users.getProfile({ id: member, type: 'all', planYear: 2026 });
  expect(after.ok).toBe(false);
  expect(invalid).toBe(1);
});
