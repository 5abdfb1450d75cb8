/**
 * Page startup (spec §4.2), run once per page however many elements ask:
 * exchange a new sign-in code, read who the user is, load the system date
 * and the profile. Also the reaction to 401 'Invalid session'.
 */
import { startupAction } from '../domain/startup';
import { cookieText } from '../platform/cookies';
import { logger } from '../platform/logger';
import { navigation } from '../platform/navigation';
import { writeText } from '../platform/storage';
import { readStoredText } from '../platform/storedValue';
import { readQueryParam, stripQueryParam } from '../platform/url';
import * as usersApi from '../api/users';
import { getHttp, setInvalidSessionHandler } from './http';
import { markAgentFlow, recordAgentUserName } from './userStorageArea';
import { claimBrowserData, USER_COOKIES } from './browserData';
import { configAtom, isFlagOn, readPageConfig } from './config';
import { startCrossTabSync } from './crossTab';
import { loadProfile, profileStatusAtom, userDetailsAtom } from './profile';
import { sitePath } from './brand';
import { claimForCookieUser, clearSessionCookies, cookieSignIn, identitySourceOf, leaveSessionToStartup, readSession, sessionAtom, setSession, SIGN_IN_PATH } from './session';
import { learnSession, learnSignedInSession } from './sessionSource';
import { getStore, storeSlot, type Store } from './store';
import type { ItemsImported } from './hostEvents';
import { announceItemsImported } from './itemsImported';
import { loadSystemDate } from './systemDate';
import { setPageStart } from './pageStart';
import { keepProfileSnapshot, showKeptProfile } from './profileSnapshot';
import { trackFlaggedProfileItems, trackProfileEvent } from './tracking';

const AUTH_CODE_KEY = 'sp.authCode';
/**
 * The drug cost estimator's client cookie (spec §7.2 authValidate payload
 * `dcClientCookie`). The spec does not say what it holds or what the server
 * does with it: it is sent as read (the estimator's own cookie on the site
 * domain); absent, as '' (the payload always carries the field). The reference backend records it
 * with the sign-in for QA. Like every value kept for a user, it goes when the
 * page finds another user (browserData.ts).
 */
const DC_CLIENT_COOKIE = USER_COOKIES.drugCostEstimator;

const startupOf = storeSlot('startup', () => ({
  promise: null as Promise<void> | null,
  /** Items the sign-in's member import added, announced once the profile shows them. */
  imported: null as ItemsImported | null,
}));

/** Starts the page once; every element calls this on mount and shares the result. */
export function ensureStarted(store: Store = getStore()): Promise<void> {
  const startup = startupOf(store);
  if (!startup.promise) {
    // At once, before the elements render: what an earlier user left must not be read by anyone (browserData.ts).
    // A page that asks the API who is signed in claims when the answer comes (sessionSource.ts): its own
    // cookies name no one. The config is read first, so a config script parsed since the library loaded counts.
    readPageConfig();
    if (identitySourceOf(store) === 'cookies') claimForCookieUser();
    leaveSessionToStartup(store);
    startup.promise = start(store).catch((error: unknown) => logger.error('Shopper profile startup failed', error));
  }
  return startup.promise;
}

/**
 * Resolves once the page's startup has finished (at once when no element
 * started one). Work that must not compete with the first render, such as
 * fetching pop-up code ahead, waits for it. Never rejects.
 */
export function startupSettled(store: Store = getStore()): Promise<void> {
  return startupOf(store).promise ?? Promise.resolve();
}

