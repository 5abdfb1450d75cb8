/**
 * A page for the drugs and doctors element tests: who is signed in (cookies),
 * the profile the stubbed backend answers, and the element placed in the
 * document. The state starts fresh for each test.
 */
import { configure } from '../../../src/state/config';
import { stopCrossTabSync } from '../../../src/state/crossTab';
import { getStore, resetStore } from '../../../src/state/store';
import { stubFetch, type FetchStub, type Route } from '../../helpers/fetch';
import { waitFor } from '../../helpers/wait';

export const UUID = 'u-drugs-1';
export const YEAR = 2026;
export const SYSTEM_DATE = '2026-03-10';

export type Who = 'guest' | 'signed-in' | 'member' | 'cloaked';

export function drug(drugId: string, drugDosage: string, extra: Record<string, unknown> = {}) {
  return { drugId, drugName: drugDosage.split(' ')[0], drugDosage, drugQuantity: 30, drugFrequency: 'Month', drugSupplyLength: '30', ...extra };
}

export const DRUGS = [
  drug('d2', 'Metformin 500 mg tablet', { drugQuantity: 60 }),
  drug('d1', 'Atorvastatin 20 mg tablet', { drugSupplyLength: '90', drugFrequency: 'Day' }),
  drug('d3', 'Lisinopril 10 mg tablet'),
];

export const PROVIDERS = [
  { providerId: 'p1', providerName: 'Maria Alvarez, MD', type: 'person', providerCoverageType: 'medical', speciality: 'Family Medicine', providerAddress: '12 Main St, New York, NY 10001' },
  { providerId: 'p2', providerName: 'Susan Whitfield, DDS', type: 'person', providerCoverageType: 'dental', speciality: 'General Dentistry', providerAddress: { line1: '40 Elm St', city: 'New York', state: 'NY', zipCode: '10001' } },
  { providerId: 'p3', providerName: 'Helen Moreau, PhD', type: 'person', providerCoverageType: 'behavioral', specialities: ['Clinical Psychology', 'Counseling'] },
  { providerId: 'p4', providerName: 'Riverside General Hospital', type: 'place', providerCoverageType: 'medical', speciality: 'Acute Care Hospital' },
];

export function savedPlan(planId: string, planType: string, extra: Record<string, unknown> = {}) {
  return {
    planId, planName: `Plan ${planId}`, planType, planYear: YEAR, zipCode: '10001',
    county: { fipsCountyCode: '36061', fipsCountyName: 'New York County', stateCode: 'NY' }, ...extra,
  };
}

export interface ProfileParts {
  drugs?: unknown[];
  pharmacy?: Record<string, unknown>;
  providers?: unknown[];
  plans?: unknown[];
  providersZip?: string;
}

function userDetails(who: Who, agreementDate?: string) {
  const base = { uuid: UUID, userType: 'hsid', firstName: 'Margaret', lastName: 'Hill', email: 'm@example.com', optumId: 'mhill' };
  if (who === 'signed-in') return base;
  return { ...base, mbi: '1EG4TE5MK72', ...(agreementDate ? { importAgreementData: { agreementDate } } : {}) };
}

export function profile(who: Who, parts: ProfileParts = {}, agreementDate?: string) {
  return {
    uuid: who === 'guest' ? '' : UUID,
    ...(who === 'guest' ? {} : { userDetails: userDetails(who, agreementDate) }),
    plansDetails: { zipCode: '10001', plans: parts.plans ?? [], savedPlans: '' },
    drugsAndPharmacyDetails: { drugInfoDetails: parts.drugs ?? [], ...(parts.pharmacy ? { pharmacyObj: parts.pharmacy } : {}) },
    providersDetails: { zipCode: parts.providersZip ?? '10001', planYear: YEAR, providerIdList: parts.providers ?? [] },
  };
}

function setCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

export function clearCookies() {
  for (const name of ['sp-user-id', 'sp-identity']) document.cookie = `${name}=; max-age=0; path=/`;
}

function signIn(who: Who) {
  if (who === 'guest') return;
  document.cookie = `sp-user-id=${UUID}; path=/`;
  setCookie('sp-identity', JSON.stringify({ uuid: UUID, isGuest: false, isCSRLogin: who === 'cloaked' }));
}

export interface Page {
  server: FetchStub;
  /** The backend's routes, first match wins: a test may put a new answer in front. */
  routes: Route[];
  profileGets(): number;
}

/**
 * Fresh state, cookies for `who`, and a backend answering the profile (the
 * guest's data is put in browser storage, as a guest's lives there).
 * `routes` go first, so a test can make a call fail.
 */
export function startPage(who: Who, parts: ProfileParts = {}, routes: Route[] = [], agreementDate?: string): Page {
  resetStore();
  localStorage.clear();
  clearCookies();
  configure({ systemDate: SYSTEM_DATE });
  signIn(who);
  const answer = profile(who, parts, agreementDate);
  if (who === 'guest') {
    const { plansDetails, drugsAndPharmacyDetails, providersDetails } = answer;
    localStorage.setItem('sp.guestProfile', JSON.stringify({ plansDetails, drugsAndPharmacyDetails, providersDetails }));
  }
  const id = who === 'guest' ? 'guest' : UUID;
  const planIds = (parts.plans ?? []).map((plan) => (plan as { planId: string }).planId);
  const table: Route[] = [
    ...routes,
    // The pharmacy line's coverage call (spec §7.3): the saved plans in network unless a test answers otherwise.
    { method: 'GET', path: /^\/pharmacysearch\/pharmacies\/v1\//, json: { data: { plans: planIds.map((planId) => ({ planId, inNetwork: true })) } } },
    { method: 'GET', path: new RegExp(`/landrover/api/Users/${id}/all/${YEAR}`), json: who === 'guest' ? { uuid: '' } : answer },
  ];
  const server = stubFetch(table);
  return {
    server,
    routes: table,
    profileGets: () => server.requests.filter((r) => r.method === 'GET' && r.url.pathname.includes('/landrover/api/Users/')).length,
  };
}

/** Places `<tag>` in the document and waits until its content is rendered (the profile has loaded). */
export async function placeElement(tag: string, ready: (root: ShadowRoot) => unknown): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  const el = document.createElement(tag);
  document.body.append(el);
  const root = await waitFor(() => el.shadowRoot, `<${tag}> never rendered`);
  await waitFor(() => ready(root), `<${tag}> never showed its content`);
  return { el, root };
}

export function endPage() {
  stopCrossTabSync(getStore());
  document.body.replaceChildren();
  clearCookies();
  localStorage.clear();
  delete window.dceDrawer;
  delete window.providerSearchTool;
}

