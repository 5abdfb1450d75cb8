/**
 * Who is using the page (spec §4.1, §4.2): guest or signed in, cloaked
 * (customer service viewing a profile), agent flow. Read from the identity
 * and user-id cookies the sign-in service sets.
 */
import { atom } from 'jotai';
import { isCloakedIdentity, isGuestIdentity, type IdentityCookie } from '../domain/profileType';
import { deleteCookie, GUEST_COOKIE_DAYS, readCookie, readJsonCookie, writeJsonCookie } from '../platform/cookies';
import { isAgentFlow } from './browserArea';
import { sharedAtom } from './store';

export const USER_ID_COOKIE = 'sp-user-id';
export const IDENTITY_COOKIE = 'sp-identity';

export interface Session {
  /** Profile uuid; empty for a guest. */
  uuid: string;
  isGuest: boolean;
  isCloaked: boolean;
  isAgentFlow: boolean;
}

export const GUEST_SESSION: Session = { uuid: '', isGuest: true, isCloaked: false, isAgentFlow: false };

export const sessionAtom = sharedAtom('session', () => atom<Session>(GUEST_SESSION));
export const isAuthenticatedAtom = sharedAtom('isAuthenticated', () => atom((get) => !get(sessionAtom).isGuest));
export const isCloakedAtom = sharedAtom('isCloaked', () => atom((get) => get(sessionAtom).isCloaked));

function identityCookie(): (IdentityCookie & { uuid?: unknown }) | undefined {
  const value = readJsonCookie(IDENTITY_COOKIE);
  return value && typeof value === 'object' ? (value as IdentityCookie & { uuid?: unknown }) : undefined;
}

/**
 * The session the cookies describe: a user-id cookie means signed in
 * (cloaked when the identity cookie marks a support-agent login); none
 * means a guest.
 */
export function readSession(): Session {
  const uuid = readCookie(USER_ID_COOKIE);
  const identity = identityCookie();
  if (!uuid || isGuestIdentity(identity)) return { ...GUEST_SESSION, isAgentFlow: isAgentFlow() };
  const sameUser = identity?.uuid === undefined || identity.uuid === uuid;
  return { uuid, isGuest: false, isCloaked: sameUser && isCloakedIdentity(identity), isAgentFlow: isAgentFlow() };
}

/** A guest keeps a 90-day identity cookie (spec §7.3); signed-in cookies come from the server. */
export function ensureGuestIdentity(): void {
  if (identityCookie()) return;
  writeJsonCookie(IDENTITY_COOKIE, { uuid: '', isGuest: true, isCSRLogin: false }, { maxAgeDays: GUEST_COOKIE_DAYS });
}

export function clearSessionCookies(): void {
  deleteCookie(USER_ID_COOKIE);
  deleteCookie(IDENTITY_COOKIE);
}
