/**
 * The allow-list for URLs built from data: enrollment and resume
 * URLs, plan details and deep links, the sign-in URL from content. A link
 * or navigation may go to a path on this site ('/...', not '//host'), a
 * fragment of this page ('#...'), or an http(s) URL on this page's own
 * origin. Anything else (javascript:, data:, vbscript:, another host,
 * protocol-relative, backslash tricks, control characters) is refused.
 */
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Whether `url` is allowed on a page at `pageOrigin` (e.g. 'https://www.aarpmedicareplans.com'). */
export function isAllowedSiteUrl(url: string, pageOrigin: string): boolean {
  if (url.trim() !== url || url === '' || CONTROL.test(url) || url.includes('\\')) return false;
  if (url.startsWith('#')) return true;
  if (url.startsWith('/')) return !url.startsWith('//');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return false;
  try {
    return new URL(url).origin === pageOrigin;
  } catch {
    return false;
  }
}
