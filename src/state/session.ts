/**
 * Who is using the page (spec §4.1, §4.2): guest or signed in, cloaked
 * (customer service viewing a profile), agent flow. Read from the identity
 * and user-id cookies the sign-in service sets, or, on a page that cannot
 * read them (its API is on another origin), from the API's answer
 * (sessionSource.ts); either way through `sessionFor`.
 */
import { atom } from 'jotai';
import * as v from 'valibot';
import { isCloakedIdentity, isGuestIdentity, type IdentityCookie } from '../domain/identityCookie';
import { identitySource, type IdentitySource } from '../domain/identitySource';
import { configAtom } from './config';
import { deleteCookie, GUEST_COOKIE_DAYS, writeJsonCookie } from '../platform/cookies';
import { readStoredJson, readStoredText } from '../platform/storedValue';
import { removeItem } from '../platform/storage';
import { isAgentFlow, markCloakedSession, PROFILE_SNAPSHOT_KEY, readAgentUserName } from './userStorageArea';
import { claimBrowserData } from './browserData';
import { getStore, sharedAtom, storeSlot, type Store } from './store';

/** The sign-in page (spec §2.1). */
export const SIGN_IN_PATH = '/optumid-login';
/** Account registration (spec §2.1): the guest banner's Create account, the reminder e-mail's link. */
export const REGISTRATION_PATH = '/optumid-registration';

export const USER_ID_COOKIE = 'sp-user-id';
export const IDENTITY_COOKIE = 'sp-identity';

export interface Session {
  /** Profile uuid; empty for a guest. */
  uuid: string;
  isGuest: boolean;
  isCloaked: boolean;
  isAgentFlow: boolean;
  /** Cloaked: the agent viewing the profile, as the sign-in answered it. */
  agentUserName?: string;
}

export const GUEST_SESSION: Session = { uuid: '', isGuest: true, isCloaked: false, isAgentFlow: false };

export const sessionAtom = sharedAtom('session', () => atom<Session>(GUEST_SESSION));
export const isAuthenticatedAtom = sharedAtom('isAuthenticated', () => atom((get) => !get(sessionAtom).isGuest));
export const isCloakedAtom = sharedAtom('isCloaked', () => atom((get) => get(sessionAtom).isCloaked));
/** True once this page has read its session (startup, after any sign-in code exchange, or ensureSessionKnown). */
export const sessionKnownAtom = sharedAtom('sessionKnown', () => atom(false));

/** Whether the page's startup reads the session (sessionKnown.ts asks). */
export const readerOf = storeSlot('session.reader', () => ({ startup: false }));

/** Startup reads the session itself, after exchanging a new sign-in code (which changes the cookies). */
export function leaveSessionToStartup(store: Store = getStore()): void {
  readerOf(store).startup = true;
}

export function setSession(session: Session, store: Store = getStore()): void {
  // The previous user's agent flow went with their keys.
  const cleared = claimBrowserData(session.uuid);
  markCloakedSession(session.isCloaked);
  store.set(sessionAtom, cleared ? { ...session, isAgentFlow: false } : session);
  store.set(sessionKnownAtom, true);
}

const cookieFlag = v.fallback(v.optional(v.union([v.boolean(), v.string()])), undefined);
/** The identity cookie: any object; a field of the wrong type reads as absent. */
const IdentityCookieSchema = v.looseObject({
  uuid: v.fallback(v.optional(v.string()), undefined),
  isGuest: cookieFlag,
  isCSRLogin: cookieFlag,
});

function identityCookie(): (IdentityCookie & { uuid?: string }) | undefined {
  return readStoredJson('cookie', IDENTITY_COOKIE, IdentityCookieSchema);
}

/** The signed-in user the cookies name ('' for a guest), with the identity cookie. */
function cookieUser() {
  const uuid = readStoredText('cookie', USER_ID_COOKIE)?.trim();
  const identity = identityCookie();
  return { uuid: !uuid || isGuestIdentity(identity) ? '' : uuid, identity };
}

/** Where this page learns who is signed in: its config's `identity`, else by where its API is (domain/identitySource.ts). */
export function identitySourceOf(store: Store = getStore()): IdentitySource {
  const { identity, apiBaseUrl } = store.get(configAtom);
  return identitySource(identity, apiBaseUrl, window.location.href);
}

/**
 * The user the cookies name now becomes the owner of the browser's data;
 * what another user left goes first (browserData.ts). Every way the page
 * learns its user (readSession, startup's first step) begins here, so no
 * earlier user's value is read.
 */
export function claimForCookieUser(): void {
  claimBrowserData(cookieUser().uuid);
}

/** Whether the cookies name a signed-in user, and a support-agent login, as read (nothing is claimed). */
export function cookieSignIn(): { signedIn: boolean; cloaked: boolean } {
  const { uuid, identity } = cookieUser();
  return { signedIn: uuid !== '', cloaked: uuid !== '' && isCloakedIdentity(identity) };
}

/** Whether the cookies name `uuid` as the signed-in user, as read (nothing is claimed). */
export function cookiesName(uuid: string): boolean {
  return cookieUser().uuid === uuid;
}

/**
 * The session of `uuid` ('' for a guest), cloaked when its identity marks a
 * support-agent login for that same user. What another user left in the
 * browser goes first.
 */
export function sessionFor(uuid: string, identity?: IdentityCookie & { uuid?: string }): Session {
  claimBrowserData(uuid);
  if (!uuid) return { ...GUEST_SESSION, isAgentFlow: isAgentFlow() };
  const sameUser = identity?.uuid === undefined || identity.uuid === uuid;
  const isCloaked = sameUser && isCloakedIdentity(identity);
  const agentUserName = isCloaked ? readAgentUserName() : undefined;
  return { uuid, isGuest: false, isCloaked, isAgentFlow: isAgentFlow(), ...(agentUserName ? { agentUserName } : {}) };
}

/**
 * The session the cookies describe: a user-id cookie means signed in
 * (cloaked when the identity cookie marks a support-agent login); none
 * means a guest. What another user left in the browser goes first.
 */
export function readSession(): Session {
  const { uuid, identity } = cookieUser();
  return sessionFor(uuid, identity);
}

/** A guest keeps a 90-day identity cookie (spec §7.3); signed-in cookies come from the server. */
export function ensureGuestIdentity(): void {
  if (identityCookie()) return;
  writeJsonCookie(IDENTITY_COOKIE, { uuid: '', isGuest: true, isCSRLogin: false }, { maxAgeDays: GUEST_COOKIE_DAYS });
}

/** The session the cookies describe, as a page reading them learns it: a guest gets the guest identity cookie. */
export function readCookieSession(): Session {
  const session = readSession();
  if (session.isGuest) ensureGuestIdentity();
  return session;
}

/** The session ends (sign-out, 'Invalid session'): its cookies go, and so does the profile kept for the next page. */
export function clearSessionCookies(): void {
  deleteCookie(USER_ID_COOKIE);
  deleteCookie(IDENTITY_COOKIE);
  removeItem('session', PROFILE_SNAPSHOT_KEY);
}
