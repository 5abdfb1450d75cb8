/**
 * Knowing who uses the page without loading the profile (issue 19: its own
 * module, so session.ts and startup.ts do not import each other).
 */
import { readQueryParam } from '../platform/url';
import { ensureGuestIdentity, readerOf, readSession, sessionKnownAtom, setSession } from './session';
import { getStore, type Store } from './store';

/**
 * For elements that need to know who is using the page but show no profile
 * data (the toast): reads the cookies now, without loading the profile. When
 * startup is under way, or a sign-in code in the address means the cookies
 * are about to change, the page's startup reads them instead (its code is
 * loaded then, so a page holding only such elements stays light).
 */
export function ensureSessionKnown(store: Store = getStore()): void {
  if (store.get(sessionKnownAtom)) return;
  if (readerOf(store).startup || readQueryParam('code') !== undefined) {
    void import('./startup').then((startup) => startup.ensureStarted(store));
    return;
  }
  const session = readSession();
  if (session.isGuest) ensureGuestIdentity();
  setSession(session, store);
}

