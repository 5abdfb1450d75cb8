/**
 * Confirm identity (telesales merge, spec §4.4): who needs the pop-up and the
 * remaining attempts the server reports (the merge's follow-ups and the skip
 * preference on close, which only the pop-up's body runs, are in
 * identityMerge.ts). The remaining count is the
 * server's (merge answer, or the profile's userDetails.retryCount), so a
 * reload cannot reset a lock.
 */
import { atom } from 'jotai';
import type { UserDetails } from '../../api/schemas/profile';
import { invalidTelesalesProfileType, needsIdentityConfirmation } from '../../domain/profileType';
import { writeText } from '../../platform/storage';
import { readStoredText } from '../../platform/storedValue';
import * as usersApi from '../../api/users';
import { getHttp } from '../http';
import { activeYearAtom } from '../planYear';
import { profileStatusAtom, userDetailsAtom } from '../profile';
import { sessionAtom } from '../session';
import { remainingRetryCountAtom } from '../remainingRetryCount';
import { getStore, sharedAtom, storeSlot, type Store } from '../store';

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
