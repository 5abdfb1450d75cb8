/**
 * Saving to the profile: what the plan-browsing, drug cost estimator and
 * provider tools do when a user saves something (they call these through
 * `window.shopperProfile.actions`), and the provider sync of §4.10. A guest's
 * data is kept in the browser; a signed-in user's goes to the Users API,
 * which merges lists (items leave only through DELETE).
 */
import type { PrimitiveAtom } from 'jotai';
import * as v from 'valibot';
import { drugKey } from '../domain/drugs';
import { PharmacyObjSchema, type Drug, type PharmacyObj } from '../api/schemas/drug';
import { logger } from '../platform/logger';
import type { Plan } from '../api/schemas/plan';
import type { ProfileResponse } from '../api/schemas/profile';
import type { ProvidersDetails } from '../api/schemas/provider';
import { allowedPlanYears } from '../domain/planYear';
import { filterSavedPlanKeys, formatSavedPlanKeys, parseSavedPlanKeys } from '../domain/savedPlanKeys';
import * as usersApi from '../api/users';
import { getHttp } from './http';
import { announceProfileChange } from './crossTab';
import { activeYearAtom } from './planYear';
import { systemDateAtom } from './systemDate';
import {
  applyProfile,
  drugsAndPharmacyDetailsAtom,
  plansDetailsAtom,
  providersDetailsAtom,
  readGuestProfile,
  reloadProfile,
  writeGuestProfile,
} from './profile';
import { readDrug } from './savedItems';
import { sessionAtom } from './session';
import { getStore, storeSlot, type Store } from './store';

type Section = 'plansDetails' | 'drugsAndPharmacyDetails' | 'providersDetails';
type Change<K extends Section> = (saved: ProfileResponse[K]) => NonNullable<ProfileResponse[K]>;

const sectionAtoms = { plansDetails: plansDetailsAtom, drugsAndPharmacyDetails: drugsAndPharmacyDetailsAtom, providersDetails: providersDetailsAtom };

const savesOf = storeSlot('saves', () => ({ last: Promise.resolve(true) }));

/**
 * Saves one section as `change` makes it from what is saved. Saves run one at
 * a time, so each starts from the outcome of the one before: a refused item
 * is put back out before the next save sends the section again.
 */
function saveSection<K extends Section>(store: Store, key: K, change: Change<K>, planYear: number): Promise<boolean> {
  const saves = savesOf(store);
  const turn = saves.last.then(async () => {
    const ok = store.get(sessionAtom).isGuest ? saveForGuest(store, key, change) : await send(store, key, change, planYear);
    if (ok) announceProfileChange(store);
    return ok;
  });
  saves.last = turn.catch(() => false);
  return turn;
}

/** A guest's save changes the stored copy as it is now: another tab may have saved to it since this page read it. */
function saveForGuest<K extends Section>(store: Store, key: K, change: Change<K>): boolean {
  const section = { [key]: change(readGuestProfile()[key]) };
  const ok = writeGuestProfile(section);
  if (ok) applyProfile(store, section);
  return ok;
}

/** Shown at once; put back as it was when the server refuses it, so what shows is what the server holds. */
async function send<K extends Section>(store: Store, key: K, change: Change<K>, planYear: number): Promise<boolean> {
  const sectionAtom = sectionAtoms[key] as PrimitiveAtom<ProfileResponse[K]>;
  const before = store.get(sectionAtom);
  applyProfile(store, { [key]: change(before) });
  const shown = store.get(sectionAtom);
  const type = key === 'plansDetails' ? 'plans' : key === 'drugsAndPharmacyDetails' ? 'drugs' : 'providers';
  const result = await usersApi.updateProfile(getHttp(store), store.get(sessionAtom).uuid, type, { [key]: shown, isGuest: false } as never, planYear);
  if (result.ok) applyProfile(store, result.data);
  else if (store.get(sectionAtom) === shown) store.set(sectionAtom, before);
  // Changed meanwhile (a removal, another tab): the server's copy is read instead.
  else void reloadProfile(store);
  return result.ok;
}

/** Saves a plan (plan browsing's heart). Already-saved plans are left as they are. */
export function savePlan(plan: Plan, store: Store = getStore()): Promise<boolean> {
  const same = (p: Plan) => p.planId === plan.planId && String(p.planYear) === String(plan.planYear);
  const key = { planId: plan.planId, planYear: Number(plan.planYear), planType: plan.planType };
  return saveSection(store, 'plansDetails', (details = { plans: [], savedPlans: '' }) => {
    const plans = details.plans.some(same) ? details.plans : [...details.plans, plan];
    const keys = parseSavedPlanKeys(details.savedPlans).filter((k) => !(k.planId === key.planId && k.planYear === key.planYear));
    // Saved-plan keys are kept for the allowed plan years only (spec §4.5).
    const savedPlans = formatSavedPlanKeys(filterSavedPlanKeys([...keys, key], allowedPlanYears(store.get(systemDateAtom))));
    return { ...details, zipCode: details.zipCode ?? plan.zipCode, plans, savedPlans };
  }, Number(plan.planYear));
}

/**
 * A drug as saved (spec §5.5): normalised as on read (an invalid one is
 * logged there), without the refill texts, which are derived on read.
 */
function drugToSave(drug: Drug): Drug {
  const { refillText: _refill, legacyRefillText: _legacy, ...saved } = readDrug(drug) as Drug & { refillText?: string; legacyRefillText?: string };
  return saved;
}

/** The pharmacy a host tool hands in, read as the profile's; one that is not a pharmacy is logged, and the saved one kept. */
function pharmacyToSave(pharmacyObj: unknown): PharmacyObj | undefined {
  if (pharmacyObj === undefined || pharmacyObj === null) return undefined;
  // valibot takes an array for an object: a list is no pharmacy either.
  const parsed = Array.isArray(pharmacyObj) ? undefined : v.safeParse(PharmacyObjSchema, pharmacyObj);
  if (parsed?.success) return parsed.output;
  logger.warn('A pharmacy that is not one was not saved; the saved pharmacy is kept', { pharmacyObj });
  return undefined;
}

/** Saves drugs (added or edited, matched by drugKey), normalised, and, when given, the pharmacy. */
export function saveDrugs(added: Drug[], given?: PharmacyObj, store: Store = getStore()): Promise<boolean> {
  const drugs = added.map(drugToSave);
  const pharmacyObj = pharmacyToSave(given);
  const ids = new Set(drugs.map(drugKey));
  return saveSection(store, 'drugsAndPharmacyDetails', (details = { drugInfoDetails: [] }) => {
    const drugInfoDetails = [...details.drugInfoDetails.filter((d) => !ids.has(drugKey(d))), ...drugs];
    return { ...details, drugInfoDetails, ...(pharmacyObj ? { pharmacyObj } : {}) };
  }, store.get(activeYearAtom));
}

/** Replaces the saved providers (the provider sync of §4.10 decides the list). */
export function saveProviders(providersDetails: ProvidersDetails, store: Store = getStore()): Promise<boolean> {
  return saveSection(store, 'providersDetails', () => providersDetails, store.get(activeYearAtom));
}

