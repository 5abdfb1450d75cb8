/** Reads a profile as the Users API answers it (contract in src/api/paths.ts). */
import { findPlan } from '../catalog/plans';
import { countyByFips } from '../catalog/geography';
import type { Db } from '../db/open';
import * as repo from '../db/repo';
import { profilePlan } from '../views/plan';

const ALL_SECTIONS = ['userDetails', 'plansDetails', 'memberEnrolledPlans', 'drugsAndPharmacyDetails', 'providersDetails', 'enrollmentsDetails', 'macraData', 'medsuppData', 'preData'] as const;
type Section = (typeof ALL_SECTIONS)[number];

/** The sections each Users type answers (besides uuid), the server's side of the contract; the contract tests hold the client to it. */
export const SECTIONS_BY_TYPE: Record<string, readonly Section[]> = {
  all: ALL_SECTIONS,
  full: ALL_SECTIONS,
  plans: ['plansDetails', 'memberEnrolledPlans'],
  drugs: ['drugsAndPharmacyDetails'],
  providers: ['providersDetails'],
  medsuppPlans: ['medsuppData'],
  medsupp: ['medsuppData', 'plansDetails'],
  demographics: ['userDetails'],
};

/** Every Users type a GET reads; the items a DELETE removes one of; the id guests use. */
export const USERS_TYPES = Object.keys(SECTIONS_BY_TYPE);
export const USERS_ITEM_TYPES = ['plans', 'drugs', 'providers'];
export const GUEST_USER_ID = 'guest';

/** The userDetails fields of spec §3.1's short list; `full` answers every stored field. */
const SHORT_USER_FIELDS = ['uuid', 'userType', 'optumId', 'mbi', 'email', 'firstName', 'lastName', 'dob', 'zipCode', 'isGuestUser',
  'telesalesProfileType', 'createdBy', 'salesforceRecordType', 'importAgreementData', 'lastModifiedBy', 'lastModifiedDate', 'agentFlow'];


interface ReadOptions { type: string; year: number }
interface Read extends ReadOptions { pricing: () => Pricing }

/**
 * The identity-attempt fields. The short read carries them too, for the
 * telesales profiles that have them, so the confirm-identity pop-up needs no
 * second profile request (one profile request per page).
 */
function attemptFields(db: Db, uuid: string): Record<string, unknown> {
  const attempts = repo.getIdentityAttempts(db, uuid);
  return {
    ...(attempts ? { retryCount: attempts.remaining } : {}),
    ...(attempts?.mergedInto ? { mergedProfileUuid: attempts.mergedInto } : {}),
  };
}

function userDetails(db: Db, row: repo.ProfileRow, full: boolean): Record<string, unknown> {
  if (!full) {
    const short = Object.fromEntries(SHORT_USER_FIELDS.filter((f) => f in row.userDetails).map((f) => [f, row.userDetails[f]]));
    return { ...short, ...attemptFields(db, row.uuid) };
  }
  return { ...row.userDetails, importHistory: repo.listImportHistory(db, row.uuid), ...attemptFields(db, row.uuid) };
}

function drugUses(db: Db, uuid: string): { nationalDrugCode: string; supply: number }[] {
  return repo.listItems(db, 'saved_drugs', uuid).map((d) => ({ nationalDrugCode: String(d.nationalDrugCode ?? ''), supply: Number(d.drugSupplyLength) === 90 ? 90 : 30 }));
}

/** What every plan of one read is priced with: the saved drugs and the pharmacy, read once per profile read, not once per plan. */
interface Pricing { drugs: { nationalDrugCode: string; supply: number }[]; pharmacyNumber?: string }

function pricingOf(db: Db, uuid: string): Pricing {
  const pharmacy = repo.getPharmacy(db, uuid);
  return { drugs: drugUses(db, uuid), ...(pharmacy?.pharmacyNumber ? { pharmacyNumber: String(pharmacy.pharmacyNumber) } : {}) };
}

function planView(row: repo.SavedPlanRow, pricing: () => Pricing): Record<string, unknown> {
  const county = countyByFips(row.fips.slice(0, 2), row.fips.slice(2));
  const plan = findPlan(row.planId, row.planYear, county?.stateCode);
  if (!plan) return { ...row.data, planId: row.planId, planYear: Number(row.planYear), zipCode: row.zipCode, savedOn: row.savedOn, isEnrolled: Boolean(row.enrollment), ...(row.enrollment ?? {}) };
  return profilePlan(plan, { zipCode: row.zipCode, fips: row.fips, savedOn: row.savedOn, enrollment: row.enrollment, ...pricing() });
}

function plansDetails(db: Db, row: repo.ProfileRow, opts: Read): Record<string, unknown> {
  const saved = repo.listSavedPlans(db, row.uuid).filter((p) => !p.enrollment && (opts.type === 'full' || Number(p.planYear) === opts.year));
  const plans = saved.map((p) => planView(p, opts.pricing)).filter((p) => opts.type !== 'medsupp' || p.planType === 'MS');
  return {
    zipCode: row.zipCode ?? '',
    plans,
    savedPlans: plans.map((p) => `${String(p.planId)} ${String(p.planYear)} ${String(p.planType)}`).join(','),
  };
}

function section(db: Db, row: repo.ProfileRow, name: Section, opts: Read): unknown {
  switch (name) {
    case 'userDetails': return userDetails(db, row, opts.type === 'full');
    case 'plansDetails': return plansDetails(db, row, opts);
    case 'memberEnrolledPlans': return repo.listSavedPlans(db, row.uuid).filter((p) => p.enrollment).map((p) => planView(p, opts.pricing));
    case 'drugsAndPharmacyDetails': {
      const pharmacy = repo.getPharmacy(db, row.uuid);
      return { drugInfoDetails: repo.listItems(db, 'saved_drugs', row.uuid), ...(pharmacy ? { pharmacyObj: pharmacy } : {}) };
    }
    case 'providersDetails': return {
      zipCode: row.providersZip ?? row.zipCode ?? '',
      planYear: Number(row.providersYear ?? opts.year),
      providerIdList: repo.listItems(db, 'saved_providers', row.uuid),
      millimanProviders: [],
    };
    case 'enrollmentsDetails': return { enrollments: repo.listEnrollments(db, row.uuid) };
    case 'macraData': return row.macraData ?? {};
    case 'medsuppData': return row.medsuppData ?? { savedPlanInformation: { favoritedPlans: [] } };
    case 'preData': return row.preData ?? {};
  }
}

export function readProfile(db: Db, uuid: string, opts: ReadOptions): Record<string, unknown> | undefined {
  const row = repo.getProfile(db, uuid);
  if (!row) return undefined;
  const sections = SECTIONS_BY_TYPE[opts.type] ?? [];
  let pricing: Pricing | undefined;
  const read: Read = { ...opts, pricing: () => (pricing ??= pricingOf(db, uuid)) };
  return { uuid, ...Object.fromEntries(sections.map((s) => [s, section(db, row, s, read)])) };
}
