/**
 * Every tag the library defines (without its prefix) and how to load it.
 * The ESM build splits each loader into its own chunk, so a page loads only
 * the elements it uses; the classic script inlines them all.
 */
export const ELEMENT_LOADERS: Record<string, () => Promise<unknown>> = {
  profile: () => import('./sp-profile'),
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
