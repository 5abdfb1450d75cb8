/**
 * The plan details calls (spec §7.3; the rules in planDetails.ts): one per
 * saved plan that needs its details, and store. Part of the follow-up code
 * (components/plans/followUpCalls.ts).
 */
import { atom } from 'jotai';
import { toPlanYear } from '../../domain/planYear';
import * as planInfoApi from '../../api/planInfo';
import { getHttp } from '../http';
import { detailsNeedOf, planDetailsAtom, planDetailsKey } from './planDetails';
import { savedPlansAtom } from '../savedPlans';
import { sharedAtom, storeSlot, type Store } from '../store';

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

const callsOf = storeSlot('planDetails.calls', () => new Map<string, Promise<void>>());

async function loadDetails(store: Store, request: DetailsRequest): Promise<void> {
  const result = await planInfoApi.planDetails(getHttp(store), request.planYear, request.planId);
  if (result.ok) store.set(planDetailsAtom, (answers) => new Map([...answers, [request.key, result.data]]));
}

/** Starts the calls the saved plans need that this store has not made yet. Never rejects. */
export function refreshPlanDetails(store: Store): Promise<void> {
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
