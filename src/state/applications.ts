/**
 * The dashboard's applications (spec §3.5, §4.7): the stored enrollments,
 * pending external enrollments found by e-mail (newer wins), statuses from
 * the application system by mbi and by confirmation number (cached per plan/year/zip in session
 * storage), the year filter and the newest-first order, plus the Medicare
 * Supplement application and the contact of denied plans. Each source that
 * fails leaves only its own part out; the api layer logs the failure.
 */
import { atom } from 'jotai';
import * as v from 'valibot';
import type { PlanContact } from '../api/planInfo';
import type { ApplicationStatusItem, Enrollment, MedsuppEnrollment, PendingEnrollmentForm } from '../api/schemas/enrollment';
import { enrollmentFromFormData, mergePendingEnrollment, sortEnrollmentsByLastSaved } from '../domain/enrollment';
import {
  applyCachedStatuses,
  needsDeniedContactDetails,
  rememberStatus,
  statusCacheKey,
  statusForSubmission,
  statusFromLookup,
  type StatusCache,
} from '../domain/enrollmentStatus';
import { isApplicationListed, isMedsuppApplicationInProgress } from '../domain/applicationActions';
import { filterEnrollmentsByYear, toPlanYear } from '../domain/planYear';
import { normalizePlanType } from '../domain/planTypes';
import type { Plan } from '../api/schemas/plan';
import { logger } from '../platform/logger';
import { navigation } from '../platform/navigation';
import { writeJson } from '../platform/storage';
import { readStoredJson } from '../platform/storedValue';
import { getApi } from './api';
import { configAtom, isFlagOn } from './config';
import { launchOnlineEnrollment } from './plans/enrollment';
import { msPlansStateCode, recommendationStateCode, saveShoppingContext } from './recommendations';
import { enrollmentsDetailsAtom, userDetailsAtom } from './profile';
import { isAuthenticatedAtom, sessionAtom } from './session';
import { getStore, sharedAtom, storeSlot, type Store } from './store';
import { systemDateAtom } from './systemDate';
import { sitePath } from './brand';

/**
 * An enrollment as the dashboard shows it: its display status decided.
 * keptOverPending is the marker of §4.7: a pending external enrollment (by
 * e-mail) for the same plan/year/zip was found and this stored one kept.
 */
export type Application = Enrollment & { status: string; zipCode: string; keptOverPending?: true };

/** Merges one pending enrollment in; when the stored one is kept, it carries the marker. */
function withPending(list: Application[], pending: Application): Application[] {
  const merged = mergePendingEnrollment(list, pending);
  if (!merged.keptStoredMarker) return merged.enrollments;
  const key = statusCacheKey(pending);
  return merged.enrollments.map((application) => (statusCacheKey(application) === key ? { ...application, keptOverPending: true as const } : application));
}

export const STATUS_CACHE_KEY = 'sp.applicationStatuses';
export const INSUFFICIENT_PENDING_DATA = 'Insufficient data found to show Jarvis enrollment';

/** Application-system records found by mbi; empty until (or unless) the search answers. */
export const applicationStatusItemsAtom = sharedAtom('applications.statusItems', () => atom<ApplicationStatusItem[]>([]));
/** Pending external enrollments (by e-mail), already built into enrollments. */
export const pendingEnrollmentsAtom = sharedAtom('applications.pending', () => atom<Application[]>([]));
export const medsuppApplicationAtom = sharedAtom('applications.medsupp', () => atom<MedsuppEnrollment | undefined>(undefined));
/** Contacts of denied plans by status cache key (plan/year/zip). */
export const deniedContactsAtom = sharedAtom('applications.contacts', () => atom<Record<string, PlanContact>>({}));
/** Statuses remembered per plan/year/zip; read from session storage when the applications load. */
export const statusCacheAtom = sharedAtom('applications.statusCache', () => atom<StatusCache>({}));

/** Statuses by plan/year/zip; an entry that is not text is skipped, not the whole cache. */
const StoredStatusCacheSchema = v.record(v.string(), v.unknown());

