/** Plan compare exclusions (spec §5.5). */
import { isPrivateFeeForService, type PffsFields } from './providers';
import { normalizePlanType } from './planTypes';

export interface ComparablePlan extends PffsFields {
  planId: string;
  planType?: string | null;
}

/** Whether a plan id is on an enrollment-suppression list. */
export function isEnrollmentSuppressed(planId: string, suppressedPlanIds: readonly string[]): boolean {
  return suppressedPlanIds.includes(planId);
}

/**
 * Compare excludes enrollment-suppressed plans, and for MA, MAPD and SNP also
 * private fee-for-service plans; drug plans exclude suppressed ones only.
 */
export function isComparable(plan: ComparablePlan, suppressedPlanIds: readonly string[]): boolean {
  if (isEnrollmentSuppressed(plan.planId, suppressedPlanIds)) return false;
  const type = normalizePlanType(plan.planType);
  const medicalPlan = type === 'MA' || type === 'MAPD' || type === 'SNP';
  return !(medicalPlan && isPrivateFeeForService(plan));
}

export function comparablePlans<T extends ComparablePlan>(plans: readonly T[], suppressedPlanIds: readonly string[]): T[] {
  return plans.filter((plan) => isComparable(plan, suppressedPlanIds));
}

/** The compareplanIds parameter: comma list of plan ids. */
export function compareplanIdsParam(plans: readonly { planId: string }[]): string {
  return plans.map((plan) => plan.planId).join(',');
}
