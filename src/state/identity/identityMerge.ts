/**
 * What follows the confirm-identity pop-up (spec §4.4): the follow-ups of a
 * successful merge, and closing the pop-up. Only the pop-up's body (a chunk
 * of its own, lazyDialog) calls them, so they load with it, not with the
 * page; the rule of when the pop-up opens is in identity.ts.
 */
import { buildMergeRequest, MERGE_ACTION, type MergeFormValues } from '../../domain/mergeRequest';
import { logger } from '../../platform/logger';
import { sitePath } from '../brand';
import { sendReminderEmail } from '../reminderEmail';
import { emitOnWindow, PROFILE_RELOAD_REQUESTED } from '../hostEvents';
import { reloadProfile, userDetailsAtom } from '../profile';
import { REGISTRATION_PATH, sessionAtom } from '../session';
import { learnSession } from '../sessionSource';
import { requestMerge } from '../merge';
import { getStore, type Store } from '../store';
import { flagProfileItemTracking, trackFlaggedProfileItems, trackProfileEvent } from '../tracking';

function registrationUrl(store: Store): string {
  return new URL(sitePath(REGISTRATION_PATH, store), window.location.origin).href;
}

function stopReminderEmail(values: MergeFormValues, store: Store): Promise<unknown> {
  const request = buildMergeRequest(values, MERGE_ACTION.merge);
  return sendReminderEmail(
    {
      emailAddress: request.email || (store.get(userDetailsAtom)?.email ?? ''),
      firstName: request.firstName,
      lastName: request.lastName,
      mbi: request.mbi,
      gender: request.gender,
      dob: request.dob,
      zip: request.zipCode,
      deeplink: registrationUrl(store),
    },
    store,
  );
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
