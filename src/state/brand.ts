/**
 * The page's brand where calls and navigation need it.
 *
 * Site paths: the uhc brand is served under /medicare (spec §1), so state
 * actions navigate through `sitePath` (components use components/common/siteLinks).
 *
 * The brand code of spec §6: the profile's site id ('aarp' in it -> AMP,
 * else UMS). Until the profile names its site id, the page's brand site id
 * stands in. Used where a call names the brand (our choice; the spec does not
 * list the calls): the saved-plans and merge e-mail payloads (their siteId)
 * and every tracking event (data.brandCode). The drug calls keep the site id
 * header as the spec says.
 */
import { atom } from 'jotai';
import { brandCodeForSiteId, brandPath, SITE_IDS } from '../domain/brand';
import { configAtom } from './config';
import { userDetailsAtom } from './profile';
import { getStore, sharedAtom, type Store } from './store';

export const brandCodeAtom = sharedAtom('brandCode', () =>
  atom((get) => brandCodeForSiteId(get(userDetailsAtom)?.siteId || SITE_IDS[get(configAtom).brand])),
);

/** A site path as the page's brand serves it. */
export function sitePath(path: string, store: Store = getStore()): string {
  return brandPath(store.get(configAtom).brand, path);
}
