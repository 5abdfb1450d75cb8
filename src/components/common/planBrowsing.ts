/**
 * This site's plan-browsing pages (spec §2.1: zip entry, plan summary, plan
 * details, plan compare) and the shared context a link to one carries. Every
 * area links to them; when the host page has the shared context service,
 * the links go through it (siteLinks.tsx).
 */
import type { PlanBrowsingContext, PlanBrowsingPage } from '../../platform/hostTools';

export const PLAN_BROWSING_PATHS: Record<PlanBrowsingPage, string> = {
  zipEntry: '/shop.html',
  planSummary: '/plans.html',
  planDetails: '/plan-details.html',
  planCompare: '/plan-compare.html',
};

/**
 * The zip a plan-browsing link or the provider search opens with when the user has none. Here, not beside the
 * form rules (domain/validation), so the plan cards' links do not bring the form masks into the first render.
 */
export const DEFAULT_ZIP = '10001';

const CONTEXT_NAMES = ['zipcode', 'county', 'planYear', 'planType', 'planId', 'compareplanIds'] as const;

/**
 * The plan-browsing page and shared context a link's href names (the URL
 * functions below build them), for the page's context service; null for
 * any other link.
 */
export function planBrowsingRequest(href: string): { page: PlanBrowsingPage; context: PlanBrowsingContext } | null {
  const url = new URL(href, 'https://site.invalid');
  const page = (Object.keys(PLAN_BROWSING_PATHS) as PlanBrowsingPage[]).find((name) => PLAN_BROWSING_PATHS[name] === url.pathname);
  if (!page || !href.startsWith('/')) return null;
  const context: PlanBrowsingContext = {};
  for (const name of CONTEXT_NAMES) {
    const value = url.searchParams.get(name);
    if (value !== null) context[name] = value;
  }
  return { page, context };
}
