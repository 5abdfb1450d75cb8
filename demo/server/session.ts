/**
 * Sessions (spec §3.1, §4.2, §7.3): a user-id cookie holding the profile uuid
 * and an identity cookie holding JSON { uuid, isGuest, isCSRLogin }. Both are
 * readable by page scripts (the client reads them at startup). Signed-in
 * cookies last the browser session; the guest identity cookie 90 days.
 */
import { clearCookie, serializeCookie } from './http/cookies';

export const USER_ID_COOKIE = 'sp-user-id';
export const IDENTITY_COOKIE = 'sp-identity';
export const GUEST_COOKIE_SECONDS = 90 * 24 * 60 * 60;

export interface Identity {
  uuid: string;
  isGuest: boolean;
  isCSRLogin: boolean;
}

export function readIdentity(cookies: Record<string, string>): Identity {
  const uuid = cookies[USER_ID_COOKIE];
  let identity: Partial<Identity> = {};
  try {
    identity = JSON.parse(cookies[IDENTITY_COOKIE] ?? '{}') as Partial<Identity>;
  } catch {
    identity = {};
  }
  if (!uuid || uuid === 'undefined' || uuid === 'null') return { uuid: '', isGuest: true, isCSRLogin: false };
  return { uuid, isGuest: false, isCSRLogin: identity.isCSRLogin === true && identity.uuid === uuid };
}

export function signInCookies(uuid: string, isCSRLogin: boolean): string[] {
  return [
    serializeCookie(USER_ID_COOKIE, uuid),
    serializeCookie(IDENTITY_COOKIE, JSON.stringify({ uuid, isGuest: false, isCSRLogin })),
  ];
}

export function guestCookies(): string[] {
  return [
    clearCookie(USER_ID_COOKIE),
    serializeCookie(IDENTITY_COOKIE, JSON.stringify({ uuid: '', isGuest: true, isCSRLogin: false }), { maxAge: GUEST_COOKIE_SECONDS }),
  ];
}
