/**
 * Optimistic removal of a saved plan, drug or provider (spec §4.12): gone
 * from the list at once, then the server is told. On failure the item comes
 * back at its old position (counts follow, they are derived); on success the
 * spec's follow-ups run and the host page hears of it (sp-plan-removed ...),
 * however the removal was started: from an element's pop-up or through
 * `window.shopperProfile.actions`. Guests' data lives in the browser, so for
 * them the "server" is browser storage.
 *
 * Which item a remove pop-up asks about belongs to the element showing that
 * pop-up (components/common/elementAtom.ts), not to the page: a removal
 * answers its caller, and only the pop-up that started it closes on that
 * answer. The spec's completion flag (§4.12 "a completion flag set") is that
 * answer: `removePlan` resolving true, which the pop-up reads to close and
 * announce the removal, and which sends the host event.
 */
import { drugKey } from '../domain/drugs';
import { providerKey } from '../domain/providers';
import type { PrimitiveAtom } from 'jotai';
import { removeAt, restoreAt, type Removal } from '../domain/optimisticRemoval';
import { formatSavedPlanKeys, parseSavedPlanKeys } from '../domain/savedPlanKeys';
import type { Drug } from '../api/schemas/drug';
import type { Plan } from '../api/schemas/plan';
import type { Provider } from '../api/schemas/provider';
import type { ProfileResponse } from '../api/schemas/profile';
import { toPlanYear } from '../domain/planYear';
import * as usersApi from '../api/users';
import { getHttp } from './http';
import { announceProfileChange } from './crossTab';
import { activeYearAtom } from './planYear';
import { favouriteCodeOfSavedPlan, favouritedPlanCodeOf } from './medsuppFavourites';
import {
  drugsAndPharmacyDetailsAtom,
  holdRemoval,
  medsuppDataAtom,
  plansDetailsAtom,
  providersDetailsAtom,
  readGuestProfile,
  reloadProfile,
  writeGuestProfile,
  type GuestProfile,
} from './profile';
import { sessionAtom } from './session';
import { trackProfileEvent } from './tracking';
import { DRUG_REMOVED, emitFromPage, PLAN_REMOVED, PROVIDER_REMOVED } from './hostEvents';
import { getStore, type Store } from './store';

interface ListSection<S, T> {
  /** The section's key in the profile, and in a guest's stored copy. */
  key: keyof GuestProfile;
  section: PrimitiveAtom<S | undefined>;
  items: (section: S | undefined) => readonly T[];
  /** The section with these items; `restoring` is the section before a removal that is being undone. */
  withItems: (section: S | undefined, items: T[], restoring?: S) => S;
}

type Outcome = 'removed' | 'restored' | 'not-found';

async function removeOptimistically<S, T>(
  store: Store,
  list: ListSection<S, T>,
  matches: (item: T) => boolean,
  tellServer: () => Promise<boolean>,
): Promise<{ outcome: Outcome; removal?: Removal<T> }> {
  const before = store.get(list.section);
  const result = removeAt(list.items(before), list.items(before).findIndex(matches));
  if (!result) return { outcome: 'not-found' };
  store.set(list.section, list.withItems(before, result.list));
  // An answer arriving while the server is asked (a kept page revalidating) leaves the item out: the removal wins.
  const release = holdRemoval(store, list.section, (section) => withoutFirst(list, section, matches));
  const removed = await tellServer().finally(release);
  if (removed) return { outcome: 'removed', removal: result.removal };
  const now = store.get(list.section);
  store.set(list.section, list.withItems(now, restoreAt(list.items(now), result.removal), before));
  return { outcome: 'restored', removal: result.removal };
}

function withoutFirst<S, T>(list: ListSection<S, T>, section: S | undefined, matches: (item: T) => boolean): S | undefined {
  const items = list.items(section);
  const at = items.findIndex(matches);
  return at < 0 ? section : list.withItems(section, items.filter((_, i) => i !== at));
}

/** A guest's removal takes the item out of the stored copy as it is now: another tab may have saved to it since. */
function removeFromStored<S, T>(list: ListSection<S, T>, matches: (item: T) => boolean): boolean {
  return writeGuestProfile({ [list.key]: withoutFirst(list, readGuestProfile()[list.key] as S | undefined, matches) });
}

type PlansDetails = NonNullable<ProfileResponse['plansDetails']>;
type DrugsDetails = NonNullable<ProfileResponse['drugsAndPharmacyDetails']>;
type ProvidersDetails = NonNullable<ProfileResponse['providersDetails']>;
type MedsuppData = NonNullable<ProfileResponse['medsuppData']>;
type FavoritedPlan = NonNullable<NonNullable<MedsuppData['savedPlanInformation']>['favoritedPlans']>[number];

const samePlan = (plan: Plan) => (p: Plan) => p.planId === plan.planId && String(p.planYear) === String(plan.planYear);

