/**
 * Enrollment lists (spec §4.7): sorting by lastSaved, the pending external
 * enrollment replacement rule, and building an enrollment from saved-form data.
 */
import { parseSavedText } from './format';
import { statusForSubmission } from './enrollmentStatus';
import { parseInstantText } from './time';

export interface SavedTimeFields {
  lastSaved?: string | null;
  updateDateTime?: string | number | null;
}

/**
 * When an enrollment was saved (spec §3.5, §4.7): its lastSaved, the 'saved
 * {date} CST' text (or a date-time text: ISO without a zone is Central
 * time). Submitted applications are compared by this saved date too, never
 * by updateDateTime, which moves whenever the application system touches the
 * record after submission. updateDateTime stands in only when lastSaved is
 * missing or unreadable. Null when neither reads.
 */
export function enrollmentSavedTime(enrollment: SavedTimeFields): number | null {
  const saved = parseSavedText(enrollment.lastSaved) ?? parseInstantText(enrollment.lastSaved);
  if (saved !== null) return saved;
  const update = enrollment.updateDateTime;
  const fromUpdate = typeof update === 'number' ? update : parseInstantText(update);
  return fromUpdate !== null && Number.isFinite(fromUpdate) ? fromUpdate : null;
}

/** Newest saved first (spec §4.7); enrollments without a readable saved time go last, in their given order. */
export function sortEnrollmentsByLastSaved<T extends SavedTimeFields>(enrollments: readonly T[]): T[] {
  const time = (enrollment: T): number => enrollmentSavedTime(enrollment) ?? Number.NEGATIVE_INFINITY;
  return [...enrollments].sort((a, b) => {
    const difference = time(b) - time(a);
    return Number.isNaN(difference) ? 0 : difference;
  });
}

export interface EnrollmentIdentity extends SavedTimeFields {
  planId: string;
  planYear: number | string;
  zipCode: string;
  isSubmitted?: boolean | null;
}

function samePlanYearZip(a: EnrollmentIdentity, b: EnrollmentIdentity): boolean {
  return a.planId === b.planId && String(a.planYear) === String(b.planYear) && a.zipCode === b.zipCode;
}

/**
 * Whether a pending external enrollment replaces the stored one: strictly
 * newer against a submitted one, newer or equal against an unsubmitted one.
 * A pending enrollment without a readable time never replaces.
 */
export function pendingReplacesStored(pending: EnrollmentIdentity, stored: EnrollmentIdentity): boolean {
  const pendingTime = enrollmentSavedTime(pending);
  if (pendingTime === null) return false;
  const storedTime = enrollmentSavedTime(stored) ?? Number.NEGATIVE_INFINITY;
  return stored.isSubmitted ? pendingTime > storedTime : pendingTime >= storedTime;
}

/**
 * Merges one pending external enrollment (by email) into the stored list:
 * it replaces the stored one for the same plan, year and zip when
 * pendingReplacesStored says so, is added when none matches, else the stored
 * one is kept as it is. The spec's "otherwise a marker is set" names no
 * effect anyone sees (no screen, call or rule reads it), so no marker is
 * kept: the kept enrollment is the whole outcome.
 */
export function mergePendingEnrollment<T extends EnrollmentIdentity>(stored: readonly T[], pending: T): T[] {
  const index = stored.findIndex((enrollment) => samePlanYearZip(enrollment, pending));
  const match = stored[index];
  if (match === undefined) return [...stored, pending];
  if (!pendingReplacesStored(pending, match)) return [...stored];
  const enrollments = [...stored];
  enrollments[index] = pending;
  return enrollments;
}

/** One step of an enrollment's formData (spec §3.5); only the answers are read here. */
export interface FormDataStep {
  view?: string;
  data?: Record<string, unknown> | null;
}

export interface FormDataEnrollment {
  planId: string;
  planName: string;
  planYear: string;
  planType: string;
  zipCode: string;
  isSubmitted: false;
  confirmationNo: null;
  status: string;
}

function parseSteps(formData: string | readonly FormDataStep[]): readonly FormDataStep[] {
  if (typeof formData !== 'string') return formData;
  try {
    const parsed: unknown = JSON.parse(formData);
    return Array.isArray(parsed) ? (parsed as FormDataStep[]) : [];
  } catch {
    return [];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first non-blank answer for a key, searched in each step's data and its question groups. */
function findAnswer(steps: readonly FormDataStep[], key: string): string | null {
  for (const step of steps) {
    const data = isRecord(step.data) ? step.data : {};
    for (const candidate of [data, ...Object.values(data).filter(isRecord)]) {
      const value = candidate[key];
      if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') return String(value).trim();
    }
  }
  return null;
}

const REQUIRED_ANSWERS = ['zipCode', 'planId', 'planName', 'planYear', 'planType'] as const;

/**
 * Builds an in-progress enrollment from saved-form data. It needs the
 * applicant zipCode and the plan id, name, year and type; null when any is
 * missing (spec §8 logs 'Insufficient data found to show Jarvis enrollment').
 */
export function enrollmentFromFormData(formData: string | readonly FormDataStep[]): FormDataEnrollment | null {
  const steps = parseSteps(formData);
  const answers = REQUIRED_ANSWERS.map((key) => findAnswer(steps, key));
  const [zipCode, planId, planName, planYear, planType] = answers;
  if (!zipCode || !planId || !planName || !planYear || !planType) return null;
  return {
    planId,
    planName,
    planYear,
    planType,
    zipCode,
    isSubmitted: false,
    confirmationNo: null,
    status: statusForSubmission(false),
  };
}
