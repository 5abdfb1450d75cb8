/**
 * Where the user came from (spec §2.2): the back link (its text is the
 * catalog's, by origin) and whether the page opens on the drugs view. Pure:
 * the caller passes document.referrer and location.search.
 *
 * The origin is read from the referrer's path, or, when the referrer is not
 * sent (a strict referrer policy, a new tab), from the query flag
 * `?from=pharmacy|dce|recommendation` that the host's links may add.
 */
export type PageOrigin = 'pharmacy' | 'dce' | 'recommendation' | 'plans';

export const ORIGIN_QUERY_FLAG = 'from';

export const ORIGIN_PATHS = {
  pharmacy: '/health-plans/aarp-pharmacy.html',
  dce: '/health-plans/estimate-drug-costs.html',
  recommendation: '/plan-recommendation-engine.html',
  /** Plan browsing ("shop", spec §2.1). */
  plans: '/shop.html',
} as const;

const QUERY_FLAGS: Record<string, PageOrigin> = { pharmacy: 'pharmacy', dce: 'dce', recommendation: 'recommendation' };

function pathOf(referrer: string): string {
  try {
    return new URL(referrer).pathname;
  } catch {
    return '';
  }
}

/** A brand served under /medicare (spec §1) has the same pages below that prefix. */
function originOfPath(path: string): PageOrigin | undefined {
  const page = path.replace(/^\/medicare(?=\/)/, '');
  if (page.startsWith(ORIGIN_PATHS.pharmacy)) return 'pharmacy';
  if (page.startsWith(ORIGIN_PATHS.dce)) return 'dce';
  if (page.startsWith(ORIGIN_PATHS.recommendation)) return 'recommendation';
  return undefined;
}

export function pageOrigin(referrer: string, search: string): PageOrigin {
  const flag = new URLSearchParams(search).get(ORIGIN_QUERY_FLAG)?.toLowerCase();
  return (flag ? QUERY_FLAGS[flag] : undefined) ?? originOfPath(pathOf(referrer)) ?? 'plans';
}

/** Returning from the drug cost estimator or pharmacy search opens the drugs view. */
export function opensDrugsView(origin: PageOrigin): boolean {
  return origin === 'pharmacy' || origin === 'dce';
}

/** The back link: where the person came from (its text's key in the catalogs) and where it goes. */
export interface BackLink {
  origin: PageOrigin;
  href: string;
}

/** The back link; plan recommendation returns to its results for the active year (spec §2.1). */
export function backLinkFor(origin: PageOrigin, activeYear: number): BackLink {
  const href = origin === 'recommendation' ? `${ORIGIN_PATHS.recommendation}/result?year=${activeYear}` : ORIGIN_PATHS[origin];
  return { origin, href };
}