function readStatusCache(): StatusCache {
  const stored = readStoredJson('session', STATUS_CACHE_KEY, StoredStatusCacheSchema) ?? {};
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function asApplication(enrollment: Enrollment): Application {
  return { ...enrollment, zipCode: String(enrollment.zipCode ?? ''), status: statusForSubmission(enrollment.isSubmitted) };
}

/** A submitted enrollment takes the status of its application-system record (matched by confirmation number). */
function lookupStatus(enrollment: Application, items: readonly ApplicationStatusItem[]): string | null {
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
    for (const pending of get(pendingEnrollmentsAtom)) list = withPending(list, pending);
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

function traceId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : String(Date.now());
}

async function loadPending(store: Store, email: string): Promise<void> {
  const result = await getApi(store).enrollments.pendingEnrollmentsByEmail(traceId(), email);
  if (!result.ok) return;
  const built = result.data.map((form) => {
    const enrollment = pendingFormEnrollment(form);
    if (!enrollment) logger.warn(INSUFFICIENT_PENDING_DATA, form);
    return enrollment;
  });
  store.set(pendingEnrollmentsAtom, built.filter((e): e is Application => e !== null));
}

async function loadMedsupp(store: Store): Promise<void> {
  const result = await getApi(store).enrollments.medsuppApplication();
  if (result.ok) store.set(medsuppApplicationAtom, result.data);
}

/** Remembers each looked-up status for its plan/year/zip, in the atom and in session storage. */
function cacheStatuses(store: Store, items: readonly ApplicationStatusItem[]): void {
  let cache = store.get(statusCacheAtom);
  for (const enrollment of store.get(applicationsAtom)) {
    const status = lookupStatus(enrollment, items);
    if (status !== null) cache = rememberStatus(cache, enrollment, status);
  }
  store.set(statusCacheAtom, cache);
  writeJson('session', STATUS_CACHE_KEY, cache);
}

/** Confirmation numbers of the listed submitted applications that no record answers yet. */
function unansweredConfirmationNumbers(store: Store, items: readonly ApplicationStatusItem[]): string[] {
  const answered = new Set(items.map((item) => item.confirmationNo));
  const numbers = store.get(applicationsAtom).flatMap((application) =>
    application.isSubmitted && application.confirmationNo && !answered.has(application.confirmationNo) ? [application.confirmationNo] : [],
  );
  return [...new Set(numbers)];
}

/**
 * Statuses of submitted applications: the member's records by mbi, then the
 * lookup by confirmation number (spec §7.2) for those the search did not
 * answer, so a user without an mbi still sees a real status.
 */
async function loadStatuses(store: Store, mbi: string | undefined): Promise<void> {
  const items: ApplicationStatusItem[] = [];
  if (mbi) {
    const search = await getApi(store).enrollments.searchApplicationStatus(mbi);
    if (search.ok) items.push(...search.data);
  }
  const unanswered = unansweredConfirmationNumbers(store, items);
  if (unanswered.length > 0) {
    const lookup = await getApi(store).enrollments.lookupApplicationStatus(unanswered);
    if (lookup.ok) items.push(...lookup.data);
  }
  if (items.length === 0) return;
  store.set(applicationStatusItemsAtom, items);
  cacheStatuses(store, items);
}

/** Loads the contact (phone, TTY, hours) of each denied application's plan, once per plan/year/zip. */
export async function loadDeniedContacts(store: Store = getStore()): Promise<void> {
  const items = store.get(applicationStatusItemsAtom);
  const denied = store.get(applicationsAtom).filter((enrollment) => {
    const item = items.find((candidate) => candidate.confirmationNo === enrollment.confirmationNo);
    return enrollment.isSubmitted && item !== undefined && needsDeniedContactDetails(item.stateCode);
  });
  const requested = contactsRequestedOf(store);
  await Promise.all(
    denied.map(async (enrollment) => {
      const key = statusCacheKey(enrollment);
      const year = toPlanYear(enrollment.planYear);
      if (requested.has(key) || year === null) return;
      requested.add(key);
      const result = await getApi(store).planInfo.planContact(enrollment.planId, year);
      if (result.ok) store.set(deniedContactsAtom, (all) => ({ ...all, [key]: result.data }));
    }),
  );
}

const contactsRequestedOf = storeSlot('applications.contactsRequested', () => new Set<string>());
const loadsOf = storeSlot('applications.loads', () => ({ uuid: null as string | null, promise: null as Promise<void> | null }));

/**
 * Loads the external parts for the signed-in user (once per user): status
 * search by mbi, then the denied contacts; pending enrollments by e-mail and
 * the Medicare Supplement application unless the session is cloaked.
 */
export function loadApplications(store: Store = getStore()): Promise<void> {
  const session = store.get(sessionAtom);
  if (session.isGuest) return Promise.resolve();
  const loads = loadsOf(store);
  if (loads.promise && loads.uuid === session.uuid) return loads.promise;
  loads.uuid = session.uuid;
  store.set(statusCacheAtom, readStatusCache());
  const user = store.get(userDetailsAtom);
  const pending = !session.isCloaked && user?.email ? loadPending(store, user.email) : Promise.resolve();
  // After the pending enrollments, so their confirmation numbers are looked up too.
  const statuses = pending.then(() => loadStatuses(store, user?.mbi ?? undefined)).then(() => loadDeniedContacts(store));
  const medsupp = session.isCloaked ? Promise.resolve() : loadMedsupp(store);
  loads.promise = Promise.all([statuses, pending, medsupp]).then(() => undefined);
  return loads.promise;
}

/** Path not shown: the Medicare Supplement application's resume page. */
export const MEDSUPP_RESUME_PATH = '/health-plans/medicare-supplement-plans/resume-application.html';

export interface MedsuppResumeInputs {
  referrer: string;
  applicantId: string;
  dob: string;
  zip: string;
  state: string;
  /** Continue resumes the application; view opens it without resume. */
  resume: boolean;
}

/** The resume page takes referrer, applicantId, DOB, zip, state and resume=true (spec §2.1). */
export function medsuppResumeUrl(inputs: MedsuppResumeInputs): string {
  const query = new URLSearchParams({
    referrer: inputs.referrer,
    applicantId: inputs.applicantId,
    DOB: inputs.dob,
    zip: inputs.zip,
    state: inputs.state,
  });
  if (inputs.resume) query.set('resume', 'true');
  return `${MEDSUPP_RESUME_PATH}?${query.toString()}`;
}

/** The application's state: a saved supplement plan's county, else the recommendation's, else looked up by zip. */
async function medsuppStateCode(zip: string, store: Store): Promise<string> {
  const known = msPlansStateCode(store) ?? recommendationStateCode(store);
  if (known) return known;
  if (!zip) return '';
  const counties = await getApi(store).geolocation.counties(zip);
  return (counties.ok && counties.data[0]?.stateCode) || '';
}

/** Continue (resume=true) or view the Medicare Supplement application on its resume page. */
export async function openMedsuppApplication(application: MedsuppEnrollment, resume: boolean, store: Store = getStore()): Promise<void> {
  const zip = String(application.applicantDemographics?.zipCode ?? '');
  const url = medsuppResumeUrl({
    referrer: window.location.pathname,
    applicantId: String(application.applicationStatus.applicationId ?? ''),
    dob: store.get(userDetailsAtom)?.dob ?? '',
    zip,
    state: await medsuppStateCode(zip, store),
    resume,
  });
  saveShoppingContext(store);
  navigation.assign(sitePath(url, store));
}

/** The enrollment as the plan object the online-enrollment cookie carries. */
export function applicationPlan(application: Application): Plan {
  const county = typeof application.county === 'object' ? application.county : undefined;
  return {
    planId: application.planId,
    planName: application.planName ?? application.planId,
    planType: (normalizePlanType(application.planType) ?? 'MAPD') as Plan['planType'],
    planYear: application.planYear,
    zipCode: application.zipCode,
    ...(county ? { county } : {}),
    ...(application.snpType ? { snpType: application.snpType } : {}),
    enrollmentStatus: application.status,
  };
}

/** Continue or view a regular application: the online-enrollment cookie, then the enrollment page at `url`. */
export function openApplication(application: Application, url: string, store: Store = getStore()): void {
  const premium = application.lisMonthlyPremiumFormatted ?? (application.monthlyPremium === undefined ? null : String(application.monthlyPremium));
  launchOnlineEnrollment(applicationPlan(application), premium, url, store);
}
