/**
 * Knowing who uses the page without loading the profile (its own module, so
 * session.ts and startup.ts do not import each other).
 */
import { readQueryParam } from '../../platform/url';
import { identitySourceOf, readCookieSession, readerOf, sessionKnownAtom, setSession } from '../session';
import { getStore, type Store } from '../store';

/**
 * For elements that need to know who is using the page but show no profile
 * data (the toast): reads the cookies now (or asks the API, on a page that
 * learns its user there), without loading the profile. When startup is under
 * way, or a sign-in code in the address means the session is about to
 * change, the page's startup learns it instead (its code is loaded then, so
 * a page holding only such elements stays light).
 */
export function ensureSessionKnown(store: Store = getStore()): void {
  if (store.get(sessionKnownAtom)) return;
  if (readerOf(store).startup || readQueryParam('code') !== undefined) {
    void import('../startup').then((startup) => startup.ensureStarted(store));
    return;
  }
  if (identitySourceOf(store) === 'cookies') {
    setSession(readCookieSession(), store);
    return;
  }
  // The API's way loads with its first use: a page reading the cookies carries none of it.
  void import('../sessionSource')
    .then(({ learnSession }) => learnSession(store))
    .then((session) => {
      if (session && !store.get(sessionKnownAtom)) setSession(session, store);
    });
}

