/**
 * plansDetails.savedPlans (spec §3.1): a comma-separated string of
 * 'planId planYear type' keys.
 */

export interface SavedPlanKey {
  planId: string;
  planYear: number;
  planType: string;
}

function parseKey(text: string): SavedPlanKey | null {
  const [planId, year, planType, ...rest] = text.trim().split(/\s+/);
  const planYear = Number(year);
  if (!planId || !planType || rest.length > 0 || !Number.isInteger(planYear)) return null;
  return { planId, planYear, planType };
}

/** Parses the savedPlans text; malformed keys are skipped. */
export function parseSavedPlanKeys(savedPlans: string | null | undefined): SavedPlanKey[] {
  if (!savedPlans) return [];
  return savedPlans
    .split(',')
    .map(parseKey)
    .filter((key): key is SavedPlanKey => key !== null);
}

export function formatSavedPlanKeys(keys: readonly SavedPlanKey[]): string {
  return keys.map((key) => `${key.planId} ${key.planYear} ${key.planType}`).join(',');
}

/** Keys whose year is one of the allowed plan years. */
export function filterSavedPlanKeys(keys: readonly SavedPlanKey[], allowedYears: readonly number[]): SavedPlanKey[] {
  return keys.filter((key) => allowedYears.includes(key.planYear));
}
