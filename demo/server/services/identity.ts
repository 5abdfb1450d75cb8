/**
 * Telesales merge (spec §4.4): remainingRetryCount lives on the server,
 * drops by one per failed attempt, locks at 0 and is never reset by a
 * reload. Import of member items (§4.3) from the member's claim history.
 */
import type { Db } from '../db/open';
import * as repo from '../db/repo';
import { pharmacyAt, providersAt } from '../db/seed';
import { PERSONAS } from '../personas';
import { drugItem, drugKey, pharmacyObj, providerItem } from '../views/items';

type Json = Record<string, unknown>;

export interface MergeInput { firstName: string; lastName: string; email: string; dob: string; mbi?: string | undefined; gender?: string | undefined; zipCode?: string | undefined; action: 'm' | 's' }
export type MergeOutcome = { kind: 'no-telesales' } | { kind: 'answer'; isProfileMerged: boolean; remainingRetryCount: number };

const same = (a: unknown, b: unknown): boolean => String(a ?? '').trim().toLowerCase() === String(b ?? '').trim().toLowerCase();

/** The fields each telesales type confirms besides name and date of birth (spec §4.4). */
const FIELDS_BY_TYPE: Record<string, (keyof MergeInput)[]> = { M: ['mbi'], TPM: ['zipCode'], P: ['gender', 'zipCode'], TPP: ['gender', 'zipCode'] };

function identityMatches(record: Json, input: MergeInput, type: string): boolean {
  const extra = FIELDS_BY_TYPE[type] ?? ['mbi', 'zipCode', 'gender'];
  return same(record.firstName, input.firstName) && same(record.lastName, input.lastName) && same(record.dob, input.dob)
    && extra.every((field) => same(record[field], input[field]));
}

function copyItems(db: Db, from: string, to: string): void {
  for (const plan of repo.listSavedPlans(db, from)) repo.upsertSavedPlan(db, to, { ...plan, enrollment: null });
  for (const drug of repo.listItems(db, 'saved_drugs', from)) repo.upsertItem(db, 'saved_drugs', to, drugKey(drug), drug);
  for (const provider of repo.listItems(db, 'saved_providers', from)) repo.upsertItem(db, 'saved_providers', to, String(provider.providerId), provider);
  const pharmacy = repo.getPharmacy(db, from);
  if (pharmacy && !repo.getPharmacy(db, to)) repo.setPharmacy(db, to, pharmacy);
}

/**
 * Identity reaches a profile only from the sign-in record and from an
 * identity the person has just confirmed (never from a save): a merge gives
 * the profile the Medicare number and gender of the record it confirmed,
 * where the profile has none of its own.
 */
function adoptConfirmedIdentity(db: Db, profile: repo.ProfileRow, record: Json): void {
  const confirmed = (['mbi', 'gender'] as const).filter((field) => !profile.userDetails[field] && typeof record[field] === 'string' && record[field]);
  if (!confirmed.length) return;
  profile.userDetails = { ...profile.userDetails, ...Object.fromEntries(confirmed.map((field) => [field, record[field]])) };
  repo.putProfile(db, profile);
}

/** Call inside a transaction. */
export function attemptMerge(db: Db, uuid: string, input: MergeInput): MergeOutcome {
  const attempts = repo.getIdentityAttempts(db, uuid);
  const profile = repo.getProfile(db, uuid);
  if (!attempts?.telesalesUuid || !profile) return { kind: 'no-telesales' };
  if (attempts.mergedInto) return { kind: 'answer', isProfileMerged: true, remainingRetryCount: attempts.remaining };
  if (input.action === 's') {
    repo.setSkipPreference(db, uuid);
    return { kind: 'answer', isProfileMerged: false, remainingRetryCount: attempts.remaining };
  }
  if (attempts.remaining <= 0) return { kind: 'answer', isProfileMerged: false, remainingRetryCount: 0 };
  const record = repo.getProfile(db, attempts.telesalesUuid)?.userDetails ?? {};
  if (!identityMatches(record, input, String(profile.userDetails.telesalesProfileType ?? ''))) {
    return { kind: 'answer', isProfileMerged: false, remainingRetryCount: repo.spendIdentityAttempt(db, uuid) ?? 0 };
  }
  copyItems(db, attempts.telesalesUuid, uuid);
  adoptConfirmedIdentity(db, profile, record);
  repo.putIdentityAttempts(db, uuid, { ...attempts, mergedInto: attempts.telesalesUuid });
  return { kind: 'answer', isProfileMerged: true, remainingRetryCount: attempts.remaining };
}

export const IMPORT_AGREEMENT_TEXT = 'I agree to let the plan share my prescription and doctor claim history with my shopping profile.';

/**
 * Where the claim history is looked up: the member import finds it by the
 * profile's Medicare number; the alternate import for health-ID members
 * ('hsid', spec §4.3 "an alternate import for this member category") by the
 * member's health-ID sign-in id, so a member whose profile lacks the mbi
 * still gets their claims. The user type is read as the library reads it:
 * 'HSID' and 'hsid' are the same member.
 */
export type ClaimsLookup = 'mbi' | 'hsid';

/** Call inside a transaction. Answers the importSummaryData, empty lists when no claim history exists. */
export function importMemberItems(db: Db, uuid: string, triggeredBy: string, now: Date, lookup: ClaimsLookup = 'mbi'): Json | undefined {
  const profile = repo.getProfile(db, uuid);
  const key = lookup === 'mbi' ? profile?.userDetails.mbi : profile?.userDetails.optumId;
  if (!profile || !key || (lookup === 'hsid' && String(profile.userDetails.userType ?? '').trim().toLowerCase() !== 'hsid')) return undefined;
  const field = lookup === 'mbi' ? 'mbi' : 'optumId';
  const claims = PERSONAS.find((p) => p.userDetails?.[field] === key)?.claims;
  const zip = profile.zipCode ?? '10001';
  const drugs = (claims?.drugs ?? []).map(drugItem);
  const pharmacy = claims ? pharmacyObj(pharmacyAt(zip, claims.pharmacy)) : undefined;
  const providers = claims ? providersAt(zip, claims.providers).map((p) => providerItem(p, [])) : [];
  for (const drug of drugs) repo.upsertItem(db, 'saved_drugs', uuid, drugKey(drug), drug);
  if (pharmacy) repo.setPharmacy(db, uuid, pharmacy);
  for (const provider of providers) repo.upsertItem(db, 'saved_providers', uuid, String(provider.providerId), provider);
  const agreementDate = now.toISOString().slice(0, 10);
  repo.addImportHistory(db, uuid, {
    profileType: 'MEMBER', agreementName: 'Member claims import', agreementText: IMPORT_AGREEMENT_TEXT,
    agreementDate, triggeredBy, attestationText: 'I attest that I am the member named above.',
  }, now.getTime());
  profile.userDetails = { ...profile.userDetails, importAgreementData: { agreementDate }, dataRetrievalStatus: claims ? 'COMPLETE' : 'NO_CLAIMS' };
  if (providers.length && !profile.providersZip) profile.providersZip = zip;
  repo.putProfile(db, profile);
  return {
    importedPlansData: { plans: [] },
    importedDrugsAndPharmacySummary: { drugs, ...(pharmacy ? { pharmacy } : {}) },
    importedProvidersSummary: { providers },
  };
}
