/** Member-enrolled versus favourite plans (spec §4.6). */
import { centralDate, compareCalendarDates, parseCalendarDate, type Instant } from './time';

export interface EnrollmentDates {
  isEnrolled?: boolean | string | null;
  effectiveDate?: string | number | null;
  terminationDate?: string | number | null;
}

/**
 * Member-enrolled: isEnrolled true, effectiveDate on or before the system
 * date, and no terminationDate or one later than the system date (Central
 * calendar days). An unreadable effectiveDate is not enrolled; an unreadable
 * terminationDate is read as none, so a member never loses an active plan to
 * a bad date text.
 */
export function isMemberEnrolledPlan(plan: EnrollmentDates, systemDate: Instant): boolean {
  if (plan.isEnrolled !== true && plan.isEnrolled !== 'true') return false;
  const today = centralDate(systemDate);
  const effective = parseCalendarDate(plan.effectiveDate);
  if (!effective || compareCalendarDates(effective, today) > 0) return false;
  const termination = parseCalendarDate(plan.terminationDate);
  return !termination || compareCalendarDates(termination, today) > 0;
}

export function splitPlansByEnrollment<T extends EnrollmentDates>(
  plans: readonly T[],
  systemDate: Instant,
): { memberEnrolledPlans: T[]; favoritePlans: T[] } {
  const memberEnrolledPlans: T[] = [];
  const favoritePlans: T[] = [];
  for (const plan of plans) {
    (isMemberEnrolledPlan(plan, systemDate) ? memberEnrolledPlans : favoritePlans).push(plan);
  }
  return { memberEnrolledPlans, favoritePlans };
}
