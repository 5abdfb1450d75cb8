/**
 * The identity cookie's two marks (spec §4.1): guest and support-agent
 * login. Apart from the profile types (profileType.ts) because every page
 * reads the cookie first, the toast's too.
 */

export interface IdentityCookie {
  isGuest?: boolean | string | null;
  isCSRLogin?: boolean | string | null;
}

/** A cookie or profile flag as sent: a boolean or the text 'true'. */
export function isTrue(value: boolean | string | null | undefined): boolean {
  return value === true || value === 'true';
}

/** A guest has isGuest true in the identity cookie; anyone else is signed in. */
export function isGuestIdentity(cookie: IdentityCookie | null | undefined): boolean {
  return isTrue(cookie?.isGuest);
}

/** Cloaked: the identity cookie marks a support-agent login. */
export function isCloakedIdentity(cookie: IdentityCookie | null | undefined): boolean {
  return !isGuestIdentity(cookie) && isTrue(cookie?.isCSRLogin);
}
