/**
 * Users POST and DELETE. Lists (plans, drugs, providers) are merged item by
 * item: a POST adds or refreshes the items it carries and keeps the others;
 * items leave only through DELETE (spec §4.10: when storage is empty the
 * client deletes every provider explicitly). So concurrent saves to one
 * profile never drop each other's items. A providers POST for another ZIP
 * first empties the list (spec §4.10 "the profile is reset then filled").
 */
import { countiesForZip, countyByFips } from '../catalog/geography';
import { findPlan } from '../catalog/plans';
import type { Db } from '../db/open';
import * as repo from '../db/repo';
import { drugKey } from '../views/items';

type Json = Record<string, unknown>;

function fipsFor(plan: Json, zip: string): string | undefined {
  const county = plan.county as Json | undefined;
  if (county?.fipsStateCode && county.fipsCountyCode) return `${String(county.fipsStateCode)}${String(county.fipsCountyCode)}`;
  const first = countiesForZip(zip)[0];
  return first && `${first.fipsStateCode}${first.fipsCountyCode}`;
}

function savedPlanKeys(text: string): { planId: string; planYear: string; planType: string }[] {
  return text.split(',').map((k) => k.trim().split(/\s+/)).filter((p) => p.length >= 2 && p[0])
    .map(([planId, planYear, planType]) => ({ planId: planId ?? '', planYear: planYear ?? '', planType: planType ?? '' }));
}

function upsertPlans(db: Db, row: repo.ProfileRow, details: Json, now: number): void {
  const zip = String(details.zipCode ?? row.zipCode ?? '10001');
  const plans = (details.plans as Json[] | undefined) ?? [];
  const listed = new Set(plans.map((p) => `${String(p.planId)} ${String(p.planYear)}`));
  const fromKeys = savedPlanKeys(String(details.savedPlans ?? ''))
    .filter((k) => !listed.has(`${k.planId} ${Number(k.planYear)}`))
    .map((k): Json => ({ planId: k.planId, planYear: Number(k.planYear), planType: k.planType, planName: k.planId }));
  const existing = new Map(repo.listSavedPlans(db, row.uuid).map((p) => [`${p.planId} ${p.planYear}`, p]));
  for (const plan of [...plans, ...fromKeys]) {
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
  for (const drug of (details.drugInfoDetails as Json[] | undefined) ?? []) repo.upsertItem(db, 'saved_drugs', row.uuid, drugKey(drug), drug);
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
  for (const provider of (details.providerIdList as Json[] | undefined) ?? []) {
    repo.upsertItem(db, 'saved_providers', row.uuid, String(provider.providerId), provider);
  }
  row.providersZip = zip ?? row.zipCode;
  row.providersYear = String(details.planYear ?? year);
}

/** Fields the profile owner may change; identity and telesales fields stay the server's. */
const PROTECTED_USER_FIELDS = ['uuid', 'userType', 'optumId', 'telesalesProfileType', 'createdBy', 'salesforceRecordType', 'importAgreementData', 'importHistory', 'retryCount', 'mergedProfileUuid', 'agentFlow'];

function updateUser(row: repo.ProfileRow, details: Json, now: Date): void {
  const allowed = Object.fromEntries(Object.entries(details).filter(([k, v]) => !PROTECTED_USER_FIELDS.includes(k) && v !== undefined));
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
