/**
 * Every tag the library defines, by name without its prefix, and how to load
 * its module: the one list. Each module (elements/sp-<name>.ts) exports its
 * `contract` and defines its element. From this list come the autoloader and
 * the classic script (autoloader.ts), the page's tag, event and JSX types
 * (types.ts, jsx.ts, through the type checker) and, for the scripts, the
 * manifest, the build's element entries and the reserved-space CSS
 * (scripts/registry-reader.mjs reads it with the TypeScript compiler).
 *
 * Adding a tag is its module plus one line here. The ESM build splits each
 * loader into its own chunk, so a page loads only the elements it uses; the
 * classic script inlines them all.
 */
export const REGISTRY = {
  'saved-plans': () => import('./sp-saved-plans'),
  'drug-list': () => import('./sp-drug-list'),
  'provider-list': () => import('./sp-provider-list'),
  dashboard: () => import('./sp-dashboard'),
  'extra-help': () => import('./sp-extra-help'),
  toast: () => import('./sp-toast'),
  'session-timeout': () => import('./sp-session-timeout'),
  'import-dialog': () => import('./sp-import-dialog'),
  'identity-dialog': () => import('./sp-identity-dialog'),
  profile: () => import('./sp-profile'),
} as const;

/** A registry: tag names (without prefix) and the loaders of their modules, each module exporting its contract. */
export type Registry = Readonly<Record<string, () => Promise<{ contract: object }>>>;
