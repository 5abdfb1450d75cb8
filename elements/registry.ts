/**
 * Every tag the library defines besides the profile page (without its
 * prefix) and how to load it: the tags a page or the profile may hold.
 * The profile's own loader is in the autoloader, so the profile, which
 * loads its nested tags from here, and this list do not import each other.
 * The ESM build splits each loader into its own chunk, so a page loads only
 * the elements it uses; the classic script inlines them all.
 */
export const ELEMENT_LOADERS: Record<string, () => Promise<unknown>> = {
  'saved-plans': () => import('./sp-saved-plans'),
  'drug-list': () => import('./sp-drug-list'),
  'provider-list': () => import('./sp-provider-list'),
  dashboard: () => import('./sp-dashboard'),
  'extra-help': () => import('./sp-extra-help'),
  toast: () => import('./sp-toast'),
  'session-timeout': () => import('./sp-session-timeout'),
  'import-dialog': () => import('./sp-import-dialog'),
  'identity-dialog': () => import('./sp-identity-dialog'),
};
