/** Brand code of a profile site id (spec §6). */

export type BrandCode = 'AMP' | 'UMS';

/** Site ids containing 'aarp' (any case) map to AMP, all others to UMS. */
export function brandCodeForSiteId(siteId: string | null | undefined): BrandCode {
  return (siteId ?? '').toLowerCase().includes('aarp') ? 'AMP' : 'UMS';
}
