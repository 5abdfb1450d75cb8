/**
 * The profile page's current view (spec §2.2, §3.9 "current view"): plans,
 * drugs or providers, kept in step with the URL hash so the browser's back
 * and forward buttons move between views. The page's email action is in
 * savedPlansEmail.ts, loaded with the email pop-up.
 */
import { atom } from 'jotai';
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
