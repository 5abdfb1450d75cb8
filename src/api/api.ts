/**
 * The API client: one object per service family of spec §7, all sharing one
 * HTTP client (see http.ts, and transport.ts for the hooks and the settings):
 *
 *   const api = apiOn(createHttp({ baseUrl, siteId, environment, onInvalidSession }));
 *   const profile = await api.users.getProfile({ id, type: 'all', planYear: 2025 });
 *   if (profile.ok) ... else profile.error.kind
 *
 * src/state builds one Http from the page config and puts the families on it
 * with `apiOn(http)`; a caller needing one family alone (the content family)
 * creates just that one on the same Http, leaving the rest out of its bundle.
 */
import { createContentApi } from './content';
import { createDrugsApi } from './drugs';
import { createEnrollmentsApi } from './enrollments';
import { createGeolocationApi } from './geolocation';
import type { Http } from './http';
import { createIdentityApi } from './identity';
import { createPharmacyApi } from './pharmacy';
import { createPlanInfoApi } from './planInfo';
import { createProvidersApi } from './providers';
import { createSessionApi } from './session';
import { createTrackingApi } from './tracking';
import { createUsersApi } from './users';

/** Every service family on one existing Http. */
export function apiOn(http: Http) {
  return {
    settings: http.settings,
    content: createContentApi(http),
    users: createUsersApi(http),
    session: createSessionApi(http),
    enrollments: createEnrollmentsApi(http),
    identity: createIdentityApi(http),
    planInfo: createPlanInfoApi(http),
    geolocation: createGeolocationApi(http),
    pharmacy: createPharmacyApi(http),
    drugs: createDrugsApi(http),
    providers: createProvidersApi(http),
    tracking: createTrackingApi(http),
  };
}

export type Api = ReturnType<typeof apiOn>;