const plansList: ListSection<PlansDetails, Plan> = {
  key: 'plansDetails',
  section: plansDetailsAtom,
  items: (s) => s?.plans ?? [],
  withItems: (s, plans, restoring) => {
    const kept = new Set(plans.map((p) => `${p.planId} ${String(p.planYear)}`));
    // Undoing a removal brings the plan's key back too (in its old place):
    // the saved plans shown follow the key text, so without it the restored
    // plan would stay hidden. Keys added since the removal began are kept.
    const seen = new Set<string>();
    const keys = [...parseSavedPlanKeys(restoring?.savedPlans), ...parseSavedPlanKeys(s?.savedPlans)].filter((k) => {
      const key = `${k.planId} ${k.planYear}`;
      if (!kept.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return { ...s, plans, savedPlans: s?.savedPlans || restoring?.savedPlans ? formatSavedPlanKeys(keys) : '' };
  },
};

const drugsList: ListSection<DrugsDetails, Drug> = {
  key: 'drugsAndPharmacyDetails',
  section: drugsAndPharmacyDetailsAtom,
  items: (s) => s?.drugInfoDetails ?? [],
  withItems: (s, drugInfoDetails) => ({ ...s, drugInfoDetails }),
};

const providersList: ListSection<ProvidersDetails, Provider> = {
  key: 'providersDetails',
  section: providersDetailsAtom,
  items: (s) => s?.providerIdList ?? [],
  withItems: (s, providerIdList) => ({ ...s, providerIdList }),
};

/** Favourited supplement plans live in medsuppData (medsuppFavourites.ts); removing one writes that section back. */
const favouritesList: ListSection<MedsuppData, FavoritedPlan> = {
  key: 'medsuppData',
  section: medsuppDataAtom,
  items: (s) => s?.savedPlanInformation?.favoritedPlans ?? [],
  withItems: (s, favoritedPlans) => ({ ...s, savedPlanInformation: { ...s?.savedPlanInformation, favoritedPlans } }),
};

function isGuest(store: Store): boolean {
  return store.get(sessionAtom).isGuest;
}

function removeSavedPlan(plan: Plan, planYear: number, store: Store) {
  return removeOptimistically(store, plansList, samePlan(plan), async () => {
    if (isGuest(store)) return removeFromStored(plansList, samePlan(plan));
    return (await usersApi.deleteSavedPlan(getHttp(store), store.get(sessionAtom).uuid, planYear, plan.planId)).ok;
  });
}

/** A favourite goes from medsuppData: the first with its code for that year (or without a year), as the card shows each code once. */
function removeFavourite(code: string, planYear: number, store: Store) {
  const matches = (favourite: FavoritedPlan) =>
    favourite.planCode.trim().toUpperCase() === code.toUpperCase() && (favourite.planYear === undefined || toPlanYear(favourite.planYear) === planYear);
  return removeOptimistically(store, favouritesList, matches, async () => {
    if (isGuest(store)) return removeFromStored(favouritesList, matches);
    const medsuppData = store.get(medsuppDataAtom) ?? {};
    return (await usersApi.updateProfile(getHttp(store), store.get(sessionAtom).uuid, 'medsuppPlans', { medsuppData, isGuest: false }, planYear)).ok;
  });
}

/**
 * Removes a saved plan (or a favourited supplement plan). A supplement plan
 * both saved and favourited shows once; removing it removes both, or the
 * favourite would take the saved card's place. Resolves true when it stays
 * removed (every part of it). `from` is the element whose pop-up the person
 * confirmed in; the host event goes from there (without it, from the page's
 * first element that sends it).
 */
export async function removePlan(plan: Plan, store: Store = getStore(), from?: EventTarget): Promise<boolean> {
  const planYear = toPlanYear(plan.planYear) ?? store.get(activeYearAtom);
  const code = favouritedPlanCodeOf(plan);
  const alsoFavourited = code ? undefined : favouriteCodeOfSavedPlan(plan, store);
  const removals = code
    ? [removeFavourite(code, planYear, store)]
    : [removeSavedPlan(plan, planYear, store), ...(alsoFavourited ? [removeFavourite(alsoFavourited, planYear, store)] : [])];
  const outcomes = await Promise.all(removals);
  if (outcomes.some(({ outcome }) => outcome !== 'removed')) return false;
  announceProfileChange(store);
  trackProfileEvent('plan removed', { planId: plan.planId, planYear: plan.planYear }, store);
  emitFromPage(PLAN_REMOVED, { plan }, from);
  return true;
}

async function removeAndRefetch<S, T>(
  store: Store,
  list: ListSection<S, T>,
  matches: (item: T) => boolean,
  type: 'drugs' | 'providers',
  itemId: string,
  announce: () => void,
): Promise<boolean> {
  const { uuid } = store.get(sessionAtom);
  const { outcome } = await removeOptimistically(store, list, matches, async () => {
    if (isGuest(store)) return removeFromStored(list, matches);
    return (await usersApi.deleteItem(getHttp(store), uuid, type, itemId, store.get(activeYearAtom))).ok;
  });
  if (outcome !== 'removed') return false;
  announceProfileChange(store);
  trackProfileEvent(`${type === 'drugs' ? 'drug' : 'provider'} removed`, { itemId }, store);
  announce();
  // Spec §4.12: after a drug or doctor removal the profile is re-fetched and
  // local data rebuilt; a failed re-fetch is logged by the api layer only.
  if (!isGuest(store)) await reloadProfile(store);
  return true;
}

/** Removes a saved drug; resolves true when it stays removed. `from` as for removePlan. */
export function removeDrug(drug: Drug, store: Store = getStore(), from?: EventTarget): Promise<boolean> {
  const id = drugKey(drug);
  return removeAndRefetch(
    store,
    drugsList,
    (d) => d === drug || drugKey(d) === id,
    'drugs',
    id,
    () => emitFromPage(DRUG_REMOVED, { drug }, from),
  );
}

/** Removes a saved doctor or dentist; resolves true when it stays removed. `from` as for removePlan. */
export function removeProvider(provider: Provider, store: Store = getStore(), from?: EventTarget): Promise<boolean> {
  const id = providerKey(provider);
  return removeAndRefetch(
    store,
    providersList,
    (p) => p === provider || providerKey(p) === id,
    'providers',
    id,
    () => emitFromPage(PROVIDER_REMOVED, { provider }, from),
  );
}
