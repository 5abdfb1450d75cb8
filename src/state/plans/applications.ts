/**
 * The dashboard's applications (spec §3.5, §4.7): the stored enrollments,
 * pending external enrollments found by e-mail (newer wins), statuses from
 * the application system (cached per plan/year/zip in session storage), the
 * year filter and the newest-first order, plus the Medicare Supplement
 * application and the contact of denied plans, as atoms. Loading them is
 * applicationLoading.ts; opening one is applicationNavigation.ts.
 */
import { atom } from 'jotai';
import * as v from 'valibot';
import type { PlanContact } from '../../api/planContact';
import type { ApplicationStatusItem, Enrollment, MedsuppEnrollment, PendingEnrollmentForm } from '../../api/schemas/enrollment';
import { enrollmentFromFormData, mergePendingEnrollment, sortEnrollmentsByLastSaved } from '../../domain/enrollment';
import { applyCachedStatuses, statusForSubmission, statusFromLookup, type StatusCache } from '../../domain/enrollmentStatus';
import { isApplicationListed, isMedsuppApplicationInProgress } from '../../domain/applicationActions';
import { filterEnrollmentsByYear, toPlanYear } from '../../domain/planYear';
import { readStoredJson } from '../../platform/storedValue';
import { configAtom, isFlagOn } from '../config';
import { enrollmentsDetailsAtom } from '../profile';
import { isAuthenticatedAtom, sessionAtom } from '../session';
import { sharedAtom } from '../store';
import { systemDateAtom } from '../systemDate';

/** An enrollment as the dashboard shows it: its display status decided. */
export type Application = Enrollment & { status: string; zipCode: string };

export const STATUS_CACHE_KEY = 'sp.applicationStatuses';
export const INSUFFICIENT_PENDING_DATA = 'Insufficient data found to show Jarvis enrollment';

/** Application-system records found by mbi; empty until (or unless) the search answers. */
export const applicationStatusItemsAtom = sharedAtom('applications.statusItems', () => atom<ApplicationStatusItem[]>([]));
/** Pending external enrollments (by e-mail), already built into enrollments. */
export const pendingEnrollmentsAtom = sharedAtom('applications.pending', () => atom<Application[]>([]));
export const medsuppApplicationAtom = sharedAtom('applications.medsupp', () => atom<MedsuppEnrollment | undefined>(undefined));
/** Contacts of denied plans by status cache key (plan/year/zip). */
export const deniedContactsAtom = sharedAtom('applications.contacts', () => atom<Record<string, PlanContact>>({}));
/** The user (uuid) whose application sources have all answered or failed (applicationLoading.ts). */
export const applicationsSettledForAtom = sharedAtom('applications.settledFor', () => atom<string | null>(null));
/**
 * Whether the signed-in user's list is final: the pending enrollments sort in
 * ahead, statuses and denied contacts change the cards' sizes, so until then
 * "Your applications" holds its cards hidden in their places rather than
 * moving them under the reader.
 */
export const isApplicationsSettledAtom = sharedAtom('applications.settled', () =>
  atom((get) => get(applicationsSettledForAtom) === get(sessionAtom).uuid),
);
/** Statuses remembered per plan/year/zip; read from session storage when the applications load. */
export const statusCacheAtom = sharedAtom('applications.statusCache', () => atom<StatusCache>({}));

/** Statuses by plan/year/zip; an entry that is not text is skipped, not the whole cache. */
const StoredStatusCacheSchema = v.record(v.string(), v.unknown());

export function readStatusCache(): StatusCache {
  const stored = readStoredJson('session', STATUS_CACHE_KEY, StoredStatusCacheSchema) ?? {};
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function asApplication(enrollment: Enrollment): Application {
  return { ...enrollment, zipCode: String(enrollment.zipCode ?? ''), status: statusForSubmission(enrollment.isSubmitted) };
}

/** A submitted enrollment takes the status of its application-system record (matched by confirmation number). */
export function lookupStatus(enrollment: Application, items: readonly ApplicationStatusItem[]): string | null {
  if (!enrollment.isSubmitted || !enrollment.confirmationNo) return null;
  const item = items.find((candidate) => candidate.confirmationNo === enrollment.confirmationNo);
  return item ? statusFromLookup(item) : null;
}

function withLookupStatuses(enrollments: readonly Application[], items: readonly ApplicationStatusItem[]): Application[] {
  return enrollments.map((enrollment) => {
    const status = lookupStatus(enrollment, items);
    return status === null ? enrollment : { ...enrollment, status };
  });
}

/** Stored enrollments, pending ones merged in, cached then fresh statuses, the year filter, newest first. */
export const applicationsAtom = sharedAtom('applications', () =>
  atom<Application[]>((get) => {
    if (!get(isAuthenticatedAtom)) return [];
    let list = (get(enrollmentsDetailsAtom)?.enrollments ?? []).map(asApplication);
    for (const pending of get(pendingEnrollmentsAtom)) list = mergePendingEnrollment(list, pending);
    list = withLookupStatuses(applyCachedStatuses(list, get(statusCacheAtom)), get(applicationStatusItemsAtom));
    const saveResumeDisabled = isFlagOn(get(configAtom), 'disableOleSaveResume');
    list = list.filter((application) => isApplicationListed(!application.isSubmitted, saveResumeDisabled));
    return sortEnrollmentsByLastSaved(filterEnrollmentsByYear(list, get(systemDateAtom)));
  }),
);

/** The Medicare Supplement application as "Your applications" lists it (save/resume flag applied). */
export const listedMedsuppApplicationAtom = sharedAtom('applications.medsuppListed', () =>
  atom((get) => {
    const application = get(medsuppApplicationAtom);
    if (!application || !get(isAuthenticatedAtom)) return undefined;
    const inProgress = isMedsuppApplicationInProgress(application.applicationStatus);
    return isApplicationListed(inProgress, isFlagOn(get(configAtom), 'disableOleSaveResume')) ? application : undefined;
  }),
);

export const isApplicationsExistsAtom = sharedAtom('isApplicationsExists', () =>
  atom((get) => get(applicationsAtom).length > 0 || get(listedMedsuppApplicationAtom) !== undefined),
);

/** A pending form as an enrollment: its own plan fields, else those found in its saved-form steps. */
export function pendingFormEnrollment(form: PendingEnrollmentForm): Application | null {
  const zipCode = form.zipCode ?? form.applicant?.zipCode;
  const direct = form.planId && form.planName && form.planYear && form.planType && zipCode;
  const built = direct
    ? { planId: form.planId!, planName: form.planName!, planYear: form.planYear!, planType: form.planType!, zipCode: String(zipCode) }
    : enrollmentFromFormData(form.formData ?? []);
  const planYear = toPlanYear(built?.planYear);
  if (!built || planYear === null) return null;
  const isSubmitted = form.isSubmitted === true;
  return {
    ...built,
    planYear,
    isSubmitted,
    confirmationNo: form.confirmationNo ?? undefined,
    status: statusForSubmission(isSubmitted),
    lastSaved: form.lastSaved,
    updateDateTime: form.updateDateTime,
  };
}

