/**
 * The page's API client: every service family on the page's one HTTP client
 * (./http.ts), rebuilt with it when the base URL, brand or environment
 * changes. Every state action gets it here.
 */
import { apiOn, type Api } from '../api/api';
import type { Http } from '../api/http';
import { getHttp } from './http';
import { getStore, storeSlot, type Store } from './store';

export { setInvalidSessionHandler } from './http';

const apiOf = storeSlot('apiFamilies', () => new WeakMap<Http, Api>());

export function getApi(store: Store = getStore()): Api {
  const http = getHttp(store);
  const cache = apiOf(store);
  let api = cache.get(http);
  if (!api) {
    api = apiOn(http);
    cache.set(http, api);
  }
  return api;
}
