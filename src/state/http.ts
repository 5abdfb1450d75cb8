/**
 * The page's one HTTP client (see src/api/http.ts), built from the page
 * config and rebuilt when the base URL, brand or environment changes. Every
 * call of src/api is a plain function taking it first
 * (`usersApi.getProfile(getHttp(store), query)`), imported by the state
 * module that makes it, so an element that needs only CMS copy (the toast)
 * loads no other service family or schema, and knip sees a call no user path
 * makes as an unused export.
 */
import { createHttp, type Http } from '../api/http';
import { environmentForHost } from '../domain/environment';
import { browserSettled } from '../platform/browserSettled';
import { SITE_IDS } from '../domain/brand';
import { configAtom } from './config';
import { getStore, storeSlot, type Store } from './store';

type InvalidSessionHandler = () => void;

const httpOf = storeSlot('apiHttp', () => ({
  key: '',
  http: null as Http | null,
  onInvalidSession: null as InvalidSessionHandler | null,
}));

/** The state layer's reaction to a 401 'Invalid session' (set at startup). */
export function setInvalidSessionHandler(handler: InvalidSessionHandler, store: Store = getStore()): void {
  httpOf(store).onInvalidSession = handler;
}

export function getHttp(store: Store = getStore()): Http {
  const { apiBaseUrl, brand } = store.get(configAtom);
  const environment = store.get(configAtom).environment ?? environmentForHost(window.location.hostname);
  const slot = httpOf(store);
  const key = `${apiBaseUrl}|${brand}|${environment}`;
  if (!slot.http || slot.key !== key) {
    slot.key = key;
    slot.http = createHttp({
      baseUrl: apiBaseUrl,
      siteId: SITE_IDS[brand],
      environment,
      credentials: 'include',
      onInvalidSession: () => slot.onInvalidSession?.(),
    });
  }
  return slot.http;
}

/**
 * Resolves once the page's calls have all answered and the page has shown
 * what they brought: no call in flight after the frame and the settled moment
 * that follow the last answer (an answer often starts the next call, as the
 * profile starts the drug-cost calls).
 */
export async function requestsSettled(store: Store = getStore()): Promise<void> {
  do {
    await getHttp(store).quiet();
    await nextFrame();
    await browserSettled();
  } while (getHttp(store).inFlight() > 0);
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}
