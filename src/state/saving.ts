/**
 * Saving to the profile: what the plan-browsing, drug cost estimator and
 * provider tools do when a user saves something (they call these through
 * `window.shopperProfile.actions`), and the provider sync of §4.10. A guest's
 * data is kept in the browser; a signed-in user's goes to the Users API,
 * which merges lists (items leave only through DELETE).
 */
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
  writeGuestProfile,
} from './profile';
import { readDrug } from './savedItems';
import { sessionAtom } from './session';
import { getStore, type Store } from './store';

type Section = 'plansDetails' | 'drugsAndPharmacyDetails' | 'providersDetails';

/** Applies the new section locally and stores it (guest) or sends it (signed in). */
async function saveSection<K extends Section>(store: Store, key: K, next: NonNullable<ProfileResponse[K]>, planYear: number): Promise<boolean> {
  const session = store.get(sessionAtom);
  applyProfile(store, { [key]: next } as ProfileResponse);
  let ok: boolean;
  if (session.isGuest) {
    ok = writeGuestProfile({ [key]: next });
  } else {
    const type = key === 'plansDetails' ? 'plans' : key === 'drugsAndPharmacyDetails' ? 'drugs' : 'providers';
    const result = await usersApi.updateProfile(getHttp(store), session.uuid, type, { [key]: next, isGuest: false } as never, planYear);
    ok = result.ok;
    if (result.ok) applyProfile(store, result.data);
  }
  if (ok) announceProfileChange(store);
  return ok;
}


/** Saves a plan (plan browsing's heart). Already-saved plans are left as they are. */
export function savePlan(plan: Plan, store: Store = getStore()): Promise<boolean> {
  const details = store.get(plansDetailsAtom) ?? { plans: [], savedPlans: '' };
  const same = (p: Plan) => p.planId === plan.planId && String(p.planYear) === String(plan.planYear);
  const plans = details.plans.some(same) ? details.plans : [...details.plans, plan];
  const key = { planId: plan.planId, planYear: Number(plan.planYear), planType: plan.planType };
  const keys = parseSavedPlanKeys(details.savedPlans).filter((k) => !(k.planId === key.planId && k.planYear === key.planYear));
  // Saved-plan keys are kept for the allowed plan years only (spec §4.5).
  const savedPlans = formatSavedPlanKeys(filterSavedPlanKeys([...keys, key], allowedPlanYears(store.get(systemDateAtom))));
  return saveSection(store, 'plansDetails', { ...details, zipCode: details.zipCode ?? plan.zipCode, plans, savedPlans }, Number(plan.planYear));
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
  const details = store.get(drugsAndPharmacyDetailsAtom) ?? { drugInfoDetails: [] };
  const ids = new Set(drugs.map(drugKey));
  const drugInfoDetails = [...details.drugInfoDetails.filter((d) => !ids.has(drugKey(d))), ...drugs];
  return saveSection(store, 'drugsAndPharmacyDetails', { ...details, drugInfoDetails, ...(pharmacyObj ? { pharmacyObj } : {}) }, store.get(activeYearAtom));
}

/** Replaces the saved providers (the provider sync of §4.10 decides the list). */
export function saveProviders(providersDetails: ProvidersDetails, store: Store = getStore()): Promise<boolean> {
  return saveSection(store, 'providersDetails', providersDetails, store.get(activeYearAtom));
}

