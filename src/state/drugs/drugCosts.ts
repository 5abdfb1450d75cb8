/**
 * Drug costs of the saved plans (spec §4.11, §7.3): once the saved
 * pharmacy's data has loaded, one estimate call per group (MAPD, PDP, SNP)
 * of the active year's saved plans, with the saved drugs and pharmacy. The
 * answers are kept per call and laid over the saved plans card by card
 * (drugCostFieldsAtom): cards render with the figures stored with the plans
 * and update when an answer arrives. A failed call is logged by the api
 * layer's shared failure handler with the call's name and leaves the stored
 * figures; it is not asked again for the same inputs.
 *
 * With no pharmacy saved there is nothing to price at, so no call runs (the
 * spec's estimate needs a pharmacy). When the pharmacy data call fails the
 * estimate still runs, after it, with the saved pharmacy as the profile
 * holds it: the load has completed, and the figures are still the user's.
 */
import { atom } from 'jotai';
import { isPharmacyCoverageReset } from '../../domain/pharmacy';
import * as drugsApi from '../../api/drugs';
import * as pharmacyApi from '../../api/pharmacy';
import { getHttp } from '../http';
import type { Plan } from '../../api/schemas/plan';
import {
  costPlanKey,
  drugCostFieldsOf,
  drugCostRequests,
  withPharmacyCoverageReset,
  type DrugCostFields,
  type DrugCostRequest,
  type PricedPharmacy,
} from './drugCostRequests';
import { activeYearAtom } from '../planYear';
import { drugsAtom, pharmacyAtom } from '../savedItems';
import { savedPlansAtom } from '../savedPlans';
import { getStore, sharedAtom, storeSlot, type Store } from '../store';
import { structuralShare } from '../structuralShare';

/** The pharmacy data call the saved drugs and pharmacy call for: 'number/year', or undefined. */
const pharmacyDataKeyAtom = sharedAtom('drugCosts.pharmacyKey', () =>
  atom((get) => {
    const number = String(get(pharmacyAtom)?.pharmacyNumber ?? '').trim();
    if (!number || get(drugsAtom).length === 0) return undefined;
    return `${number}/${get(activeYearAtom)}`;
  }),
);

/** The priced pharmacy by pharmacy data key, once its load has completed. */
const pricedPharmaciesAtom = sharedAtom('drugCosts.pharmacies', () => atom<ReadonlyMap<string, PricedPharmacy>>(new Map()));

/** The estimate calls for the current inputs; none until the pharmacy data has loaded. */
const drugCostRequestsAtom = sharedAtom('drugCosts.requests', () =>
  atom((get): readonly DrugCostRequest[] => {
    const key = get(pharmacyDataKeyAtom);
    const pharmacy = key === undefined ? undefined : get(pricedPharmaciesAtom).get(key);
    return pharmacy ? drugCostRequests(get(savedPlansAtom), get(drugsAtom), pharmacy) : [];
  }),
);

/** What a component watches to start the flow again: the pharmacy and the calls. */
export const drugCostKeyAtom = sharedAtom('drugCosts.key', () =>
  atom((get) => [get(pharmacyDataKeyAtom) ?? '', ...get(drugCostRequestsAtom).map((request) => request.key)].join('\n')),
);

/** The answers by request key (a late answer for old inputs never lands on new ones). */
const costAnswersAtom = sharedAtom('drugCosts.answers', () => atom<ReadonlyMap<string, ReadonlyMap<string, DrugCostFields>>>(new Map()));

/** Marks a plan whose pharmacy coverage is reset because no drugs exist (spec §4.11). */
const PHARMACY_COVERAGE_RESET = 'reset';
export type PlanDrugCostOverlay = DrugCostFields | 'reset';

/**
 * What lies over each saved plan, by costPlanKey. An overlay keeps its
 * identity while its figures stay equal, so a card whose figures did not
 * change does not re-render when another plan's answer arrives.
 */
export const drugCostFieldsAtom = sharedAtom('drugCosts.fields', () => {
  let previous = new Map<string, DrugCostFields>();
  return atom((get): { reset: boolean; byPlan: ReadonlyMap<string, DrugCostFields> } => {
    if (isPharmacyCoverageReset(get(drugsAtom).length)) return { reset: true, byPlan: new Map() };
    const answers = get(costAnswersAtom);
    const next = new Map<string, DrugCostFields>();
    for (const request of get(drugCostRequestsAtom)) {
      const answer = answers.get(request.key);
      if (!answer) continue;
      for (const planKey of request.planKeys) {
        const fields = answer.get(planKey);
        if (fields) next.set(planKey, structuralShare(previous.get(planKey), fields));
      }
    }
    previous = next;
    return { reset: false, byPlan: next };
  });
});

/** The overlay of one plan, or undefined while it has none (the stored figures show). */
export function drugCostOverlayOf(fields: { reset: boolean; byPlan: ReadonlyMap<string, DrugCostFields> }, planId: string, planYear: number | string): PlanDrugCostOverlay | undefined {
  return fields.reset ? PHARMACY_COVERAGE_RESET : fields.byPlan.get(costPlanKey(planId, planYear));
}

/** The plan with its overlay laid over the stored fields; the plan itself without one. */
export function withDrugCosts(plan: Plan, overlay: PlanDrugCostOverlay | undefined): Plan {
  if (overlay === undefined) return plan;
  return overlay === PHARMACY_COVERAGE_RESET ? withPharmacyCoverageReset(plan) : { ...plan, ...overlay };
}

/** Calls started in this store, by key: each runs once, and a second caller awaits the first. */
const pharmacyCallsOf = storeSlot('drugCosts.pharmacyCalls', () => new Map<string, Promise<void>>());
const costCallsOf = storeSlot('drugCosts.costCalls', () => new Map<string, Promise<void>>());

function once(calls: Map<string, Promise<void>>, key: string, start: () => Promise<void>): Promise<void> {
  let call = calls.get(key);
  if (!call) {
    call = start();
    calls.set(key, call);
  }
  return call;
}

async function loadPharmacyData(store: Store, key: string): Promise<void> {
  const saved = store.get(pharmacyAtom);
  const [number = '', year = ''] = key.split('/');
  const result = await pharmacyApi.pharmacyData(getHttp(store), number, Number(year));
  const mailOrder = (result.ok ? result.data.mailOrder : saved?.mailOrder) === true;
  store.set(pricedPharmaciesAtom, (map) => new Map(map).set(key, { pharmacyNumber: number, mailOrder }));
}

async function estimate(store: Store, request: DrugCostRequest): Promise<void> {
  const result = await drugsApi.estimatePlanCost(getHttp(store), request.body);
  if (!result.ok) return;
  const fields = drugCostFieldsOf(result.data, { pharmacyNumber: request.body.pharmacy.pharmacyNumber, mailOrder: request.body.pharmacy.mailOrder === true });
  store.set(costAnswersAtom, (answers) => new Map(answers).set(request.key, fields));
}

/**
 * Loads the pharmacy data, then starts the estimate calls the inputs call
 * for that this store has not made yet; resolves when they have answered.
 * Never rejects.
 */
export async function refreshDrugCosts(store: Store = getStore()): Promise<void> {
  const key = store.get(pharmacyDataKeyAtom);
  if (key === undefined) return;
  await once(pharmacyCallsOf(store), key, () => loadPharmacyData(store, key));
  const calls = costCallsOf(store);
  await Promise.all(store.get(drugCostRequestsAtom).map((request) => once(calls, request.key, () => estimate(store, request))));
}
