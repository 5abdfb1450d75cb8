/**
 * The date windows of spec §4.5 and the enrollment limits of §9, all on the
 * Central calendar. Each window includes its first and last day whole.
 */
import { centralParts, makeCentral, toEpochMs, type Instant } from './time';

function dayOfYearKey(instant: Instant): number {
  const { month, day } = centralParts(instant);
  return month * 100 + day;
}

function isBetween(instant: Instant, from: number, to: number): boolean {
  const key = dayOfYearKey(instant);
  return key >= from && key <= to;
}

/** Jan 1–Nov 30: enrollment in the current year's plans. */
export function isInJanuaryToNovemberWindow(systemDate: Instant): boolean {
  return isBetween(systemDate, 101, 1130);
}

/** Oct 15–Dec 31: enrollment in next year's plans. */
export function isInNextYearEnrollmentWindow(systemDate: Instant): boolean {
  return isBetween(systemDate, 1015, 1231);
}

/**
 * The annual enrollment period as the plan-year rules use it: from October on
 * (the month the active year flips). The spec derives it from the month and
 * does not show the months; October–December matches the active-year flip.
 */
export function isAnnualEnrollmentPeriod(systemDate: Instant): boolean {
  return centralParts(systemDate).month >= 10;
}

/** Open enrollment end for a year: Nov 30 23:59:59 Central. */
export function openEnrollmentEnd(year: number): number {
  return makeCentral(year, 11, 30, 23, 59, 59);
}

/** Next-year enrollment start, seen from a year: Oct 15 00:00:00 Central. */
export function nextYearEnrollmentStart(year: number): number {
  return makeCentral(year, 10, 15, 0, 0, 0);
}

/** True once the instant is past Nov 30 23:59:59 Central of the year (any later millisecond counts). */
export function isAfterOpenEnrollmentEnd(systemDate: Instant, year: number): boolean {
  return toEpochMs(systemDate) >= openEnrollmentEnd(year) + 1000;
}

/** True while the instant is before Oct 15 00:00:00 Central of the year. */
export function isBeforeNextYearEnrollmentStart(systemDate: Instant, year: number): boolean {
  return toEpochMs(systemDate) < nextYearEnrollmentStart(year);
}
