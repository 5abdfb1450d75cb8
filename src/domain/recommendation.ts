/** Plan recommendation (spec §3.8, §4.9). */
import { normalizePlanType, type PlanType } from './planTypes';
import { toPlanYear } from './planYear';

export interface RecommendedPlan {
  rank?: string | number | null;
  planId?: string | null;
  planName?: string | null;
  planType?: string | null;
  planYear?: number | string | null;
  snpType?: string | null;
  /** Service plans carry type and year here when not on the plan itself. */
  compositePlanId?: { planYear?: number | string | null; planType?: { name?: string | null } | null } | null;
}

export interface PlanRecommendation<P extends RecommendedPlan = RecommendedPlan> {
  plans?: readonly P[] | null;
}

/** Plan types a recommendation may name. */
export const RECOMMENDABLE_PLAN_TYPES: readonly PlanType[] = ['MA', 'MAPD', 'PDP', 'SNP', 'MS'];

export function recommendedPlanType(plan: RecommendedPlan): PlanType | null {
  return normalizePlanType(plan.planType ?? plan.compositePlanId?.planType?.name);
}

export function recommendedPlanYear(plan: RecommendedPlan): number | null {
  return toPlanYear(plan.planYear ?? plan.compositePlanId?.planYear);
}

function isValidTopPlan(plan: RecommendedPlan, activeYear: number): boolean {
  const type = recommendedPlanType(plan);
  return (
    String(plan.rank ?? '').trim() === '1' &&
    !!plan.planId &&
    !!plan.planName &&
    type !== null &&
    RECOMMENDABLE_PLAN_TYPES.includes(type) &&
    recommendedPlanYear(plan) === activeYear
  );
}

/**
 * The top recommended plan: rank '1', planId, planName, an allowed plan type,
 * and plan year equal to the active year. Undefined means no recommendation.
 */
export function topRecommendedPlan<P extends RecommendedPlan>(
  recommendation: PlanRecommendation<P> | null | undefined,
  activeYear: number,
): P | undefined {
  return (recommendation?.plans ?? []).find((plan) => isValidTopPlan(plan, activeYear));
}

/** Recommendation types (spec §3.8); it starts empty. */
export const RECOMMENDATION_TYPE = {
  none: '',
  noNumberOneRankedPlan: 'no number 1 ranked plan',
  hasResults: 'has results',
  notStarted: 'not started',
} as const;

export type RecommendationType = (typeof RECOMMENDATION_TYPE)[keyof typeof RECOMMENDATION_TYPE];

/** 'not started' without any ranked plan, 'has results' with a valid top plan, else 'no number 1 ranked plan'. */
export function recommendationType(recommendation: PlanRecommendation | null | undefined, activeYear: number): RecommendationType {
  if (!recommendation?.plans?.length) return RECOMMENDATION_TYPE.notStarted;
  return topRecommendedPlan(recommendation, activeYear) ? RECOMMENDATION_TYPE.hasResults : RECOMMENDATION_TYPE.noNumberOneRankedPlan;
}

export type RecommendationTooltipVariant = 'medicareSupplement' | 'standAloneDrugPlan' | 'specialNeedsPlan' | 'medicareAdvantage';

/** The tooltip text variant by the top plan's type: MS, PDP, SNP (or any snpType), else Medicare Advantage. */
export function recommendationTooltipVariant(plan: RecommendedPlan): RecommendationTooltipVariant {
  const type = recommendedPlanType(plan);
  if (type === 'MS') return 'medicareSupplement';
  if (type === 'PDP') return 'standAloneDrugPlan';
  if (type === 'SNP' || !!plan.snpType) return 'specialNeedsPlan';
  return 'medicareAdvantage';
}

/** A supplement top plan needs the recommendation-widget script on the page. */
export function needsRecommendationWidgetScript(plan: RecommendedPlan | undefined): boolean {
  return !!plan && recommendedPlanType(plan) === 'MS';
}
