/** Derived plan lists of the app state (spec §3.9, §4.11). */
import { normalizePlanType } from './planTypes';

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
