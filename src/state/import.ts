/**
 * Import of drugs and doctors from the member's claim history (spec §4.3):
 * who may import, the member import with its alternate, then the server date
 * and the profile load again.
 */
import { atom } from 'jotai';
import type { ImportSummaryData } from '../api/schemas/identity';
import type { UserDetails } from '../api/schemas/profile';
import { canImportMemberItems } from '../domain/importEligibility';
import { MERGE_ACTION, type MergeFormValues } from '../domain/mergeRequest';
import { isMemberProfile } from '../domain/profileType';
import { getApi } from './api';
import { importedCounts } from './itemsImported';
import { requestMerge } from './identity';
import { reloadProfile, userDetailsAtom } from './profile';
import { drugsCountAtom, providersCountAtom } from './savedItems';
import { sessionAtom, type Session } from './session';
import { getStore, sharedAtom, type Store } from './store';
import { systemDateAtom, loadSystemDate } from './systemDate';

/** A health-ID member: signed in through the health-ID service (userType 'hsid') and a member profile (§4.1). */
export function isHealthIdMember(user: UserDetails | undefined, session: Session): boolean {
  if (!user || session.isGuest || user.userType !== 'hsid') return false;
  return isMemberProfile({ ...user, uuid: user.uuid || session.uuid });
}

/** The import applies: a health-ID member whose agreement date is not in the current month (§4.3). */
export const importEligibleAtom = sharedAtom('import.eligible', () =>
  atom((get) => {
    const user = get(userDetailsAtom);
    return canImportMemberItems({
      isHealthIdMember: isHealthIdMember(user, get(sessionAtom)),
      agreementDate: user?.importAgreementData?.agreementDate,
      systemDate: get(systemDateAtom),
    });
  }),
);

/** An import (and the reload after it) is running: drives the page-level loading screen. */
export const importRunningAtom = sharedAtom('import.running', () => atom(false));

export type ImportOutcome =
  | { kind: 'added'; drugs: number; providers: number }
  | { kind: 'noClaims' }
  /** The alternate import could not confirm who the member is (form 2 and its banner follow). */
  | { kind: 'identityNotConfirmed' };

function summaryOutcome(summary: ImportSummaryData): ImportOutcome {
  const { drugs, providers } = importedCounts(summary);
  return drugs + providers > 0 ? { kind: 'added', drugs, providers } : { kind: 'noClaims' };
}

async function reloadAfterImport(store: Store): Promise<void> {
  await loadSystemDate(store);
  await reloadProfile(store);
}

async function running<T>(store: Store, work: () => Promise<T>): Promise<T> {
  store.set(importRunningAtom, true);
  try {
    return await work();
  } finally {
    store.set(importRunningAtom, false);
  }
}

/**
 * The alternate import: the earlier profile kept for this member is merged
 * in, matched by the identity the form gives. What it added is what the
 * reloaded profile gained.
 */
async function alternateImport(values: MergeFormValues, store: Store): Promise<ImportOutcome> {
  const before = { drugs: store.get(drugsCountAtom), providers: store.get(providersCountAtom) };
  const merge = await requestMerge(values, MERGE_ACTION.merge, store);
  if (merge.kind === 'failed' || merge.response.isProfileMerged !== true) return { kind: 'identityNotConfirmed' };
  await reloadAfterImport(store);
  const drugs = Math.max(0, store.get(drugsCountAtom) - before.drugs);
  const providers = Math.max(0, store.get(providersCountAtom) - before.providers);
  return drugs + providers > 0 ? { kind: 'added', drugs, providers } : { kind: 'noClaims' };
}

/**
 * The member import. When it returns no summary or fails, the alternate
 * import is tried with the identity the member gave (none given: nothing
 * more to try). Afterwards the server date and the profile load again.
 */
export function importMemberItems(values: MergeFormValues | undefined, triggeredBy = 'profile', store: Store = getStore()): Promise<ImportOutcome> {
  return running(store, async () => {
    const result = await getApi(store).identity.importMemberItems({ uuid: store.get(sessionAtom).uuid, isAuthUser: true, triggeredBy });
    if (result.ok && result.data) {
      await reloadAfterImport(store);
      return summaryOutcome(result.data);
    }
    if (values) return alternateImport(values, store);
    await reloadAfterImport(store);
    return { kind: 'noClaims' };
  });
}

/** The alternate import alone: the second form, after the member confirmed more of their identity. */
export function importByIdentity(values: MergeFormValues, store: Store = getStore()): Promise<ImportOutcome> {
  return running(store, () => alternateImport(values, store));
}
