/**
 * The profile data (spec §3.1) as atoms, one per section, and the one load
 * every element on the page shares. Sections are replaced with structural
 * sharing, so an element whose data did not change does not re-render.
 */
import { atom, type PrimitiveAtom } from 'jotai';
import type { ProfileResponse } from '../api/schemas/profile';
import { ProfileResponseSchema } from '../api/schemas/profile';
import { writeJson } from '../platform/storage';
import { readStoredJson } from '../platform/storedValue';
import * as usersApi from '../api/users';
import { getHttp } from './http';
import { userStorageArea, storageKey } from './userStorageArea';
import { activeYearAtom } from './planYear';
import { sessionAtom } from './session';
import { getStore, sharedAtom, storeSlot, type Store } from './store';
import { structuralShare } from './structuralShare';

export type ProfileStatus = 'notLoaded' | 'loading' | 'ready' | 'error';

export const profileStatusAtom = sharedAtom('profileStatus', () => atom<ProfileStatus>('notLoaded'));

type Section = Exclude<keyof ProfileResponse, 'uuid'>;
const sectionAtoms = new Map<Section, PrimitiveAtom<unknown>>();

function sectionAtom<K extends Section>(key: K): PrimitiveAtom<ProfileResponse[K]> {
  const found = sharedAtom(`profile.${key}`, () => atom<ProfileResponse[K]>(undefined));
  sectionAtoms.set(key, found as PrimitiveAtom<unknown>);
  return found;
}

export const userDetailsAtom = sectionAtom('userDetails');
export const plansDetailsAtom = sectionAtom('plansDetails');
export const memberEnrolledPlansAtom = sectionAtom('memberEnrolledPlans');
export const drugsAndPharmacyDetailsAtom = sectionAtom('drugsAndPharmacyDetails');
export const providersDetailsAtom = sectionAtom('providersDetails');
export const enrollmentsDetailsAtom = sectionAtom('enrollmentsDetails');
export const medsuppDataAtom = sectionAtom('medsuppData');
export const preDataAtom = sectionAtom('preData');
export const isServiceOutageAtom = sectionAtom('isServiceOutage');

/**
 * Removals waiting for the server, by section: an answer that arrives
 * meanwhile (the revalidation of a kept profile) must not bring the item back
 * under the person's finger, so it is applied without it.
 */
const pendingRemovalsOf = storeSlot('pendingRemovals', () => new Set<{ section: PrimitiveAtom<unknown>; without: (section: unknown) => unknown }>());

/** Applies `without` to every answer for `section` until the returned function is called. */
export function holdRemoval<S>(store: Store, section: PrimitiveAtom<S | undefined>, without: (section: S | undefined) => S | undefined): () => void {
  const pending = { section: section as PrimitiveAtom<unknown>, without: without as (section: unknown) => unknown };
  pendingRemovalsOf(store).add(pending);
  return () => pendingRemovalsOf(store).delete(pending);
}

/** Replaces every section the answer carries; sections it lacks stay as they were. */
export function applyProfile(store: Store, profile: ProfileResponse): void {
  const pending = [...pendingRemovalsOf(store)];
  for (const [key, sectionAtom] of sectionAtoms) {
    if (!(key in profile)) continue;
    const answered = pending.filter((p) => p.section === sectionAtom).reduce((value, p) => p.without(value), profile[key] as unknown);
    store.set(sectionAtom, structuralShare(store.get(sectionAtom), answered));
  }
}

/** The profile's section atoms, for whatever follows every change (the kept copy, profileSnapshot.ts). */
export function profileSections(): PrimitiveAtom<unknown>[] {
  return [...sectionAtoms.values()];
}

/** The sections as the page now shows them. */
export function snapshotOfProfile(store: Store): ProfileResponse {
  return Object.fromEntries([...sectionAtoms].map(([key, sectionAtom]) => [key, store.get(sectionAtom)]).filter(([, value]) => value !== undefined)) as ProfileResponse;
}

/** Sections a guest keeps in the browser (spec §1 "data is kept in the browser"). */
export type GuestProfile = Pick<ProfileResponse, 'plansDetails' | 'drugsAndPharmacyDetails' | 'providersDetails' | 'medsuppData' | 'preData'>;

export function readGuestProfile(): GuestProfile {
  // Garbage in storage is logged by the reader and read as empty; the next save replaces it.
  const stored = readStoredJson(userStorageArea(), storageKey('guestProfile'), ProfileResponseSchema);
  if (stored === undefined) return {};
  const { plansDetails, drugsAndPharmacyDetails, providersDetails, medsuppData, preData } = stored;
  return { plansDetails, drugsAndPharmacyDetails, providersDetails, medsuppData, preData };
}

export function writeGuestProfile(patch: GuestProfile): boolean {
  const next = { ...readGuestProfile(), ...patch };
  return writeJson(userStorageArea(), storageKey('guestProfile'), next);
}

const loadsOf = storeSlot('profileLoads', () => ({ inflight: null as Promise<boolean> | null }));

export interface LoadOptions {
  /** The read follows a successful identity merge (spec §4.4). */
  merged?: boolean;
}

/**
 * Loads the profile for the active plan year. Calls made while a load is in
 * flight share it, so a page with any number of elements makes one request.
 * Resolves true on success; a failure is logged and the data shown stays.
 */
export function loadProfile(store: Store = getStore(), options: LoadOptions = {}): Promise<boolean> {
  const loads = loadsOf(store);
  loads.inflight ??= fetchProfile(store, options).finally(() => {
    loads.inflight = null;
  });
  return loads.inflight;
}

async function fetchProfile(store: Store, options: LoadOptions): Promise<boolean> {
  const session = store.get(sessionAtom);
  store.set(profileStatusAtom, store.get(profileStatusAtom) === 'ready' ? 'ready' : 'loading');
  const result = await usersApi.getProfile(getHttp(store), {
    id: session.isGuest ? undefined : session.uuid,
    type: 'all',
    planYear: store.get(activeYearAtom),
    ...(options.merged === undefined ? {} : { merged: options.merged }),
  });
  if (!result.ok) {
    store.set(profileStatusAtom, store.get(profileStatusAtom) === 'ready' ? 'ready' : 'error');
    return false;
  }
  applyProfile(store, session.isGuest ? { isServiceOutage: result.data.isServiceOutage, ...readGuestProfile() } : result.data);
  store.set(profileStatusAtom, 'ready');
  return true;
}

/** Loads again after any load in flight, so the answer reflects changes made since it started. */
export async function reloadProfile(store: Store = getStore(), options: LoadOptions = {}): Promise<boolean> {
  const inflight = loadsOf(store).inflight;
  if (inflight) await inflight;
  return loadProfile(store, options);
}