function documentReady(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

async function start(store: Store): Promise<void> {
  await documentReady();
  readPageConfig();
  if (isFlagOn(store.get(configAtom), 'disableProfileFlow')) {
    await holdProfileFlow(store);
    return;
  }
  // Its code loads only when a call meets an ended session.
  setInvalidSessionHandler(() => void import('./invalidSession').then((module) => module.handleInvalidSession(store), (error: unknown) => logger.error('Ended-session code not loaded', error)), store);
  const systemDate = store.get(configAtom).systemDate ? Promise.resolve() : loadSystemDate(store);
  const signedInUuid = await exchangeAuthCode(store);
  const newSignIn = signedInUuid !== undefined;
  const session = newSignIn ? await learnSignedInSession(signedInUuid, store) : await learnSession(store);
  if (!session) {
    // The API could not say who is signed in (sessionSource.ts): no one's profile is loaded.
    store.set(profileStatusAtom, 'error');
    return;
  }
  setSession(session, store);
  // A later page of the visit shows the profile this tab last showed at once; the load below revalidates it.
  showKeptProfile(store);
  await systemDate;
  // A new sign-in imports the member's items (and loads the profile after) when eligible;
  // its code loads only then, so pages that were already signed in do not carry it.
  const signInImport = newSignIn && !session.isGuest ? await (await import('./memberImport')).importAtSignIn(store) : null;
  if (signInImport) startupOf(store).imported = signInImport;
  else await loadProfile(store);
  afterProfileLoad(store);
  keepProfileSnapshot(store);
  const { imported } = startupOf(store);
  if (imported) announceItemsImported(imported);
  startCrossTabSync(store);
  // The shopper analytics summary of §3.9 goes with it (trackProfileEvent adds it).
  if (store.get(profileStatusAtom) !== 'ready') return;
  trackProfileEvent('profile loaded', {}, store);
  // A merge whose own reload this page did not see (the host reloaded it) left its items to track.
  trackFlaggedProfileItems(store);
}

/**
 * The feature toggle of §4.2 step 4 keeps the profile flow from beginning:
 * who is using the page is learnt as on any page (the cookies, or the API's
 * session call, which is no part of the profile flow), nothing else is
 * called, and the elements show their empty states (a profile that did not load).
 */
async function holdProfileFlow(store: Store): Promise<void> {
  logger.info('Shopper profile flow not started: the disableProfileFlow feature toggle is on');
  const session = identitySourceOf(store) === 'cookies' ? readSession() : await learnSession(store);
  if (session) setSession(session, store);
  store.set(profileStatusAtom, 'error');
}

/**
 * A `code` parameter different from the stored one is stored and validated
 * with the server (the member import follows in start()); the same code just
 * loads the profile. Either way it leaves the address bar. The signed-in
 * user's uuid when a new code was validated.
 */
async function exchangeAuthCode(store: Store): Promise<string | undefined> {
  const cookies = cookieSignIn();
  const action = startupAction({
    codeParam: readQueryParam('code'),
    storedCode: readStoredText('local', AUTH_CODE_KEY),
    hasUserIdCookie: cookies.signedIn,
    isCSRLogin: cookies.cloaked,
  });
  stripQueryParam('code');
  if (action.kind !== 'validate-code') return undefined;
  const { code } = action;
  const auth = await usersApi.authValidate(getHttp(store), {
    code,
    isHsidLogin: true,
    requestHost: window.location.host,
    dcClientCookie: cookieText(DC_CLIENT_COOKIE) ?? '',
    isMultiProfileCloakInEnabled: true,
  });
  const signedIn = auth.ok && auth.data.uuid ? auth.data : undefined;
  // The new user's, kept after another user's data went: the same code is not validated twice.
  if (signedIn) claimBrowserData(signedIn.uuid);
  writeText('local', AUTH_CODE_KEY, code);
  if (!signedIn) return undefined; // logged by the api layer (login validation errors)
  if (signedIn.agentUserName) recordAgentUserName(signedIn.agentUserName);
  return signedIn.uuid;
}

function afterProfileLoad(store: Store): void {
  const session = store.get(sessionAtom);
  if (session.isGuest || store.get(profileStatusAtom) !== 'ready') return;
  const user = store.get(userDetailsAtom);
  if (!user) {
    // Signed in without user details: log out and go to sign-in (spec §4.2).
    void usersApi.logout(getHttp(store)).finally(() => {
      clearSessionCookies();
      navigation.assign(sitePath(SIGN_IN_PATH, store));
    });
    return;
  }
  if (user.agentFlow === true) markAgentFlow();
}

// The elements begin the startup as they connect (pageStart.ts).
setPageStart(ensureStarted);
