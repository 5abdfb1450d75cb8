/** Plan types (spec §1, §3.2) and the groupings the rules use. */

export const PLAN_TYPES = ['MA', 'MAPD', 'PDP', 'SNP', 'MS'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const PLAN_TYPE_DESCRIPTIONS: Record<PlanType, string> = {
  MA: 'Medicare Advantage Plan',
  MAPD: 'Medicare Advantage and Prescription Drug Plan',
  PDP: 'Medicare Prescription Drug Plan',
  SNP: 'Medicare Special Needs Plan',
  MS: 'Medicare Supplement Plan',
};

export function normalizePlanType(value: string | null | undefined): PlanType | null {
  const upper = (value ?? '').trim().toUpperCase();
  return (PLAN_TYPES as readonly string[]).includes(upper) ? (upper as PlanType) : null;
}

export function isDrugOnlyPlan(planType: string | null | undefined): boolean {
  return normalizePlanType(planType) === 'PDP';
}

export function isMedicareSupplementPlan(planType: string | null | undefined): boolean {
  return normalizePlanType(planType) === 'MS';
}

/** Institutional special needs plan (ISNP), by snpType 'ISNP' or 'institutional', any case. */
export function isInstitutionalSnp(snpType: string | null | undefined): boolean {
  const type = (snpType ?? '').trim().toUpperCase();
  return type === 'ISNP' || type === 'INSTITUTIONAL';
}

export type PlanListName = 'maPlansList' | 'pdpPlansList' | 'snpPlansList' | 'medsuppPlansList';

/** The app-state list a plan belongs to (spec §4.12): MA types, PDP, SNP types, supplement. Null for an unknown type. */
export function planListForType(planType: string | null | undefined): PlanListName | null {
  switch (normalizePlanType(planType)) {
    case 'MA':
    case 'MAPD':
      return 'maPlansList';
    case 'PDP':
      return 'pdpPlansList';
    case 'SNP':
      return 'snpPlansList';
    case 'MS':
      return 'medsuppPlansList';
    default:
      return null;
  }
}
