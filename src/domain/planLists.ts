/** Derived plan lists of the app state (spec §3.9, §4.11). */
import { normalizePlanType, planListForType, type PlanListName } from './planTypes';

export type PlanLists<P> = Record<PlanListName, P[]> & { savedPlansCount: number; isPlansExists: boolean };

/** Plans split into the MA, PDP, SNP and supplement lists, with the saved-plan count and flag. Unknown types are left out. */
export function groupPlansByType<P extends { planType?: string | null }>(plans: readonly P[]): PlanLists<P> {
  const lists: Record<PlanListName, P[]> = { maPlansList: [], pdpPlansList: [], snpPlansList: [], medsuppPlansList: [] };
  for (const plan of plans) {
    const name = planListForType(plan.planType);
    if (name) lists[name].push(plan);
  }
  const savedPlansCount = Object.values(lists).reduce((count, list) => count + list.length, 0);
  return { ...lists, savedPlansCount, isPlansExists: savedPlansCount > 0 };
}

export type DrugCostGroup = 'MAPD' | 'PDP' | 'SNP';

/** Drug cost estimation makes one call per group: MAPD, PDP, SNP. MA (no drug coverage) and supplement plans are not priced. */
export function drugCostGroups<P extends { planType?: string | null }>(plans: readonly P[]): Partial<Record<DrugCostGroup, P[]>> {
  const groups: Partial<Record<DrugCostGroup, P[]>> = {};
  for (const plan of plans) {
    const type = normalizePlanType(plan.planType);
    if (type !== 'MAPD' && type !== 'PDP' && type !== 'SNP') continue;
    (groups[type] ??= []).push(plan);
  }
  return groups;
}
