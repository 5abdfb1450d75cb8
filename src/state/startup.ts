/**
 * Page startup (spec §4.2), run once per page however many elements ask:
 * exchange a new sign-in code, read who the user is, load the system date
 * and the profile. Also the reaction to 401 'Invalid session'.
 */
import { startupAction } from '../domain/startup';
import { logger } from '../platform/logger';
import { navigation } from '../platform/navigation';
import { readText, writeText } from '../platform/storage';
import { readQueryParam, stripQueryParam } from '../platform/url';
import { getApi, setInvalidSessionHandler } from './api';
import { markAgentFlow } from './browserArea';
import { claimSessionStorage } from './sessionOwner';
import { configAtom, readPageConfig } from './config';
import { startCrossTabSync } from './crossTab';
import { loadProfile, profileStatusAtom, reloadProfile, userDetailsAtom } from './profile';
import { clearSessionCookies, ensureGuestIdentity, GUEST_SESSION, leaveSessionToStartup, readSession, sessionAtom, setSession, SIGN_IN_PATH } from './session';
import { getStore, storeSlot, type Store } from './store';
import { announceItemsImported, importedCounts, type ItemsImported } from './itemsImported';
import { loadSystemDate } from './systemDate';
import { trackProfileEvent } from './tracking';

export { SIGN_IN_PATH } from './session';

const AUTH_CODE_KEY = 'sp.authCode';

const startupOf = storeSlot('startup', () => ({
  promise: null as Promise<void> | null,
  invalidSessionHandled: false,
  /** Items the sign-in's member import added, announced once the profile shows them. */
  imported: null as ItemsImported | null,
}));

/** Starts the page once; every element calls this on mount and shares the result. */
export function ensureStarted(store: Store = getStore()): Promise<void> {
  const startup = startupOf(store);
  if (!startup.promise) {
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
  setInvalidSessionHandler(() => void handleInvalidSession(store), store);
  const systemDate = store.get(configAtom).systemDate ? Promise.resolve() : loadSystemDate(store);
  await exchangeAuthCode(store);
  const session = readSession();
  if (session.isGuest) ensureGuestIdentity();
  setSession(session, store);
  await systemDate;
  await loadProfile(store);
  afterProfileLoad(store);
  const { imported } = startupOf(store);
  if (imported) announceItemsImported(imported);
  startCrossTabSync(store);
  // The shopper analytics summary of §3.9 goes with it (trackProfileEvent adds it).
  if (store.get(profileStatusAtom) === 'ready') trackProfileEvent('profile loaded', {}, store);
}

/**
 * A `code` parameter different from the stored one is stored, validated
 * with the server, followed by the member import; the same code just loads
 * the profile. Either way it leaves the address bar.
 */
async function exchangeAuthCode(store: Store): Promise<void> {
  const action = startupAction({
    codeParam: readQueryParam('code'),
    storedCode: readText('local', AUTH_CODE_KEY),
    hasUserIdCookie: !readSession().isGuest,
    isCSRLogin: readSession().isCloaked,
  });
  stripQueryParam('code');
  if (action.kind !== 'validate-code') return;
  const { code } = action;
  writeText('local', AUTH_CODE_KEY, code);
  const api = getApi(store);
  const auth = await api.users.authValidate({
    code,
    isHsidLogin: true,
    requestHost: window.location.host,
    isMultiProfileCloakInEnabled: true,
  });
  if (!auth.ok || !auth.data.uuid) return; // logged by the api layer (login validation errors)
  claimSessionStorage(auth.data.uuid);
  if (auth.data.agentUserName) writeText('session', 'sp.agentUserName', auth.data.agentUserName);
  const imported = await api.identity.importMemberItems({ uuid: auth.data.uuid, isAuthUser: true, triggeredBy: 'login' });
  // Announced after the profile load has put the items on the page.
  if (imported.ok) startupOf(store).imported = importedCounts(imported.data);
}

function afterProfileLoad(store: Store): void {
  const session = store.get(sessionAtom);
  if (session.isGuest || store.get(profileStatusAtom) !== 'ready') return;
  const user = store.get(userDetailsAtom);
  if (!user) {
    // Signed in without user details: log out and go to sign-in (spec §4.2).
    void getApi(store).users.logout().finally(() => {
      clearSessionCookies();
      navigation.assign(SIGN_IN_PATH);
    });
    return;
  }
  if (user.agentFlow === true) markAgentFlow();
}

/** 401 'Invalid session': log out and refetch as a guest (once per page, so it cannot loop). */
export async function handleInvalidSession(store: Store = getStore()): Promise<void> {
  const startup = startupOf(store);
  if (startup.invalidSessionHandled) return;
  startup.invalidSessionHandled = true;
  await getApi(store).users.logout();
  clearSessionCookies();
  ensureGuestIdentity();
  store.set(sessionAtom, GUEST_SESSION);
  await reloadProfile(store);
}
