/**
 * Keeps the user's other open tabs in step: a change saved here (a plan
 * saved or removed, a drug or doctor changed) is announced on a
 * BroadcastChannel, and the other tabs reload their profile without a page
 * reload; a guest's data changed in another tab arrives through the storage
 * event and is taken from storage at once, with no call to wait on.
 */
import { logger } from '../platform/logger';
import { storageKey } from './userStorageArea';
import { applyProfile, readGuestProfile, reloadProfile } from './profile';
import { sessionAtom } from './session';
import { getStore, storeSlot, type Store } from './store';

const CHANNEL = 'shopper-profile';

interface ProfileChanged {
  type: 'profile-changed';
  uuid: string;
}

const syncOf = storeSlot('crossTab', () => ({ channel: null as BroadcastChannel | null, onStorage: null as ((e: StorageEvent) => void) | null }));

function isProfileChanged(data: unknown): data is ProfileChanged {
  return typeof data === 'object' && data !== null && (data as ProfileChanged).type === 'profile-changed';
}

export function startCrossTabSync(store: Store = getStore()): void {
  const sync = syncOf(store);
  if (sync.channel || typeof BroadcastChannel === 'undefined') return;
  sync.channel = new BroadcastChannel(CHANNEL);
  sync.channel.onmessage = (event: MessageEvent) => {
    if (isProfileChanged(event.data) && event.data.uuid === store.get(sessionAtom).uuid) void reloadProfile(store);
  };
  sync.onStorage = (event) => {
    if (event.key === storageKey('guestProfile') && store.get(sessionAtom).isGuest) applyProfile(store, readGuestProfile());
  };
  window.addEventListener('storage', sync.onStorage);
}

/**
 * Stops listening (tests; a host tearing the page down).
 * @internal test seam: knip (production mode) lets tests be its only users.
 */
export function stopCrossTabSync(store: Store = getStore()): void {
  const sync = syncOf(store);
  sync.channel?.close();
  sync.channel = null;
  if (sync.onStorage) window.removeEventListener('storage', sync.onStorage);
  sync.onStorage = null;
}

/** Tells the user's other tabs that the profile changed. */
export function announceProfileChange(store: Store = getStore()): void {
  try {
    syncOf(store).channel?.postMessage({ type: 'profile-changed', uuid: store.get(sessionAtom).uuid } satisfies ProfileChanged);
  } catch (error) {
    logger.debug('Could not announce a profile change to other tabs', error);
  }
}
