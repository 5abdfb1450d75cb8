/**
 * Confirm identity (telesales merge, spec §4.4): who needs the pop-up, the
 * remaining attempts the server reports, the merge itself and its
 * follow-ups, and the skip preference on close. The remaining count is the
 * server's (merge answer, or the profile's userDetails.retryCount), so a
 * reload cannot reset a lock.
 */
import { atom } from 'jotai';
import type { UserDetails } from '../../api/schemas/profile';
import { buildMergeRequest, MERGE_ACTION, type MergeFormValues } from '../../domain/mergeRequest';
import { invalidTelesalesProfileType, needsIdentityConfirmation } from '../../domain/profileType';
import { logger } from '../../platform/logger';
import { writeText } from '../../platform/storage';
import { readStoredText } from '../../platform/storedValue';
import * as identityApi from '../../api/identity';
import * as usersApi from '../../api/users';
import { getHttp } from '../http';
import { brandCodeAtom } from '../brand';
import { emitOnWindow, PROFILE_RELOAD_REQUESTED } from '../hostEvents';
import { activeYearAtom } from '../planYear';
import { profileStatusAtom, reloadProfile, userDetailsAtom } from '../profile';
import { REGISTRATION_PATH, sessionAtom } from '../session';
import { learnSession } from '../sessionSource';
import { remainingRetryCountAtom, requestMerge } from '../merge';
import { getStore, sharedAtom, storeSlot, type Store } from '../store';
import { flagProfileItemTracking, trackFlaggedProfileItems, trackProfileEvent } from '../tracking';

const PROMPT_SHOWN_KEY = 'sp.identityPromptShown';

/** A profile an agent created (agent flow) never gets the pop-up. */
export function isCreatedByAgent(user: Pick<UserDetails, 'agentFlow' | 'createdBy'> | undefined): boolean {
  return user?.agentFlow === true || user?.createdBy === 'agent';
}

function retryCountOf(user: UserDetails | undefined): number | null {
  return typeof user?.retryCount === 'number' ? user.retryCount : null;
}

/** The pop-up applies: a non-guest with a telesales type not created by an agent, profile loaded. */
export const identityConfirmationNeededAtom = sharedAtom('identity.needed', () =>
  atom((get) => {
    const user = get(userDetailsAtom);
    if (get(profileStatusAtom) !== 'ready' || !user) return false;
    return needsIdentityConfirmation({
      isGuest: get(sessionAtom).isGuest,
      telesalesProfileType: user.telesalesProfileType,
      createdByAgent: isCreatedByAgent(user),
    });
  }),
);

/**
 * A signed-in user's telesales type that is none of the four, once the profile is ready: the pop-up never
 * loads for it (the load rule asks for a known type), so this is where it is found and logged (§4.4).
 */
export const invalidTelesalesTypeAtom = sharedAtom('identity.invalidType', () =>
  atom((get) => {
    const user = get(userDetailsAtom);
    if (get(profileStatusAtom) !== 'ready' || !user || get(sessionAtom).isGuest) return null;
    return invalidTelesalesProfileType(user.telesalesProfileType);
  }),
);

export interface IdentityStatus {
  remainingRetryCount: number | null;
  /** The earlier profile is merged already: nothing left to confirm. */
  alreadyMerged: boolean;
}

const statusLoadOf = storeSlot('identity.statusLoad', () => ({ promise: null as Promise<IdentityStatus> | null }));

/**
 * The remaining attempts at load: the profile's userDetails.retryCount. The
 * short profile may lack it (it is a field of the fuller stored profile), so
 * the fuller userDetails are read once, for this pop-up only.
 */
export function loadIdentityStatus(store: Store = getStore()): Promise<IdentityStatus> {
  const slot = statusLoadOf(store);
  slot.promise ??= readIdentityStatus(store);
  return slot.promise;
}

async function readIdentityStatus(store: Store): Promise<IdentityStatus> {
  let user = store.get(userDetailsAtom);
  if (retryCountOf(user) === null) {
    const full = await usersApi.getProfile(getHttp(store), { id: store.get(sessionAtom).uuid, type: 'full', planYear: store.get(activeYearAtom) });
    if (full.ok) user = full.data.userDetails ?? user; // a failure is logged by the api layer; the default count applies
  }
  const reported = retryCountOf(user);
  if (reported !== null) store.set(remainingRetryCountAtom, reported);
  return { remainingRetryCount: store.get(remainingRetryCountAtom), alreadyMerged: Boolean(user?.mergedProfileUuid) };
}

/** Once per browser session the pop-up opens by itself. */
export function wasIdentityPromptShown(): boolean {
  return readStoredText('session', PROMPT_SHOWN_KEY) === 'true';
}

export function markIdentityPromptShown(): void {
  writeText('session', PROMPT_SHOWN_KEY, 'true');
}

function registrationUrl(): string {
  return new URL(REGISTRATION_PATH, window.location.origin).href;
}

function stopReminderEmail(values: MergeFormValues, store: Store): Promise<unknown> {
  const user = store.get(userDetailsAtom);
  const request = buildMergeRequest(values, MERGE_ACTION.merge);
  return identityApi.stopReminderEmail(getHttp(store), {
    emailAddress: request.email || (user?.email ?? ''),
    firstName: request.firstName,
    lastName: request.lastName,
    mbi: request.mbi,
    gender: request.gender,
    dob: request.dob,
    zip: request.zipCode,
    siteId: store.get(brandCodeAtom),
    deeplink: registrationUrl(),
    ...(user?.profileStatus ? { profileStatus: user.profileStatus } : {}),
  });
}

/**
 * The follow-ups of a successful merge, in the spec's order: flag
 * profile-item tracking, reload marked as merged (and tell the page), stop
 * the reminder e-mail, track the merge, reload by the uuid in the cookie
 * (or in the API's answer, on a page that asks it: sessionSource.ts); then
 * the flagged profile items are tracked.
 */
export async function completeMerge(values: MergeFormValues, store: Store = getStore()): Promise<void> {
  flagProfileItemTracking();
  emitOnWindow(PROFILE_RELOAD_REQUESTED, { merged: true });
  await reloadProfile(store, { merged: true });
  await stopReminderEmail(values, store); // its answer is only logged (spec §7.2)
  trackProfileEvent('profile merge', { telesalesProfileType: store.get(userDetailsAtom)?.telesalesProfileType }, store);
  const session = await learnSession(store);
  if (session) store.set(sessionAtom, session);
  await reloadProfile(store);
  trackFlaggedProfileItems(store);
}

/**
 * Closing the pop-up: unless merged or locked, the skip preference (action
 * 's') is saved, failure only logged, and the profile reloads; otherwise it
 * reloads with the merged flag false.
 */
export async function closeIdentityConfirmation(values: MergeFormValues, sendSkipPreference: boolean, store: Store = getStore()): Promise<void> {
  if (!sendSkipPreference) {
    await reloadProfile(store, { merged: false });
    return;
  }
  const outcome = await requestMerge(values, MERGE_ACTION.saveSkipPreference, store);
  if (outcome.kind === 'failed') logger.error('Saving the identity skip preference failed');
  await reloadProfile(store);
}
