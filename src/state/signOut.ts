/**
 * Sign-out (spec §4.14): on success browser storage is cleared, read as ours:
 * every key and cookie the library and the documented host tools wrote for
 * the user (browserData.ts), none of the host page's own; a cloaked session
 * goes to the site root, anyone else to the sign-out URL after the home-page
 * redirect is set. A failure is only logged.
 */
import { signOutDestination } from '../domain/sessionTimeout';
import { logger } from '../platform/logger';
import { navigation } from '../platform/navigation';
import { writeCookie } from '../platform/cookies';
import * as usersApi from '../api/users';
import { getHttp } from './http';
import { forgetBrowserData } from './browserData';
import { clearSessionCookies, sessionAtom } from './session';
import { getStore, type Store } from './store';
import { sitePath } from './brand';

export const SIGN_OUT_PATH = '/hsid-logout';
/** Where the sign-out page sends the user afterwards (the "home-page redirect"). */
export const POST_LOGOUT_REDIRECT_COOKIE = 'sp-post-logout-redirect';

export async function signOut(store: Store = getStore()): Promise<boolean> {
  const cloaked = store.get(sessionAtom).isCloaked;
  const result = await usersApi.logout(getHttp(store));
  if (!result.ok) {
    logger.error('Some error occurred while signing out user', result.error);
    return false;
  }
  forgetBrowserData();
  clearSessionCookies();
  if (!cloaked) writeCookie(POST_LOGOUT_REDIRECT_COOKIE, sitePath('/', store));
  navigation.assign(sitePath(signOutDestination(cloaked, SIGN_OUT_PATH), store));
  return true;
}
