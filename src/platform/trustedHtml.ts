/**
 * CMS HTML made safe to put in the page (content fragments carry markup):
 * sanitised with DOMPurify (scripts, event handlers, javascript: URLs, forms
 * and styles removed; links that open a new tab get rel="noopener
 * noreferrer"), and, where the browser has Trusted Types, returned as
 * TrustedHTML made under DOMPurify's own `dompurify` policy, so it passes a
 * page that enforces `require-trusted-types-for 'script'`.
 *
 * One sanitiser per page, kept on a global symbol: a page without the
 * `allow-duplicates` keyword refuses a second policy of the same name, and
 * the module and classic bundles may both be on the page. What is shared
 * only ever returns sanitised markup, so another script gains nothing by it.
 */
import DOMPurify from 'dompurify';

const OPTIONS = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
};

type Sanitize = (html: string) => TrustedHTML | string;

const TAG = /<[a-z][^>]*>/gi;
const EVENT_HANDLER = /([\s/"'])on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi;

/**
 * Event-handler attributes taken out of the tags before the markup is
 * parsed. Not the sanitising (DOMPurify does that): Chromium reports a
 * `script-src-attr` violation for every inline handler it parses, even in an
 * inert document that never runs it, and a page watching its reports must
 * see none from content.
 */
function withoutEventHandlers(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(EVENT_HANDLER, '$1'));
}

const SHARED = Symbol.for('shopper-profile.sanitizeHtml');

function createSanitizer(): Sanitize {
  const purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.target === '_blank') node.rel = 'noopener noreferrer';
  });
  const trusted = typeof (window as Window & { trustedTypes?: { createPolicy?: unknown } }).trustedTypes?.createPolicy === 'function';
  return (html) => {
    const markup = withoutEventHandlers(html);
    return trusted ? purifier.sanitize(markup, { ...OPTIONS, RETURN_TRUSTED_TYPE: true }) : purifier.sanitize(markup, OPTIONS);
  };
}

/** Sanitised markup, as TrustedHTML where the browser has Trusted Types; made on first use (importing needs no window). */
export function trustedHtml(html: string): TrustedHTML | string {
  const holder = globalThis as typeof globalThis & { [SHARED]?: Sanitize };
  holder[SHARED] ??= createSanitizer();
  return holder[SHARED](html);
}
