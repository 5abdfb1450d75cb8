/**
 * Plan years (spec §4.5): the active plan year, which years' plans are kept,
 * and the enrollment year filter. The system date always comes in as an
 * argument and is read on the Central calendar.
 */
import {
  isAfterOpenEnrollmentEnd,
  isAnnualEnrollmentPeriod,
  isBeforeNextYearEnrollmentStart,
} from './dateWindows';
import { centralParts, centralYear, type Instant } from './time';

/** A plan year as services send it (number or digits). */
export type PlanYearValue = number | string;

export function toPlanYear(value: PlanYearValue | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const year = Number(value);
  return Number.isInteger(year) ? year : null;
}

/** The current (calendar) year in Central time. */
export function currentPlanYear(systemDate: Instant): number {
  return centralYear(systemDate);
}

/** Active plan year: the current year, but next year from October on. */
export function activePlanYear(systemDate: Instant): number {
  const { year, month } = centralParts(systemDate);
  return month >= 10 ? year + 1 : year;
}

/** Years whose plans are kept: the current year, plus next year during the annual enrollment period. */
export function allowedPlanYears(systemDate: Instant): number[] {
  const year = currentPlanYear(systemDate);
  return isAnnualEnrollmentPeriod(systemDate) ? [year, year + 1] : [year];
}

/**
 * The active year to use: a stored choice when it is one of the allowed
 * years (a stale choice from last season is ignored), else the system date's.
 */
export function resolveActivePlanYear(storedChoice: PlanYearValue | null | undefined, systemDate: Instant): number {
  const stored = toPlanYear(storedChoice);
  return stored !== null && allowedPlanYears(systemDate).includes(stored) ? stored : activePlanYear(systemDate);
}

/** True when the active year is the current system year plus 1. */
export function isActiveYearNextYear(activeYear: PlanYearValue, systemDate: Instant): boolean {
  return toPlanYear(activeYear) === currentPlanYear(systemDate) + 1;
}

/**
 * The enrollment year filter. Drops: years before the current year; the
 * current year after Nov 30 23:59:59; next year before Oct 15 00:00:00;
 * years beyond next year.
 */
export function isEnrollmentYearShown(planYear: PlanYearValue, systemDate: Instant): boolean {
  const year = toPlanYear(planYear);
  const current = currentPlanYear(systemDate);
  if (year === null || year < current || year > current + 1) return false;
  if (year === current) return !isAfterOpenEnrollmentEnd(systemDate, current);
  return !isBeforeNextYearEnrollmentStart(systemDate, current);
}

export function filterEnrollmentsByYear<T extends { planYear: PlanYearValue }>(
  enrollments: readonly T[],
  systemDate: Instant,
): T[] {
  return enrollments.filter((enrollment) => isEnrollmentYearShown(enrollment.planYear, systemDate));
}
