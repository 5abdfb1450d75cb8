/**
 * Session storage holds one user's data at a time (agent-flow header and
 * copies, agent name, status cache, prompt flags). It remembers whose it is;
 * when another signed-in user, or a guest after a signed-in user who did not
 * sign out, takes over the tab, every key the library wrote there ("sp.") goes
 * first, so one user's agent data never reaches the next user. A guest who
 * signs in keeps them: that guest's data is theirs and moves into the profile.
 */
import { removeKeys, writeText } from '../platform/storage';
import { readStoredText } from '../platform/storedValue';

const LIBRARY_KEY_PREFIX = 'sp.';
const OWNER_KEY = 'sp.sessionOwner';
const GUEST_OWNER = 'guest';

/** Makes `uuid` ('' for a guest) the owner; true when the previous user's keys were dropped. */
export function claimSessionStorage(uuid: string): boolean {
  const owner = readStoredText('session', OWNER_KEY);
  const next = uuid || GUEST_OWNER;
  const changed = owner !== undefined && owner !== GUEST_OWNER && owner !== next;
  if (changed) removeKeys('session', (key) => key.startsWith(LIBRARY_KEY_PREFIX));
  writeText('session', OWNER_KEY, next);
  return changed;
}

/** Whether `uuid` ('' for a guest) is the tab's owner: a page that lost the tab to another user writes nothing more there. */
export function ownsSessionStorage(uuid: string): boolean {
  return readStoredText('session', OWNER_KEY) === (uuid || GUEST_OWNER);
}
