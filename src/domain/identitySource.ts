/**
 * Where a page learns who is signed in (docs/hosts.md):
 * - 'cookies': the identity and user-id cookies the sign-in service sets
 *   (spec §3.1, §4.2), readable by the page when it shares their host;
 * - 'api': the API's answer to `GET /landrover/api/session/v1`, made from
 *   the session cookie the browser sends with the call. A page on another
 *   origin than its API cannot read the API's cookies, so reading its own
 *   would make every signed-in shopper a guest.
 * The page config's `identity` chooses; without it, a page whose API is on
 * its own origin reads the cookies, and a page whose API is elsewhere asks
 * the API.
 */
export const IDENTITY_SOURCES = ['cookies', 'api'] as const;
export type IdentitySource = (typeof IDENTITY_SOURCES)[number];

/** The origin `apiBaseUrl` names, read against the page's URL ('' is the page's own); undefined when it is no URL. */
function apiOrigin(apiBaseUrl: string, pageUrl: string): string | undefined {
  try {
    return new URL(apiBaseUrl || '/', pageUrl).origin;
  } catch {
    return undefined;
  }
}

/** True when the API answers on another origin than the page (another scheme, host or port). */
export function isApiOnAnotherOrigin(apiBaseUrl: string, pageUrl: string): boolean {
  const api = apiOrigin(apiBaseUrl, pageUrl);
  const page = apiOrigin('', pageUrl);
  return api !== undefined && page !== undefined && api !== page;
}

export function identitySource(chosen: IdentitySource | undefined, apiBaseUrl: string, pageUrl: string): IdentitySource {
  if (chosen) return chosen;
  return isApiOnAnotherOrigin(apiBaseUrl, pageUrl) ? 'api' : 'cookies';
}
