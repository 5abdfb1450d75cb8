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
import { identitySourceOf, readCookieSession, sessionFor, type Session } from './session';
import { getStore, storeSlot, type Store } from './store';

const askingOf = storeSlot('session.asking', () => ({ inflight: null as Promise<Session | undefined> | null }));

async function askApi(store: Store): Promise<Session | undefined> {
  const answer = await sessionApi.whoAmI(getHttp(store));
  if (!answer.ok) {
    // The call's failure is logged by the api layer, naming it.
    logger.warn('Who is signed in could not be learned from the API: the page shows no one\'s data until it can');
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
