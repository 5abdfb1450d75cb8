/**
 * The reaction to a 401 'Invalid session' (spec §8), loaded only when a call
 * meets one (startup.ts sets it as the http layer's handler).
 */
import * as usersApi from '../api/users';
import { getHttp } from './http';
import { profileSections, profileStatusAtom, reloadProfile } from './profile';
import { clearSessionCookies, identitySourceOf, readCookieSession, sessionAtom, sessionFor, setSession, type Session } from './session';
import { learnSession } from './sessionSource';
import { getStore, storeSlot, type Store } from './store';

const handledOf = storeSlot('invalidSession', () => ({ once: false }));

/**
 * 401 'Invalid session' (spec §8): log out and refetch as a guest, once per page so it cannot loop. When the browser
 * is signed in as another user by now (another tab signed them in), the session is theirs and not this page's to
 * end: the page takes it instead. Either way nothing of the page's last user stays on it.
 */
export async function handleInvalidSession(store: Store = getStore()): Promise<void> {
  const handled = handledOf(store);
  if (handled.once) return;
  handled.once = true;
  const browserUser = await learnSession(store);
  if (browserUser && !browserUser.isGuest && browserUser.uuid !== store.get(sessionAtom).uuid) {
    takeSession(browserUser, store);
  } else {
    await usersApi.logout(getHttp(store));
    clearSessionCookies();
    // A page reading the cookies keeps a guest identity cookie; one that asks the API writes none.
    takeSession(identitySourceOf(store) === 'cookies' ? readCookieSession() : sessionFor(''), store);
  }
  await reloadProfile(store);
}

/**
 * The page's user changed: nothing of the last user's profile stays shown, kept for the next page or saved into
 * the next user's data; the elements wait for the next load.
 */
function takeSession(session: Session, store: Store): void {
  setSession(session, store);
  for (const section of profileSections()) store.set(section, undefined);
  store.set(profileStatusAtom, 'notLoaded');
}
