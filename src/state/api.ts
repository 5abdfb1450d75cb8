/**
 * The page's API client, built from the page config and rebuilt when the
 * base URL, brand or environment changes. Every state action gets it here.
 */
import { createApi, type Api } from '../api/api';
import { configAtom, type Brand } from './config';
import { getStore, storeSlot, type Store } from './store';

/** Site ids by brand; brandCodeForSiteId (domain) maps them to AMP / UMS. */
export const SITE_IDS: Record<Brand, string> = { aarp: 'aarpmedicareplans', uhc: 'uhcmedicaresolutions' };

type InvalidSessionHandler = () => void;

const clientOf = storeSlot('apiClient', () => ({
  key: '',
  api: null as Api | null,
  onInvalidSession: null as InvalidSessionHandler | null,
}));

/** The state layer's reaction to a 401 'Invalid session' (set at startup). */
export function setInvalidSessionHandler(handler: InvalidSessionHandler, store: Store = getStore()): void {
  clientOf(store).onInvalidSession = handler;
}

export function getApi(store: Store = getStore()): Api {
  const { apiBaseUrl, brand, environment } = store.get(configAtom);
  const slot = clientOf(store);
  const key = `${apiBaseUrl}|${brand}|${environment}`;
  if (!slot.api || slot.key !== key) {
    slot.key = key;
    slot.api = createApi({
      baseUrl: apiBaseUrl,
      siteId: SITE_IDS[brand],
      environment,
      credentials: 'include',
      onInvalidSession: () => slot.onInvalidSession?.(),
    });
  }
  return slot.api;
}
