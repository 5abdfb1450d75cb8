/**
 * Loading the dashboard's applications (spec §4.7, §7.2): pending external
 * enrollments by e-mail, statuses by mbi and by confirmation number, the
 * Medicare Supplement application and the contacts of denied plans, once per
 * user. Each source that fails leaves only its own part out; the api layer
 * logs the failure.
 */
import type { ApplicationStatusItem } from '../../api/schemas/enrollment';
import { needsDeniedContactDetails, rememberStatus, statusCacheKey } from '../../domain/enrollmentStatus';
import { toPlanYear } from '../../domain/planYear';
import { logger } from '../../platform/logger';
import { writeJson } from '../../platform/storage';
import * as enrollmentsApi from '../../api/enrollments';
import * as planContactApi from '../../api/planContact';
import { getHttp } from '../http';
import {
  applicationsAtom,
  applicationsSettledForAtom,
  applicationStatusItemsAtom,
  deniedContactsAtom,
  INSUFFICIENT_PENDING_DATA,
  lookupStatus,
  medsuppApplicationAtom,
  pendingEnrollmentsAtom,
  pendingFormEnrollment,
  readStatusCache,
  STATUS_CACHE_KEY,
  statusCacheAtom,
  type Application,
} from './applications';
import { userDetailsAtom } from '../profile';
import { sessionAtom } from '../session';
import { getStore, storeSlot, type Store } from '../store';

function traceId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : String(Date.now());
}

async function loadPending(store: Store, email: string): Promise<void> {
  const result = await enrollmentsApi.pendingEnrollmentsByEmail(getHttp(store), traceId(), email);
  if (!result.ok) return;
  const built = result.data.map((form) => {
    const enrollment = pendingFormEnrollment(form);
    if (!enrollment) logger.warn(INSUFFICIENT_PENDING_DATA, form);
    return enrollment;
  });
  store.set(pendingEnrollmentsAtom, built.filter((e): e is Application => e !== null));
}

const medsuppLoadsOf = storeSlot('applications.medsuppLoads', () => ({ uuid: null as string | null, promise: null as Promise<void> | null }));

/**
 * Loads the user's Medicare Supplement application once per user (spec
 * §7.2): for "Your applications" and for the supplement cards' buttons
 * (state/plans/supplementApplication.ts). Guests have none; cloaked sessions skip
 * it (§4.7). A failure is logged by the api layer and reads as none. Never
 * rejects.
 */
export function loadMedsuppApplication(store: Store = getStore()): Promise<void> {
  const session = store.get(sessionAtom);
  if (session.isGuest || session.isCloaked) return Promise.resolve();
  const loads = medsuppLoadsOf(store);
  if (loads.promise && loads.uuid === session.uuid) return loads.promise;
  loads.uuid = session.uuid;
  loads.promise = enrollmentsApi.medsuppApplication(getHttp(store)).then((result) => {
    if (result.ok) store.set(medsuppApplicationAtom, result.data);
  });
  return loads.promise;
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
    const search = await enrollmentsApi.searchApplicationStatus(getHttp(store), mbi);
    if (search.ok) items.push(...search.data);
  }
  const unanswered = unansweredConfirmationNumbers(store, items);
  if (unanswered.length > 0) {
    const lookup = await enrollmentsApi.lookupApplicationStatus(getHttp(store), unanswered);
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
      const result = await planContactApi.planContact(getHttp(store), enrollment.planId, year);
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
  const medsupp = loadMedsuppApplication(store);
  loads.promise = Promise.all([statuses, pending, medsupp]).then(() => undefined).finally(() => {
    store.set(applicationsSettledForAtom, session.uuid);
  });
  return loads.promise;
}

