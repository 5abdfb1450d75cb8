/** Enrollment display statuses and the application-system status lookup (spec §4.7). */

export const ENROLLMENT_STATUS = {
  saved: 'Saved',
  inProgress: 'In Progress',
  continueEnrollment: 'Continue Enrollment',
  pending: 'Pending',
  submitted: 'Submitted',
  approved: 'Approved',
  withdrawn: 'Withdrawn',
  denied: 'Denied',
} as const;

export type EnrollmentStatus = (typeof ENROLLMENT_STATUS)[keyof typeof ENROLLMENT_STATUS];

/** A display status's key in the catalogs: the statuses stay these English values in data. */
export type EnrollmentStatusKey = keyof typeof ENROLLMENT_STATUS;

const spelled = (status: string) => status.trim().toLowerCase().replace(/[\s_-]+/g, ' ');

const STATUS_KEYS = new Map(Object.entries(ENROLLMENT_STATUS).map(([key, value]) => [spelled(value), key as EnrollmentStatusKey]));

/**
 * The key of a display status as the services spell it ('Approved',
 * 'IN_PROGRESS', 'submitted'); null for a status we do not know, which is
 * shown as given.
 */
export function enrollmentStatusKey(status: string | null | undefined): EnrollmentStatusKey | null {
  return STATUS_KEYS.get(spelled(status ?? '')) ?? null;
}

/**
 * The status a submitted application keeps when the status lookup gives
 * nothing. The spec names a default without its value; 'Submitted' is what
 * the user last saw for it.
 */
export const DEFAULT_ENROLLMENT_STATUS: EnrollmentStatus = ENROLLMENT_STATUS.submitted;

/** Not submitted shows Continue Enrollment; submitted shows Submitted. */
export function statusForSubmission(isSubmitted: boolean | null | undefined): EnrollmentStatus {
  return isSubmitted ? ENROLLMENT_STATUS.submitted : ENROLLMENT_STATUS.continueEnrollment;
}

/**
 * In-progress test used by the button rules: 'In Progress', 'IN_PROGRESS',
 * 'in-progress' all match, since the services spell the value differently.
 */
export function isInProgressStatus(status: string | null | undefined): boolean {
  return spelled(status ?? '') === 'in progress';
}

const PORTAL_STATUS_BY_CODE: Readonly<Record<number, EnrollmentStatus>> = {
  11: ENROLLMENT_STATUS.approved,
  12: ENROLLMENT_STATUS.denied,
  13: ENROLLMENT_STATUS.withdrawn,
};

/**
 * Application-system state codes 1–24: 11 Approved, 12 Denied, 13 Withdrawn,
 * every other code in the range Pending. A code outside 1–24 (or not a
 * whole number) is no status: the default status applies.
 */
export function portalStatusFromStateCode(stateCode: number | string | null | undefined): EnrollmentStatus | null {
  if (stateCode === null || stateCode === undefined || stateCode === '') return null;
  const code = Number(stateCode);
  if (!Number.isInteger(code) || code < 1 || code > 24) return null;
  return PORTAL_STATUS_BY_CODE[code] ?? ENROLLMENT_STATUS.pending;
}

/** Code 12 (Denied) needs the plan's contact details loaded. */
export function needsDeniedContactDetails(stateCode: number | string | null | undefined): boolean {
  return portalStatusFromStateCode(stateCode) === ENROLLMENT_STATUS.denied;
}

export interface ApplicationStatusItem {
  imageId?: string | null;
  stateCode?: number | string | null;
}

/** Only items whose image id starts with 'WS' and that carry a state code are valid. */
export function isValidApplicationStatusItem(item: ApplicationStatusItem): boolean {
  const hasCode = item.stateCode !== null && item.stateCode !== undefined && item.stateCode !== '';
  return typeof item.imageId === 'string' && item.imageId.startsWith('WS') && hasCode;
}

/** The status of a submitted application from its lookup item; the default status when the lookup gives nothing. */
export function statusFromLookup(item: ApplicationStatusItem | null | undefined): EnrollmentStatus {
  if (!item || !isValidApplicationStatusItem(item)) return DEFAULT_ENROLLMENT_STATUS;
  return portalStatusFromStateCode(item.stateCode) ?? DEFAULT_ENROLLMENT_STATUS;
}

/** Key of an enrollment in the status cache. */
export interface StatusCacheKeyFields {
  planId: string;
  planYear: number | string;
  zipCode: string;
}

export type StatusCache = Readonly<Record<string, string>>;

export function statusCacheKey(fields: StatusCacheKeyFields): string {
  return `${fields.planId}|${fields.planYear}|${fields.zipCode}`;
}

/** A new cache holding the status for this plan/year/zip. */
export function rememberStatus(cache: StatusCache, fields: StatusCacheKeyFields, status: string): StatusCache {
  return { ...cache, [statusCacheKey(fields)]: status };
}

/** Reapplies cached statuses on a later build; enrollments without a cached status keep theirs. */
export function applyCachedStatuses<T extends StatusCacheKeyFields & { status?: string | null }>(
  enrollments: readonly T[],
  cache: StatusCache,
): T[] {
  return enrollments.map((enrollment) => {
    const cached = cache[statusCacheKey(enrollment)];
    return cached === undefined ? enrollment : { ...enrollment, status: cached };
  });
}
