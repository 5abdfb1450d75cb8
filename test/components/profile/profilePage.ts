/** The <sp-profile> tests' page: the profile the backend answers for each kind of user, and empty content. */
import type { ConfigPatch } from '../../../src/state/config';
import type { Route } from '../../helpers/fetch';
import { YEAR, type StartPageOptions, type Who } from '../../helpers/page';

export const UUID = 'u-profile-1';

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
export const EMPTY_CONTENT: Route[] = [
  { method: 'GET', path: /shopper-profile-redesign\/(profile|shopper)\.json/, json: {} },
  { method: 'GET', path: /shopper-profile-redesign\/MedsupContent\.json/, json: { disclosures: '' } },
  { method: 'GET', path: /common-tools-vpp\/global\/suppression\.json/, json: { suppressedPlanIds: [] } },
  { method: 'GET', path: /common-tools-vpp\/medsupp\/state-flip\.json/, json: { approvedStates: [] } },
];

export interface PageOptions {
  parts?: ProfileParts;
  /** Routes answered before the profile's (e.g. content fragments, a failing call). */
  routes?: Route[];
  config?: ConfigPatch;
  /** Path + query + hash the page starts at. */
  url?: string;
}

/** The profile page used by `who` (for test/helpers/page.ts startPage): empty content fragments unless `routes` answer. */
export function profilePage(who: Who, options: PageOptions = {}): StartPageOptions {
  return { who, uuid: UUID, profile: profile(who, options.parts ?? {}), routes: options.routes, fallbackRoutes: EMPTY_CONTENT, config: options.config, url: options.url };
}
