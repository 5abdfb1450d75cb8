/**
 * A page for the <sp-profile> tests: who is using it (cookies), the profile
 * the stubbed backend answers, content fragments, and the element placed in
 * the document. State, storage, cookies and the address bar start fresh.
 */
import { configure, type ConfigPatch } from '../../../src/state/config';
import { stopCrossTabSync } from '../../../src/state/crossTab';
import { getStore, resetStore } from '../../../src/state/store';
import { stubFetch, type FetchStub, type Route } from '../../helpers/fetch';
import { waitFor } from '../../helpers/wait';

export const UUID = 'u-profile-1';
export const YEAR = 2026;

export type Who = 'guest' | 'signed-in' | 'member' | 'cloaked';

export function plan(planId: string, planType: string) {
  return { planId, planName: `Plan ${planId}`, planType, planYear: YEAR, zipCode: '10001', monthlyPremium: 10 };
}

const DRUGS = [
  { drugId: 'd1', drugName: 'Atorvastatin', drugDosage: 'Atorvastatin 20 mg tablet', drugQuantity: 30, drugFrequency: 'Month', drugSupplyLength: '30' },
  { drugId: 'd2', drugName: 'Metformin', drugDosage: 'Metformin 500 mg tablet', drugQuantity: 60, drugFrequency: 'Month', drugSupplyLength: '30' },
];
const PROVIDERS = [
  { providerId: 'p1', providerName: 'Dr. Ada Smith', providerCoverageType: 'medical' },
  { providerId: 'p2', providerName: 'Bright Smiles Dental', providerCoverageType: 'dental' },
  { providerId: 'p3', providerName: 'Riverside General Hospital', providerCoverageType: 'medical', type: 'place' },
];

export interface ProfileParts {
  plans?: unknown[];
  enrollments?: unknown[];
}

function userDetails(who: Who) {
  const base = { uuid: UUID, firstName: 'Maria', lastName: 'Lopez', email: 'maria@example.com', zipCode: '10001' };
  return who === 'signed-in' ? base : { ...base, optumId: 'mlopez', mbi: '1EG4TE5MK73' };
}

function profile(who: Who, parts: ProfileParts) {
  return {
    uuid: who === 'guest' ? '' : UUID,
    ...(who === 'guest' ? {} : { userDetails: userDetails(who) }),
    plansDetails: { zipCode: '10001', plans: parts.plans ?? [plan('H1234-001-000', 'MAPD'), plan('S5678-012-000', 'PDP')], savedPlans: '' },
    drugsAndPharmacyDetails: { drugInfoDetails: DRUGS, pharmacyObj: { pharmacyNumber: 'P1', pharmacyName: 'Main Street Pharmacy', mailOrder: 'false' } },
    providersDetails: { zipCode: '10001', planYear: YEAR, providerIdList: PROVIDERS },
    ...(parts.enrollments ? { enrollmentsDetails: { enrollments: parts.enrollments } } : {}),
  };
}

/** Content fragments with nothing in them, so the built-in texts show (tests override by `routes`). */
const EMPTY_CONTENT: Route[] = [
  { method: 'GET', path: /shopper-profile-redesign\/(profile|shopper)\.json/, json: {} },
  { method: 'GET', path: /shopper-profile-redesign\/MedsupContent\.json/, json: { disclosures: '' } },
  { method: 'GET', path: /common-tools-vpp\/global\/suppression\.json/, json: { suppressedPlanIds: [] } },
  { method: 'GET', path: /common-tools-vpp\/medsupp\/state-flip\.json/, json: { approvedStates: [] } },
];

export function clearCookies() {
  for (const name of ['sp-user-id', 'sp-identity']) document.cookie = `${name}=; max-age=0; path=/`;
}

function signIn(who: Who) {
  if (who === 'guest') return;
  document.cookie = `sp-user-id=${UUID}; path=/`;
  const identity = JSON.stringify({ uuid: UUID, isGuest: false, isCSRLogin: who === 'cloaked' });
  document.cookie = `sp-identity=${encodeURIComponent(identity)}; path=/`;
}

export interface PageOptions {
  parts?: ProfileParts;
  /** Routes answered before the profile's (e.g. content fragments, a failing call). */
  routes?: Route[];
  config?: ConfigPatch;
  /** Path + query + hash the page starts at. */
  url?: string;
}

export interface Page {
  server: FetchStub;
  profileGets(): number;
}

const START_URL = `${location.pathname}${location.search}`;

export function startPage(who: Who, options: PageOptions = {}): Page {
  resetStore();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  history.replaceState(null, '', options.url ?? START_URL);
  configure({ systemDate: '2026-03-10', ...options.config });
  signIn(who);
  const answer = profile(who, options.parts ?? {});
  if (who === 'guest') {
    const { plansDetails, drugsAndPharmacyDetails, providersDetails } = answer;
    localStorage.setItem('sp.guestProfile', JSON.stringify({ plansDetails, drugsAndPharmacyDetails, providersDetails }));
  }
  const id = who === 'guest' ? 'guest' : UUID;
  const server = stubFetch([
    ...(options.routes ?? []),
    { method: 'GET', path: new RegExp(`/landrover/api/Users/${id}/all/${YEAR}`), json: who === 'guest' ? { uuid: '' } : answer },
    ...EMPTY_CONTENT,
  ]);
  return {
    server,
    profileGets: () => server.requests.filter((r) => r.method === 'GET' && r.url.pathname.includes('/landrover/api/Users/')).length,
  };
}

export function endPage(): void {
  stopCrossTabSync(getStore());
  document.body.replaceChildren();
  clearCookies();
  history.replaceState(null, '', START_URL);
}

/** Places `<tag>` and waits until `ready` finds its content. */
export async function placeElement(tag: string, ready: (root: ShadowRoot) => unknown): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  const el = document.createElement(tag);
  document.body.append(el);
  const root = await waitFor(() => el.shadowRoot, `<${tag}> never rendered`);
  await waitFor(() => ready(root), `<${tag}> never showed its content`);
  return { el, root };
}
