/** Enroll buttons of the plans page, which the recommended plan follows too (spec §4.8). */
import { isInJanuaryToNovemberWindow, isInNextYearEnrollmentWindow } from './dateWindows';
import { isInProgressStatus } from './enrollmentStatus';
import { isInstitutionalSnp } from './planTypes';
import { currentPlanYear, toPlanYear } from './planYear';
import type { Instant } from './time';

export interface EnrollablePlan {
  planId: string;
  planYear: number | string;
  snpType?: string | null;
}

export interface EnrollButtonContext {
  systemDate: Instant;
  enrollmentAllowed: boolean;
  /** Acquired plans excluded from online enrollment. */
  excludedPlanIds: readonly string[];
  /** Enrollment-suppressed plans. */
  suppressedPlanIds: readonly string[];
}

/** The window in which a plan year is enrollable: current year Jan 1–Nov 30, next year Oct 15–Dec 31. */
export function isInEnrollWindow(planYear: number | string, systemDate: Instant): boolean {
  const year = toPlanYear(planYear);
  const current = currentPlanYear(systemDate);
  if (year === current) return isInJanuaryToNovemberWindow(systemDate);
  if (year === current + 1) return isInNextYearEnrollmentWindow(systemDate);
  return false;
}

/** The enroll button appears in its window, when enrollment is allowed, and not for excluded, institutional-SNP or suppressed plans. */
export function isEnrollButtonShown(plan: EnrollablePlan, context: EnrollButtonContext): boolean {
  return (
    context.enrollmentAllowed &&
    isInEnrollWindow(plan.planYear, context.systemDate) &&
    !isInstitutionalSnp(plan.snpType) &&
    !context.excludedPlanIds.includes(plan.planId) &&
    !context.suppressedPlanIds.includes(plan.planId)
  );
}

export interface PlansPageEnrollInputs {
  snpType?: string | null;
  enrollmentStatus?: string | null;
  /** The result of isEnrollButtonShown for the plan. */
  enrollable: boolean;
  cloaked: boolean;
}

/**
 * A plans-page button: what it does (the plans catalog words 'Learn more' and
 * 'Enroll in plan'); a continue button carries the in-progress status, which
 * English shows as its label. Disabled in cloaked sessions.
 */
export type PlansPageButton =
  | { action: 'learnMore' | 'enroll'; disabled: boolean }
  | { action: 'continue'; status: string; disabled: boolean };

/** Plans-page button: an ISNP shows 'Learn more'; an enrollable plan 'Enroll in plan', or its in-progress status. */
export function plansPageEnrollButton(inputs: PlansPageEnrollInputs): PlansPageButton | null {
  if (isInstitutionalSnp(inputs.snpType)) return { action: 'learnMore', disabled: inputs.cloaked };
  if (!inputs.enrollable) return null;
  if (!inputs.enrollmentStatus) return { action: 'enroll', disabled: inputs.cloaked };
  if (isInProgressStatus(inputs.enrollmentStatus)) return { action: 'continue', status: inputs.enrollmentStatus, disabled: inputs.cloaked };
  return null;
}
