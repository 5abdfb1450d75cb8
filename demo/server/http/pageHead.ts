/**
 * What every HTML page the demo serves gets from its QA switches: the
 * library config as `<script type="application/json" id="sp-config">` in
 * its head (brand, flags, systemDate, sessionTimeoutSeconds, tracking),
 * written here as a real host page's server writes it, because a page under
 * Trusted Types cannot write a script's text from its own scripts; and, with
 * csp=strict (or SP_CSP=strict), the strict Content-Security-Policy; with
 * lang=es, `<html lang="es">`, as a Spanish site's pages declare it.
 */
import type { CspMode, QaSettings } from '../qa';
import { QA_COOKIE, qaQueryOf, readCspMode, readQa } from '../qa';
import type { Ctx, Reply } from './types';
import { siteFooter, siteHeader } from './siteChrome';

/**
 * The policy of a locked-down insurer page: scripts and styles
 * from this origin only, no inline code, Trusted Types for every script
 * sink, with the library's policy and DOMPurify's as the only ones.
 */
export const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; require-trusted-types-for 'script'; trusted-types shopper-profile dompurify";

/** Inside <script type="application/json">: nothing may close the script. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The switches in force for this page: its own URL first, then the sp-qa
 * cookie, unless the URL sets the server's switches anew (then the cookie is
 * being replaced, demo.js's timeout included).
 */
export function pageQa(ctx: Ctx): QaSettings & { timeoutSeconds: number } {
  const stored = qaQueryOf(ctx.url) === undefined ? ctx.cookies[QA_COOKIE] : undefined;
  const qa = readQa(stored, ctx.url.search.slice(1));
  const params = new URLSearchParams(stored ?? '');
  const timeout = Number(ctx.url.searchParams.get('timeout') ?? params.get('timeout'));
  return { ...qa, timeoutSeconds: Number.isInteger(timeout) && timeout > 0 ? timeout : 0 };
}

/** The library config the QA switches ask for (demo/pages/assets/demo.js reads the same switches for its panel and consent banner). */
function libraryConfig(qa: ReturnType<typeof pageQa>): Record<string, unknown> {
  return {
    brand: qa.brand ?? 'aarp',
    flags: Object.fromEntries(qa.flags.map((flag) => [flag, true])),
    ...(qa.date ? { systemDate: qa.date } : {}),
    ...(qa.timeoutSeconds ? { sessionTimeoutSeconds: qa.timeoutSeconds } : {}),
    ...(qa.tracking ? { tracking: qa.tracking } : {}),
  };
}

/** The page's policy: its csp switch while QA is on, else the server's default (SP_CSP, SP_MODE). */
function cspModeOf(ctx: Ctx): CspMode {
  const asked = ctx.settings.qa ? readCspMode(ctx.url.searchParams.get('csp')) ?? ctx.qa.csp : undefined;
  return asked ?? ctx.settings.defaultCsp;
}

const NO_SWITCHES: ReturnType<typeof pageQa> = { flags: [], faults: new Set(), timeoutSeconds: 0 };

/** A page of the demo site (it loads demo.js) gets the site's header and footer in its HTML (siteChrome.ts). */
function withChrome(text: string, ctx: Ctx, brand: 'aarp' | 'uhc'): string {
  if (!text.includes('src="/assets/demo.js"') || text.includes('class="site-header"')) return text;
  return text.replace(/<body[^>]*>/i, (open) => `${open}\n${siteHeader(ctx, brand)}`).replace(/<\/body>/i, `${siteFooter(brand)}\n</body>`);
}

/** The page with its config script and, when strict, its policy; any other reply as it is. */
export function decoratePage(reply: Reply, ctx: Ctx): Reply {
  if (!reply.headers?.['content-type']?.startsWith('text/html') || reply.body === undefined) return reply;
  const text = Buffer.isBuffer(reply.body) ? reply.body.toString('utf8') : String(reply.body);
  // With QA off a page's URL switches nothing: the config is the host's default.
  const qa = ctx.settings.qa ? pageQa(ctx) : NO_SWITCHES;
  const config = `<script type="application/json" id="sp-config">${scriptJson(libraryConfig(qa))}</script>`;
  const withConfig = /<head[^>]*>/i.test(text) && !text.includes('id="sp-config"') ? text.replace(/<head[^>]*>/i, (head) => `${head}\n  ${config}`) : text;
  const withLang = qa.lang ? withConfig.replace(/<html lang="[^"]*"/i, `<html lang="${qa.lang}"`) : withConfig;
  const body = withChrome(withLang, ctx, qa.brand ?? 'aarp');
  const csp: Record<string, string> = cspModeOf(ctx) === 'strict' ? { 'content-security-policy': STRICT_CSP } : {};
  return { ...reply, body, headers: { ...reply.headers, ...csp } };
}
