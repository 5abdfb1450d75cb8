/**
 * The demo site's header and footer, written into every page that loads the
 * demo's own script (demo/pages/assets/demo.js), as a CMS writes its page
 * chrome: in the HTML, so they are there at the first paint. Added by a
 * script after the page was painted, the header pushed the whole page down
 * and the footer was pushed down by every element as it arrived (a layout
 * shift). demo.js only wires the account item (Sign in / Sign out).
 */
import type { Ctx } from './types';
import { escapeHtml } from './reply';
import { USER_ID_COOKIE } from '../session';

const BRAND_NAMES = { aarp: 'AARP Medicare Plans', uhc: 'UnitedHealthcare' } as const;
const NAV: ReadonlyArray<readonly [string, string]> = [
  ['Shop plans', '/plans.html'],
  ['Profile', '/profile.html'],
  ['Dashboard', '/dashboard.html'],
];

/** Signed in when the request carries the user-id cookie, or this reply sets it (a `persona=` switch). */
function signedIn(ctx: Ctx): boolean {
  const setting = ctx.setCookies.find((line) => line.startsWith(`${USER_ID_COOKIE}=`));
  if (setting !== undefined) return !/^[^=]+=;/.test(setting);
  return Boolean(ctx.cookies[USER_ID_COOKIE]);
}

function accountItem(ctx: Ctx): string {
  if (signedIn(ctx)) return '<button type="button">Sign out</button>';
  // demo.js adds the page's #view to the return address once it runs.
  return `<a href="/optumid-login?returnUrl=${escapeHtml(encodeURIComponent(ctx.url.pathname))}">Sign in</a>`;
}

type Brand = keyof typeof BRAND_NAMES;

/** `brand`: the page's brand switch (its URL first, then the sp-qa cookie: pageHead.ts). */
export function siteHeader(ctx: Ctx, brand: Brand): string {
  const here = ctx.url.pathname;
  const items = NAV.map(([text, href]) => `<li><a href="${href}"${here === href ? ' aria-current="page"' : ''}>${escapeHtml(text)}</a></li>`).join('');
  return `<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header"><div class="wrap"><a class="logo" href="/">${BRAND_NAMES[brand]}</a><nav class="site-nav" aria-label="Site"><ul>${items}<li id="site-account">${accountItem(ctx)}</li></ul></nav></div></header>`;
}

export function siteFooter(brand: Brand): string {
  return `<footer class="site-footer"><div class="wrap"><p>${BRAND_NAMES[brand]} demo site. Plans insured or covered by UnitedHealthcare (synthetic data).</p><p>Questions? Call 1-877-699-5710 (TTY 711), 8 a.m. - 8 p.m., 7 days a week.</p><p><a href="/">QA console</a> · <a href="/cms.html">Medicare articles</a></p></div></footer>`;
}
