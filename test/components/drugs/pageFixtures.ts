/** The drugs and doctors element tests' page: saved drugs, pharmacy, doctors and plans for each kind of user. */
import type { Route } from '../../helpers/fetch';
import { YEAR, type StartPageOptions, type Who } from '../../helpers/page';

export const UUID = 'u-drugs-1';

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

/**
 * The drugs and doctors page used by `who` (for test/helpers/page.ts startPage). `routes` go first, so a test can
 * make a call fail; the pharmacy line's coverage call (spec §7.3) finds the saved plans in network unless a test
 * answers otherwise.
 */
export function drugsPage(who: Who, parts: ProfileParts = {}, routes: Route[] = [], agreementDate?: string): StartPageOptions {
  const planIds = (parts.plans ?? []).map((plan) => (plan as { planId: string }).planId);
  const coverage: Route = { method: 'GET', path: /^\/pharmacysearch\/pharmacies\/v1\//, json: { data: { plans: planIds.map((planId) => ({ planId, inNetwork: true })) } } };
  return { who, uuid: UUID, profile: profile(who, parts, agreementDate), routes, fallbackRoutes: [coverage] };
}
