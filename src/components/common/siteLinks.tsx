/**
 * Links into the site around the profile: `SiteLink` is a plain <a> whose
 * href goes through `useSitePath` (sitePath.ts); LinkButton does the same.
 *
 * Plan-browsing links (spec §2.1) go through the page's shared context
 * service when the host provides one (platform/hostTools.ts); the href stays
 * the fallback, and a click that asks for a new tab or window keeps it.
 */
import { useCallback, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { navigateWithPlanBrowsingContext } from '../../platform/hostTools';
import { planBrowsingRequest } from './planBrowsing';
import { useSitePath } from './sitePath';

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

export function SiteLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  const sitePath = useSitePath();
  const click = useSiteLinkClick(href, onClick);
  return <a {...rest} href={href === undefined ? undefined : sitePath(href)} onClick={click} />;
}
