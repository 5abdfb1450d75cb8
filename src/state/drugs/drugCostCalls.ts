/**
 * The drug cost flow's calls (spec §4.11, §7.3; the rules in drugCosts.ts):
 * the pharmacy data call, then the estimate calls its answer calls for, each
 * kept per call and laid over the saved plans (drugCostFieldsAtom). Part of
 * the follow-up code (components/plans/followUpCalls.ts).
 */
import { atom } from 'jotai';
import * as drugPricingApi from '../../api/drugPricing';
import * as pharmacyApi from '../../api/pharmacy';
import { getHttp } from '../http';
import { drugCostFieldsOf, drugCostRequests, type DrugCostFields, type DrugCostRequest, type PricedPharmacy } from './drugCostRequests';
import { storedDrugCostFieldsAtom, type DrugCostOverlays } from './drugCosts';
import { activeYearAtom } from '../planYear';
import { drugsAtom, pharmacyAtom } from '../savedItems';
import { savedPlansAtom } from '../savedPlans';
import { sharedAtom, storeSlot, type Store } from '../store';
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

/**
 * What lies over each saved plan, by costPlanKey. An overlay keeps its
 * identity while its figures stay equal, so a card whose figures did not
 * change does not re-render when another plan's answer arrives.
 */
export const drugCostFieldsAtom = sharedAtom('drugCosts.fields', () => {
  let previous = new Map<string, DrugCostFields>();
  return atom((get): DrugCostOverlays => {
    const stored = get(storedDrugCostFieldsAtom);
    if (stored.reset) return stored;
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
  const result = await drugPricingApi.estimatePlanCost(getHttp(store), request.body);
  if (!result.ok) return;
  const fields = drugCostFieldsOf(result.data, { pharmacyNumber: request.body.pharmacy.pharmacyNumber, mailOrder: request.body.pharmacy.mailOrder === true });
  store.set(costAnswersAtom, (answers) => new Map(answers).set(request.key, fields));
}

/**
 * Loads the pharmacy data, then starts the estimate calls the inputs call
 * for that this store has not made yet; resolves when they have answered.
 * Never rejects.
 */
export async function refreshDrugCosts(store: Store): Promise<void> {
  const key = store.get(pharmacyDataKeyAtom);
  if (key === undefined) return;
  await once(pharmacyCallsOf(store), key, () => loadPharmacyData(store, key));
  const calls = costCallsOf(store);
  await Promise.all(store.get(drugCostRequestsAtom).map((request) => once(calls, request.key, () => estimate(store, request))));
}
