/**
 * Where the dashboard's links go (spec §2.1). The profile page's views are
 * reached by hash; the demo host serves the profile at /profile.html.
 */
export const PROFILE_PATH = '/profile.html';
export const SAVED_PLANS_URL = `${PROFILE_PATH}#plans`;
export const SAVED_DRUGS_URL = `${PROFILE_PATH}#drugs`;
export const SAVED_PROVIDERS_URL = `${PROFILE_PATH}#providers`;
export const SHOP_PATH = '/shop.html';
