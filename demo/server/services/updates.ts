/**
 * Users POST and DELETE. Lists (plans, drugs, providers) are merged item by
 * item: a POST adds or refreshes the items it carries and keeps the others;
 * items leave only through DELETE (spec §4.10: when storage is empty the
 * client deletes every provider explicitly). So concurrent saves to one
 * profile never drop each other's items. A providers POST for another ZIP
 * first empties the list (spec §4.10 "the profile is reset then filled").
 * A save that would take a profile over its limits (validation/items.ts) is
 * refused whole with 413 and changes nothing (the caller's transaction rolls
 * back). Each item costs the same whatever the profile holds: the next
 * position is read once per save, not once per item.
 */
import { countiesForZip, countyByFips } from '../catalog/geography';
import { findPlan } from '../catalog/plans';
import type { Db } from '../db/open';
import * as repo from '../db/repo';
import { HttpError } from '../http/types';
import { PROFILE_LIMITS, type SavedPlanKey } from '../validation/items';
import { drugKey } from '../views/items';

type Json = Record<string, unknown>;

/** Refuses a save that would leave the profile holding more than `limit` items. */
function withinLimit(have: ReadonlySet<string>, adding: readonly string[], limit: number, path: string, what: string): void {
  const total = new Set([...have, ...adding]).size;
  if (total > limit) throw new HttpError(413, { error: 'Profile limit reached', issues: [{ path, message: `a profile keeps at most ${limit} ${what}` }] });
}

function fipsFor(plan: Json, zip: string): string | undefined {
  const county = plan.county as Json | undefined;
  if (county?.fipsStateCode && county.fipsCountyCode) return `${String(county.fipsStateCode)}${String(county.fipsCountyCode)}`;
  const first = countiesForZip(zip)[0];
  return first && `${first.fipsStateCode}${first.fipsCountyCode}`;
}

function upsertPlans(db: Db, row: repo.ProfileRow, details: Json, now: number): void {
  const zip = String(details.zipCode || row.zipCode || '10001');
  const plans = (details.plans as Json[] | undefined) ?? [];
  const listed = new Set(plans.map((p) => `${String(p.planId)} ${String(p.planYear)}`));
  const fromKeys = ((details.savedPlans as SavedPlanKey[] | undefined) ?? [])
    .filter((k) => !listed.has(`${k.planId} ${k.planYear}`))
    .map((k): Json => ({ planId: k.planId, planYear: k.planYear, planType: k.planType, planName: k.planId }));
  const existing = new Map(repo.listSavedPlans(db, row.uuid).map((p) => [`${p.planId} ${p.planYear}`, p]));
  const adding = [...plans, ...fromKeys];
  withinLimit(new Set(existing.keys()), adding.map((p) => `${String(p.planId)} ${String(p.planYear)}`), PROFILE_LIMITS.plans, 'plansDetails.plans', 'saved plans');
  for (const plan of adding) {
    const planZip = String(plan.zipCode ?? zip);
    const fips = fipsFor(plan, planZip) ?? '';
    const county = countyByFips(fips.slice(0, 2), fips.slice(2));
    const known = findPlan(String(plan.planId), String(plan.planYear), county?.stateCode);
    const before = existing.get(`${String(plan.planId)} ${String(plan.planYear)}`);
    repo.upsertSavedPlan(db, row.uuid, {
      planId: String(plan.planId), planYear: String(plan.planYear), zipCode: planZip, fips,
      savedOn: before?.savedOn ?? (typeof plan.savedOn === 'number' ? plan.savedOn : now),
      data: known ? { planType: known.planType, planName: known.planName } : plan,
      enrollment: null,
    });
  }
  row.zipCode = zip;
}

function upsertDrugs(db: Db, row: repo.ProfileRow, details: Json): void {
  const drugs = ((details.drugInfoDetails as Json[] | undefined) ?? []).map((drug) => ({ key: drugKey(drug), drug }));
  withinLimit(repo.itemKeys(db, 'saved_drugs', row.uuid), drugs.map((d) => d.key), PROFILE_LIMITS.drugs, 'drugsAndPharmacyDetails.drugInfoDetails', 'drugs');
  const next = repo.nextPosition(db, 'saved_drugs', row.uuid);
  drugs.forEach(({ key, drug }, i) => repo.upsertItem(db, 'saved_drugs', row.uuid, key, drug, next + i));
  const pharmacy = details.pharmacyObj as Json | undefined;
  if (pharmacy) {
    repo.setPharmacy(db, row.uuid, {
      ...pharmacy,
      ...(pharmacy.mailOrder !== undefined ? { mailOrder: String(pharmacy.mailOrder) } : {}),
      ...(pharmacy.pharmacySaver !== undefined ? { pharmacySaver: String(pharmacy.pharmacySaver) } : {}),
    });
  }
}

function upsertProviders(db: Db, row: repo.ProfileRow, details: Json, year: number): void {
  const zip = details.zipCode === undefined ? row.providersZip : String(details.zipCode);
  if (zip && row.providersZip && zip !== row.providersZip) repo.clearItems(db, 'saved_providers', row.uuid);
  const providers = (details.providerIdList as Json[] | undefined) ?? [];
  withinLimit(repo.itemKeys(db, 'saved_providers', row.uuid), providers.map((p) => String(p.providerId)), PROFILE_LIMITS.providers, 'providersDetails.providerIdList', 'providers');
  const next = repo.nextPosition(db, 'saved_providers', row.uuid);
  providers.forEach((provider, i) => repo.upsertItem(db, 'saved_providers', row.uuid, String(provider.providerId), provider, next + i));
  row.providersZip = zip ?? row.zipCode;
  row.providersYear = String(details.planYear ?? year);
}

/** The only user details a save changes; identity (mbi, e-mail, date of birth, gender) and account fields stay the server's. */
const EDITABLE_USER_FIELDS = ['firstName', 'lastName', 'fullName', 'nickName', 'zipCode'];

function updateUser(row: repo.ProfileRow, details: Json, now: Date): void {
  const allowed = Object.fromEntries(Object.entries(details).filter(([k, v]) => EDITABLE_USER_FIELDS.includes(k) && v !== undefined));
  row.userDetails = { ...row.userDetails, ...allowed, lastModifiedBy: 'self', lastModifiedDate: now.toISOString() };
  if (typeof allowed.zipCode === 'string') row.zipCode = allowed.zipCode;
}

export function applyUpdate(db: Db, uuid: string, body: Json, year: number, now: Date): boolean {
  const row = repo.getProfile(db, uuid);
  if (!row) return false;
  if (body.plansDetails) upsertPlans(db, row, body.plansDetails as Json, now.getTime());
  if (body.drugsAndPharmacyDetails) upsertDrugs(db, row, body.drugsAndPharmacyDetails as Json);
  if (body.providersDetails) upsertProviders(db, row, body.providersDetails as Json, year);
  if (body.medsuppData) row.medsuppData = body.medsuppData as Json;
  if (body.userDetails) updateUser(row, body.userDetails as Json, now);
  if (body.preData) row.preData = body.preData as Json;
  repo.putProfile(db, row);
  return true;
}

/** DELETE of one saved item; false when the profile has no such item. */
export function deleteItem(db: Db, uuid: string, type: string, item: string, year: string): boolean {
  switch (type) {
    case 'plans': return repo.deleteSavedPlan(db, uuid, item, year);
    case 'drugs': return repo.deleteItem(db, 'saved_drugs', uuid, item);
    case 'providers': return repo.deleteItem(db, 'saved_providers', uuid, item);
    default: return false;
  }
}
