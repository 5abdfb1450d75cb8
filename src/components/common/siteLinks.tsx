/**
 * Links into the site around the profile, as the page's brand serves it: the
 * uhc brand lives under /medicare (spec §1), so every site path a component
 * links or navigates to goes through `useSitePath`. `SiteLink` is a plain <a>
 * doing that; LinkButton does it too.
 *
 * Plan-browsing links (spec §2.1) go through the page's shared context
 * service when the host provides one (platform/hostTools.ts); the href stays
 * the fallback, and a click that asks for a new tab or window keeps it.
 */
import { useAtomValue } from 'jotai';
import { useCallback, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { brandPath } from '../../domain/brand';
import { isAllowedSiteUrl } from '../../domain/siteUrl';
import { logger } from '../../platform/logger';
import { navigateWithPlanBrowsingContext } from '../../platform/hostTools';
import { configAtom } from '../../state/config';
import { planBrowsingRequest } from '../plans/planUrls';

/**
 * The href of a site link as the brand serves it; undefined, logged, for a
 * URL the site allow-list refuses (domain/siteUrl.ts): the link then shows
 * its text but goes nowhere.
 */
export function useSitePath(): (path: string) => string | undefined {
  const { brand } = useAtomValue(configAtom);
  return useCallback((path: string) => {
    if (isAllowedSiteUrl(path, window.location.origin)) return brandPath(brand, path);
    logger.warnOnce(`Link refused: not a URL on this site: ${path}`);
    return undefined;
  }, [brand]);
}

function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.currentTarget.target === '_blank';
}

/** The click handler of a site link: plan-browsing pages through the context service, when there is one. */
export function useSiteLinkClick(href: string | undefined, onClick?: (event: MouseEvent<HTMLAnchorElement>) => void) {
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || href === undefined || opensElsewhere(event)) return;
      const request = planBrowsingRequest(href);
      if (request && navigateWithPlanBrowsingContext(request.page, request.context)) event.preventDefault();
    },
    [href, onClick],
  );
}

/** A URL from content or data when the site allow-list takes it; else the fallback, logged. */
export function allowedSiteUrlOr(url: string | undefined, fallback: string): string {
  if (url === undefined || isAllowedSiteUrl(url, window.location.origin)) return url ?? fallback;
  logger.warnOnce(`Link refused: not a URL on this site: ${url}; using ${fallback}`);
  return fallback;
}

export function SiteLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  const sitePath = useSitePath();
  const click = useSiteLinkClick(href, onClick);
  return <a {...rest} href={href === undefined ? undefined : sitePath(href)} onClick={click} />;
}
