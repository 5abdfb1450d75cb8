/**
 * Stand-in for the site's shared context service (spec §2.1, §7.3
 * "browsing-tool navigation"): `window.planBrowsingContext = { navigate(page,
 * context) }`. Like the real service it keeps the shopper's context for the
 * plan-browsing pages (here in sessionStorage under
 * 'demo.planBrowsingContext', which the stand-in pages show) and takes the
 * user to the page. The profile's plan-browsing links use it when it is on
 * the page, and are plain links when it is not.
 */
const PATHS = { zipEntry: '/shop.html', planSummary: '/plans.html', planDetails: '/plan-details.html', planCompare: '/plan-compare.html' };
export const CONTEXT_STORAGE_KEY = 'demo.planBrowsingContext';

window.planBrowsingContext = {
  navigate(page, context) {
    sessionStorage.setItem(CONTEXT_STORAGE_KEY, JSON.stringify({ page, ...context }));
    const params = new URLSearchParams(Object.entries(context).filter(([, value]) => value !== undefined && value !== ''));
    // The uhc brand is served under /medicare (spec §1): stay below it.
    const prefix = location.pathname.startsWith('/medicare/') ? '/medicare' : '';
    location.assign(`${prefix}${PATHS[page] ?? PATHS.zipEntry}?${params}`);
  },
};
