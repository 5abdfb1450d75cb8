/**
 * Site paths as the page's brand serves them: the uhc brand lives under
 * /medicare (spec §1), so every site path a component links or navigates to
 * goes through `useSitePath`, and a URL from content or data goes through
 * the site allow-list first (domain/siteUrl.ts). Links that may
 * lead to plan browsing use SiteLink (siteLinks.tsx), built on these.
 */
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { brandPath } from '../../domain/brand';
import { isAllowedSiteUrl } from '../../domain/siteUrl';
import { logger } from '../../platform/logger';
import { configAtom } from '../../state/config';

/**
 * The href of a site link as the brand serves it; undefined, logged, for a
 * URL the site allow-list refuses: the link then shows its text but goes
 * nowhere.
 */
export function useSitePath(): (path: string) => string | undefined {
  const { brand } = useAtomValue(configAtom);
  return useCallback((path: string) => {
    if (isAllowedSiteUrl(path, window.location.origin)) return brandPath(brand, path);
    logger.warnOnce(`Link refused: not a URL on this site: ${path}`);
    return undefined;
  }, [brand]);
}

/** A URL from content or data when the site allow-list takes it; else the fallback, logged. */
export function allowedSiteUrlOr(url: string | undefined, fallback: string): string {
  if (url === undefined || isAllowedSiteUrl(url, window.location.origin)) return url ?? fallback;
  logger.warnOnce(`Link refused: not a URL on this site: ${url}; using ${fallback}`);
  return fallback;
}
