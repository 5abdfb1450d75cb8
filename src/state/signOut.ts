/**
 * Sign-out (spec §4.14): on success browser storage and the cookies the library wrote are cleared; a cloaked
 * session goes to the site root, anyone else to the sign-out URL after the
 * home-page redirect is set. A failure is only logged.
 */
import { signOutDestination } from '../domain/session';
import { logger } from '../platform/logger';
import { navigation } from '../platform/navigation';
import { clearArea } from '../platform/storage';
import { deleteCookie, writeCookie } from '../platform/cookies';
import { getApi } from './api';
import { ONLINE_ENROLLMENT_COOKIE } from './plans/enrollment';
import { clearSessionCookies, sessionAtom } from './session';
import { getStore, type Store } from './store';
import { sitePath } from './brand';

export const SIGN_OUT_PATH = '/hsid-logout';
/** Where the sign-out page sends the user afterwards (the "home-page redirect"). */
export const POST_LOGOUT_REDIRECT_COOKIE = 'sp-post-logout-redirect';

export async function signOut(store: Store = getStore()): Promise<boolean> {
  const cloaked = store.get(sessionAtom).isCloaked;
  const result = await getApi(store).users.logout();
  if (!result.ok) {
    logger.error('Some error occurred while signing out user', result.error);
    return false;
  }
  clearArea('local');
  clearArea('session');
  clearSessionCookies();
  // Every cookie the library wrote goes too, except the redirect set just below.
  deleteCookie(ONLINE_ENROLLMENT_COOKIE);
  if (!cloaked) writeCookie(POST_LOGOUT_REDIRECT_COOKIE, '/');
  navigation.assign(sitePath(signOutDestination(cloaked, SIGN_OUT_PATH), store));
  return true;
}
