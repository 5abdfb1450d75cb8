/** Brand code of a profile site id (spec §6). */

export type BrandCode = 'AMP' | 'UMS';

/** Site ids containing 'aarp' (any case) map to AMP, all others to UMS. */
export function brandCodeForSiteId(siteId: string | null | undefined): BrandCode {
  return (siteId ?? '').toLowerCase().includes('aarp') ? 'AMP' : 'UMS';
}

/** The uhc brand is served under this path prefix (spec §1). */
export const UHC_PATH_PREFIX = '/medicare';

/**
 * A site path as the brand serves it: uhc's pages live below /medicare, so
 * its site-relative paths get the prefix (once). Absolute URLs, hashes,
 * tel: links and other brands' paths are left as they are.
 */
export function brandPath(brand: string, path: string): string {
  if (brand !== 'uhc' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === UHC_PATH_PREFIX || path.startsWith(`${UHC_PATH_PREFIX}/`)) return path;
  return `${UHC_PATH_PREFIX}${path}`;
}
