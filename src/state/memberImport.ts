/**
 * Import of drugs and doctors from the member's claim history (spec §4.3):
 * the member import with its alternate, then the server date and the profile
 * load again. Who may import is the one rule of importEligibility (the
 * domain's, kept for the page in importEligible.ts). In the shared core, not
 * the import area: startup runs it at a new sign-in (its code loaded only
 * then), and the import pop-up on the member's request.
 */
import type { ImportSummaryData } from '../api/schemas/identity';
import type { UserDetails } from '../api/schemas/profile';
import { alternateImportCategory, canImportMemberItems } from '../domain/importEligibility';
import { MERGE_ACTION, type MergeFormValues } from '../domain/mergeRequest';
import * as identityApi from '../api/identity';
import * as usersApi from '../api/users';
import { getHttp } from './http';
import { importRunningAtom } from './importRunning';
import type { ItemsImported } from './hostEvents';
import { importedCounts } from './itemsImported';
import { requestMerge } from './merge';
import { reloadProfile, userDetailsAtom } from './profile';
import { drugsCountAtom, providersCountAtom } from './savedItems';
import { sessionAtom } from './session';
import { getStore, type Store } from './store';
import { systemDateAtom, loadSystemDate } from './systemDate';

export { importRunningAtom } from './importRunning';

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
 * The member import; when it returns no summary or fails, the alternate
 * import for the member's category (spec §4.3). Undefined when neither
 * brought a summary (failures are logged by the api layer).
 */
async function memberImport(user: UserDetails | undefined, triggeredBy: string, store: Store): Promise<ImportSummaryData | undefined> {
  const http = getHttp(store);
  const body = { uuid: store.get(sessionAtom).uuid, isAuthUser: true, triggeredBy };
  const first = await identityApi.importMemberItems(http, body);
  if (first.ok && first.data) return first.data;
  const category = alternateImportCategory(user?.userType);
  if (!category) return undefined;
  const alternate = await identityApi.importMemberItemsForCategory(http, category, body);
  return alternate.ok ? alternate.data : undefined;
}

/**
 * The import by the identity the pop-up's form gives: the earlier profile
 * kept for this member is merged in, matched by that identity. What it added
 * is what the reloaded profile gained.
 */
async function identityImport(values: MergeFormValues, store: Store): Promise<ImportOutcome> {
  const before = { drugs: store.get(drugsCountAtom), providers: store.get(providersCountAtom) };
  const merge = await requestMerge(values, MERGE_ACTION.merge, store);
  if (merge.kind === 'failed' || merge.response.isProfileMerged !== true) return { kind: 'identityNotConfirmed' };
  await reloadAfterImport(store);
  const drugs = Math.max(0, store.get(drugsCountAtom) - before.drugs);
  const providers = Math.max(0, store.get(providersCountAtom) - before.providers);
  return drugs + providers > 0 ? { kind: 'added', drugs, providers } : { kind: 'noClaims' };
}

/**
 * The pop-up's import: the member import (with its alternate for the
 * member's category); when neither brings a summary, the import by the
 * identity the member gave (none given: nothing more to try). Afterwards the
 * server date and the profile load again.
 */
export function importMemberItems(values: MergeFormValues | undefined, triggeredBy = 'profile', store: Store = getStore()): Promise<ImportOutcome> {
  return running(store, async () => {
    const summary = await memberImport(store.get(userDetailsAtom), triggeredBy, store);
    if (summary) {
      await reloadAfterImport(store);
      return summaryOutcome(summary);
    }
    if (values) return identityImport(values, store);
    await reloadAfterImport(store);
    return { kind: 'noClaims' };
  });
}

/** The identity import alone: the second form, after the member confirmed more of their identity. */
export function importByIdentity(values: MergeFormValues, store: Store = getStore()): Promise<ImportOutcome> {
  return running(store, () => identityImport(values, store));
}

/**
 * The member import after a new sign-in code (spec §4.2 step 2, §4.3).
 * Eligibility first, from the member's demographics and the server's system
 * date; an ineligible user (or demographics that fail to load) imports
 * nothing and null comes back, the caller then loads the profile as usual.
 * Otherwise the loading screen shows while the member import (and its
 * alternate) runs and the server date and the profile load afterwards;
 * the answer is what came in.
 */
export async function importAtSignIn(store: Store = getStore()): Promise<ItemsImported | null> {
  const session = store.get(sessionAtom);
  const demographics = await usersApi.getProfile(getHttp(store), { id: session.uuid, type: 'demographics' });
  if (!demographics.ok) return null; // logged by the api layer (demographics errors, spec §8)
  const user = demographics.data.userDetails;
  if (!canImportMemberItems({ user, session, systemDate: store.get(systemDateAtom) })) return null;
  return running(store, async () => {
    const summary = await memberImport(user, 'login', store);
    await reloadAfterImport(store);
    return importedCounts(summary);
  });
}
