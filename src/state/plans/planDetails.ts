/**
 * Plan details by id for saved plans whose stored fields are missing or
 * stale (spec §7.3 "GET /planinfo/details/VPP/plan-years/{year}/plans/{planId},
 * first of data.plans"; which plans, domain/planDetails.ts). One call per
 * plan and store, made only for the plans that need it, so a full profile
 * makes none. A failed call, or an answer without the plan ('No plan found
 * in response'), is logged by the api layer and the card keeps what was
 * stored (§8).
 */
import { atom } from 'jotai';
import type { Plan, ServicePlan } from '../../api/schemas/plan';
import { planDetailsNeed, type PlanDetailsNeed } from '../../domain/planDetails';
import { toPlanYear } from '../../domain/planYear';
import * as planInfoApi from '../../api/planInfo';
import { getHttp } from '../http';
import { favouritedPlanCodeOf } from '../medsuppFavourites';
import { savedPlansAtom } from '../savedPlans';
import { getStore, sharedAtom, storeSlot, type Store } from '../store';

export const planDetailsKey = (planId: string, planYear: number | string) => `${planId}/${String(planYear)}`;

interface DetailsRequest {
  key: string;
  planId: string;
  planYear: number;
}

/** The saved plans that need their details, each once. */
const requestsAtom = sharedAtom('planDetails.requests', () =>
  atom((get): readonly DetailsRequest[] =>
    get(savedPlansAtom).flatMap((plan) => {
      const planYear = toPlanYear(plan.planYear);
      if (planYear === null || !detailsNeedOf(plan)) return [];
      return [{ key: planDetailsKey(plan.planId, planYear), planId: plan.planId, planYear }];
    }),
  ),
);

/** What a component watches to start the calls. */
export const planDetailsRequestKeyAtom = sharedAtom('planDetails.requestKey', () =>
  atom((get) => get(requestsAtom).map((request) => request.key).join(',')),
);

/** Details answered, by planDetailsKey. */
export const planDetailsAtom = sharedAtom('planDetails.answers', () => atom<ReadonlyMap<string, ServicePlan>>(new Map()));

const callsOf = storeSlot('planDetails.calls', () => new Map<string, Promise<void>>());

async function loadDetails(store: Store, request: DetailsRequest): Promise<void> {
  const result = await planInfoApi.planDetails(getHttp(store), request.planYear, request.planId);
  if (result.ok) store.set(planDetailsAtom, (answers) => new Map([...answers, [request.key, result.data]]));
}

/** Starts the calls the saved plans need that this store has not made yet. Never rejects. */
export function refreshPlanDetails(store: Store = getStore()): Promise<void> {
  const calls = callsOf(store);
  return Promise.all(store.get(requestsAtom).map((request) => {
    let call = calls.get(request.key);
    if (!call) {
      call = loadDetails(store, request);
      calls.set(request.key, call);
    }
    return call;
  })).then(() => undefined);
}

/** Whether (and why) a card's plan takes its details: only plans the requests asked for. */
export function detailsNeedOf(plan: Plan): PlanDetailsNeed | null {
  return favouritedPlanCodeOf(plan) ? null : planDetailsNeed(plan);
}
