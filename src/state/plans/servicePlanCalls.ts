/**
 * The plan products calls (spec §3.2, §7.3, §8; the rules in servicePlans.ts):
 * one per distinct year, type, state and county of the saved plans without
 * benefits, and store. Part of the follow-up code (components/plans/followUpCalls.ts).
 */
import { atom } from 'jotai';
import { isSamePlanId } from '../../domain/planId';
import { logger } from '../../platform/logger';
import type { ServicePlan } from '../../api/schemas/planInfo';
import * as planInfoApi from '../../api/planInfo';
import { getHttp } from '../http';
import { savedPlansAtom } from '../savedPlans';
import { servicePlanBenefitsAtom, servicePlanKey, type Benefit } from './servicePlans';
import { sharedAtom, storeSlot, type Store } from '../store';
import { callEachOnce } from './callEachOnce';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

interface PlanProductsRequest {
  key: string;
  planYear: number;
  productType: string;
  stateCode: string;
  fipsCountyCode: string;
  planIds: readonly string[];
}

/** The plan products calls the saved plans without benefits call for. Medicare Supplement cards show no benefit list. */
const planProductsRequestsAtom = sharedAtom('servicePlans.requests', () =>
  atom((get): readonly PlanProductsRequest[] => {
    const byPlace = new Map<string, PlanProductsRequest & { planIds: string[] }>();
    for (const plan of get(savedPlansAtom)) {
      const stateCode = text(plan.county?.stateCode);
      const fipsCountyCode = text(plan.county?.fipsCountyCode);
      const productType = text(plan.planType).toUpperCase();
      if ((plan.benefits?.length ?? 0) > 0 || productType === 'MS' || !productType || !stateCode || !fipsCountyCode) continue;
      const planYear = Number(plan.planYear);
      const key = `${planYear}/${productType}/${stateCode}/${fipsCountyCode}`;
      const request = byPlace.get(key) ?? { key, planYear, productType, stateCode, fipsCountyCode, planIds: [] };
      request.planIds.push(String(plan.planId));
      byPlace.set(key, request);
    }
    return [...byPlace.values()];
  }),
);

/** What a component watches to start the calls again. */
export const planProductsKeyAtom = sharedAtom('servicePlans.key', () =>
  atom((get) => get(planProductsRequestsAtom).map((request) => `${request.key}:${request.planIds.join(',')}`).join('\n')),
);

/** The service plan's benefit names paired with their descriptions. */
function benefitsOf(servicePlan: ServicePlan): Benefit[] {
  const names = servicePlan.benefitNames ?? [];
  const descriptions = servicePlan.benefitDescriptions ?? [];
  return names.map((label, i) => ({ label, value: descriptions[i] ?? '' }));
}

const callsOf = storeSlot('servicePlans.calls', () => new Map<string, Promise<void>>());

async function loadPlanProducts(store: Store, request: PlanProductsRequest): Promise<void> {
  const { planYear, productType, stateCode, fipsCountyCode, planIds } = request;
  const result = await planInfoApi.planProducts(getHttp(store), planYear, productType, stateCode, fipsCountyCode);
  if (!result.ok) return;
  const found = new Map<string, readonly Benefit[]>();
  for (const planId of planIds) {
    const servicePlan = result.data.find((candidate) => isSamePlanId(planId, candidate.compositePlanId));
    if (servicePlan) found.set(servicePlanKey(planId, planYear), benefitsOf(servicePlan));
    else logger.warn(`Plan ${planId} (${planYear}) not found in plan products`, { call: 'planInfo.planProducts', stateCode, fipsCountyCode });
  }
  if (found.size > 0) store.set(servicePlanBenefitsAtom, (map) => new Map([...map, ...found]));
}

/** Starts the calls the saved plans call for that this store has not made yet. Never rejects. */
export function refreshServicePlanBenefits(store: Store): Promise<void> {
  return callEachOnce(callsOf(store), store.get(planProductsRequestsAtom), (request) => loadPlanProducts(store, request));
}
