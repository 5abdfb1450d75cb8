/**
 * The brand rules, in one place: the brands a page can wear, the default,
 * each brand's site id, the brand code a site id maps to (spec §6) and the
 * path prefix the uhc brand is served under (spec §1). The brands' design
 * tokens are styles (src/styles/tokens.ts), typed by `Brand` here.
 */

/** The brands whose tokens, texts and links the elements wear. */
export const BRANDS = ['aarp', 'uhc'] as const;
export type Brand = (typeof BRANDS)[number];

/** The brand of a page whose config names none. */
export const DEFAULT_BRAND = 'aarp' satisfies Brand;

/** Site ids by brand; brandCodeForSiteId maps them to AMP / UMS. */
export const SITE_IDS: Readonly<Record<Brand, string>> = { aarp: 'aarpmedicareplans', uhc: 'uhcmedicaresolutions' };

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
