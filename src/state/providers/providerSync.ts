/**
 * Providers sync after the provider search tool closes (spec §4.10). The
 * tool leaves its picks in localStorage (src/platform/hostTools.ts); the
 * domain rule decides, this module carries it out and re-fetches.
 *
 * The Users API merges lists on save (items leave only through DELETE), so
 * "the profile takes the stored list" also deletes the saved providers the
 * stored list no longer holds, and "delete all" deletes each one. A guest's
 * providers live in the browser, where the saved section simply replaces.
 */
import { providerKey } from '../../domain/providers';
import * as v from 'valibot';
import { ProviderSchema, ProviderStorageSchema, type Provider, type ProvidersDetails } from '../../api/schemas/provider';
import { decideProvidersSync, type ProvidersSyncDecision, type StoredProviders } from '../../domain/providersSync';
import { PROVIDER_STORAGE_KEY } from '../../platform/hostTools';
import { logger } from '../../platform/logger';
import { writeJson } from '../../platform/storage';
import { readStored } from '../../platform/storedValue';
import * as usersApi from '../../api/users';
import { getHttp } from '../http';
import { activeYearAtom } from '../planYear';
import { providersDetailsAtom, reloadProfile } from '../profile';
import { saveProviders } from '../saving';
import { sessionAtom } from '../session';
import { getStore, storeSlot, type Store } from '../store';

export type ProviderSyncOutcome = ProvidersSyncDecision<Provider>['kind'];

const IdSchema = v.object({ providerId: v.union([v.string(), v.number()]) });

/** An unreadable entry's provider id, when at least that can be read. */
function idOf(entry: unknown): string | null {
  const parsed = v.safeParse(IdSchema, entry);
  return parsed.success ? String(parsed.output.providerId) : null;
}

/** The stored entries one by one: readable providers kept, the others dropped and logged by id. */
function readEntries(entries: readonly unknown[]): Pick<StoredProviders<Provider>, 'providerIdList' | 'unreadableIds'> {
  const providerIdList: Provider[] = [];
  const unreadableIds: (string | null)[] = [];
  for (const entry of entries) {
    const parsed = v.safeParse(ProviderSchema, entry);
    if (parsed.success) providerIdList.push(parsed.output);
    else unreadableIds.push(idOf(entry));
  }
  if (unreadableIds.length > 0) {
    logger.warn('Dropped unreadable providers from the provider tool\'s storage; they are not deleted', { unreadableIds });
  }
  return { providerIdList, unreadableIds };
}

/**
 * The provider tool's picks (spec §4.10), read entry by entry. Nothing
 * stored reads as undefined (really empty); storage that cannot be read at
 * all is one unreadable entry, so it never reads as empty.
 */
export function readStoredProviders(): StoredProviders<Provider> | undefined {
  const read = readStored('local', PROVIDER_STORAGE_KEY, ProviderStorageSchema);
  if (read.state === 'absent') return undefined;
  if (read.state === 'unreadable') return { unreadableIds: [null] };
  const { providerIdList, ...rest } = read.value;
  if (providerIdList === undefined) return rest;
  if (!Array.isArray(providerIdList)) {
    logger.warn('The provider tool\'s stored list is not a list; nothing is deleted', { providerIdList });
    return { ...rest, unreadableIds: [null] };
  }
  return { ...rest, ...readEntries(providerIdList) };
}

/** The saved providers as they were when the tool opened: the sync compares the tool's list with these. */
const toolOf = storeSlot('providerTool', () => ({ open: false, saved: undefined as ProvidersDetails | undefined }));

/**
 * Hands the saved providers to the tool before it opens: the tool edits this
 * list, so closing it unchanged keeps them (an empty storage at close would
 * otherwise mean "delete all").
 */
export function shareProvidersWithTool(zipCode: string, store: Store = getStore()): void {
  const details = store.get(providersDetailsAtom);
  Object.assign(toolOf(store), { open: true, saved: details });
  const providerIdList = details?.providerIdList ?? [];
  writeJson('local', PROVIDER_STORAGE_KEY, {
    ZipCode: details?.zipCode ?? zipCode,
    planYear: details?.planYear ?? store.get(activeYearAtom),
    TotalProviders: String(providerIdList.length),
    providerIdList,
  });
}

/** Deletes the given providers on the server; true when every delete succeeded. */
async function deleteOnServer(store: Store, providers: readonly Provider[]): Promise<boolean> {
  const { uuid } = store.get(sessionAtom);
  const planYear = store.get(activeYearAtom);
  const results = await Promise.all(providers.map((p) => usersApi.deleteItem(getHttp(store), uuid, 'providers', providerKey(p), planYear)));
  return results.every((result) => result.ok);
}

/** The profile takes this list: providers it no longer holds are deleted first, then it is saved. */
async function takeList(store: Store, before: ProvidersDetails | undefined, providersDetails: ProvidersDetails): Promise<boolean> {
  const kept = new Set((providersDetails.providerIdList ?? []).map(providerKey));
  const dropped = (before?.providerIdList ?? []).filter((p) => !kept.has(providerKey(p)));
  const deleted = store.get(sessionAtom).isGuest || (await deleteOnServer(store, dropped));
  const saved = await saveProviders(providersDetails, store);
  return deleted && saved;
}

async function deleteAll(store: Store, before: ProvidersDetails | undefined): Promise<boolean> {
  if (store.get(sessionAtom).isGuest) return saveProviders({ ...before, providerIdList: [] }, store);
  return deleteOnServer(store, before?.providerIdList ?? []);
}

/**
 * The tool's event (spec §2.5): the list shows what the tool holds now. Nothing
 * is saved yet; closing the tool runs the sync against the list as it was
 * when the tool opened.
 */
export function showProvidersFromTool(store: Store = getStore()): void {
  const stored = readStoredProviders();
  if (!stored?.providerIdList) return;
  store.set(providersDetailsAtom, { ...store.get(providersDetailsAtom), providerIdList: [...stored.providerIdList] });
}

/**
 * Runs the §4.10 sync: saves the decided list (guest status is sent by the
 * save), or deletes all, then re-fetches the profile. Failures are logged;
 * the re-fetch still runs so the list shows what the server holds.
 */
export async function syncProvidersFromTool(store: Store = getStore()): Promise<ProviderSyncOutcome> {
  const tool = toolOf(store);
  const before = tool.open ? tool.saved : store.get(providersDetailsAtom);
  Object.assign(tool, { open: false, saved: undefined });
  const decision = decideProvidersSync(readStoredProviders(), before, providerKey);
  if (decision.kind === 'none') return decision.kind;
  const ok =
    decision.kind === 'delete-all'
      ? await deleteAll(store, before)
      : await takeList(store, before, decision.providersDetails as ProvidersDetails);
  if (!ok) logger.error('Saving providers after the provider search failed', { decision: decision.kind });
  await reloadProfile(store);
  return decision.kind;
}
