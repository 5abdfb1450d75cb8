/**
 * Learning who uses the page from where its config says
 * (domain/identitySource.ts): the site's cookies, read at once, or the API's
 * session call, whose answer comes from the session cookie the browser sends
 * to the API (a page on another origin cannot read the API's cookies).
 *
 * A page that asks the API writes no identity cookie of its own: the API's
 * cookies are the session, and a guest cookie on the host's origin would
 * only disagree with them. When the API cannot say (the call fails, or its
 * answer does not say who), the page does not guess: it shows no one's data,
 * claims and writes nothing in the browser, and the next page asks again.
 */
import * as sessionApi from '../api/session';
import { logger } from '../platform/logger';
import { getHttp } from './http';
import { cookiesName, identitySourceOf, readCookieSession, sessionFor, type Session } from './session';
import { getStore, storeSlot, type Store } from './store';

const askingOf = storeSlot('session.asking', () => ({ inflight: null as Promise<Session | undefined> | null }));

async function askApi(store: Store): Promise<Session | undefined> {
  const answer = await sessionApi.whoAmI(getHttp(store));
  if (!answer.ok) {
    // The call's failure is logged by the api layer, naming it.
    logger.warn('Who is signed in could not be learned from the API; no one\'s data is shown');
    return undefined;
  }
  const { uuid, isGuest, isCSRLogin } = answer.data;
  return sessionFor(isGuest ? '' : uuid.trim(), { uuid: uuid.trim(), isGuest, isCSRLogin });
}

/**
 * The page's user now, or undefined when the API cannot say. Asks made
 * while one is in flight share it (a toast and the page's startup).
 */
export function learnSession(store: Store = getStore()): Promise<Session | undefined> {
  if (identitySourceOf(store) === 'cookies') return Promise.resolve(readCookieSession());
  const asking = askingOf(store);
  asking.inflight ??= askApi(store).finally(() => {
    asking.inflight = null;
  });
  return asking.inflight;
}

/** How long the page waits for the sign-in's cookies to show before it takes the sign-in answer's word. */
const SIGN_IN_COOKIES_WAIT_MS = 2_000;
const COOKIE_READ_INTERVAL_MS = 20;

/**
 * The page's user just after its sign-in code exchange named `uuid`. The
 * exchange's answer sets the session cookies, but WebKit (Safari) can keep
 * showing the page the cookies from before for a moment after that answer
 * arrives: read at once, they name a guest, and the page would show the
 * guest's data to the user who just signed in. So the cookies are read until
 * they name the user. If they never do, the answer's user is taken: the
 * browser sends the server's cookies with every call all the same.
 */
export async function learnSignedInSession(uuid: string, store: Store = getStore()): Promise<Session | undefined> {
  if (identitySourceOf(store) !== 'cookies') return learnSession(store);
  const until = Date.now() + SIGN_IN_COOKIES_WAIT_MS;
  while (!cookiesName(uuid) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, COOKIE_READ_INTERVAL_MS));
  }
  if (cookiesName(uuid)) return readCookieSession();
  logger.warn('The sign-in cookies never showed; the sign-in answer\'s user is taken');
  return sessionFor(uuid);
}
