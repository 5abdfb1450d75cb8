/**
 * The profile page's current view (spec §2.2, §3.9 "current view"): plans,
 * drugs or providers, kept in step with the URL hash so the browser's back
 * and forward buttons move between views. Also the page's one email action
 * (the top bar's Email link, spec §2.2, §5.4).
 */
import { atom } from 'jotai';
import type { ReminderEmailRequest } from '../../api/schemas/identity';
import * as identityApi from '../../api/identity';
import { getHttp } from '../http';
import { brandCodeAtom } from '../brand';
import { plansDetailsAtom, userDetailsAtom } from '../profile';
import { getStore, sharedAtom, type Store } from '../store';
import { PROFILE_VIEWS, type ProfileView } from '../../domain/profileViews';

/** The view a URL hash names ('#drugs', case-insensitive), or undefined. */
export function viewFromHash(hash: string): ProfileView | undefined {
  const name = hash.replace(/^#/, '').toLowerCase();
  return PROFILE_VIEWS.find((view) => view === name);
}

export const profileViewAtom = sharedAtom('profileView', () => atom<ProfileView>('plans'));

/**
 * The view for the address bar's hash: a known view is taken; no hash means
 * the page's start view (back to the first entry); any other hash (a skip
 * link, an anchor of the host page) leaves the view as it is.
 */
function viewForLocation(startView: ProfileView, current: ProfileView): ProfileView {
  const hash = window.location.hash;
  if (hash === '' || hash === '#') return startView;
  return viewFromHash(hash) ?? current;
}

/** Shows the address bar's view once (a page calls this before its first render, so it never shows a wrong view first). */
export function syncProfileViewWithLocation(startView: ProfileView, store: Store = getStore()): void {
  store.set(profileViewAtom, viewForLocation(startView, store.get(profileViewAtom)));
}

/**
 * Shows the hash's view (or `startView`) now and follows the hash on
 * hashchange and popstate (back/forward). Returns the function that stops.
 */
export function startProfileViewSync(startView: ProfileView, store: Store = getStore()): () => void {
  const follow = () => syncProfileViewWithLocation(startView, store);
  follow();
  window.addEventListener('hashchange', follow);
  window.addEventListener('popstate', follow);
  return () => {
    window.removeEventListener('hashchange', follow);
    window.removeEventListener('popstate', follow);
  };
}

/** Shows `view` and adds a history entry for it, so back returns to the previous view. */
export function showProfileView(view: ProfileView, store: Store = getStore()): void {
  if (store.get(profileViewAtom) === view && viewFromHash(window.location.hash) === view) return;
  try {
    const { pathname, search } = window.location;
    window.history.pushState(window.history.state, '', `${pathname}${search}#${view}`);
  } catch {
    // A sandboxed frame may refuse pushState; the view still changes.
  }
  store.set(profileViewAtom, view);
}

function emailRequest(emailAddress: string, store: Store): ReminderEmailRequest {
  const user = store.get(userDetailsAtom);
  const { pathname, search, origin } = window.location;
  const zip = user?.zipCode ?? store.get(plansDetailsAtom)?.zipCode;
  return {
    emailAddress,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    mbi: user?.mbi,
    gender: user?.gender,
    dob: user?.dob,
    zip: zip === undefined || zip === null ? undefined : String(zip),
    siteId: store.get(brandCodeAtom),
    profileStatus: user?.profileStatus,
    // The link in the email opens the saved plans.
    deeplink: `${origin}${pathname}${search}#plans`,
  };
}

/**
 * Emails the saved plans (POST /EmailWAR/emailrest/profile/email/v1, the one
 * email call of spec §7.2). Resolves whether it was sent; a failure is
 * logged by the api layer only (spec §8 "email failure").
 */
export async function sendSavedPlansEmail(emailAddress: string, store: Store = getStore()): Promise<boolean> {
  const result = await identityApi.stopReminderEmail(getHttp(store), emailRequest(emailAddress.trim(), store));
  return result.ok;
}
