/**
 * The library's Trusted Types policy, `shopper-profile`: on a
 * page that enforces `require-trusted-types-for 'script'`, the one script
 * URL the library sets (the supplement recommendation widget) goes through
 * it. It makes only same-origin, root-relative script URLs; anything else
 * throws, so data can never point a script at another site.
 *
 * One policy per page, kept on a global symbol: a page without the
 * `allow-duplicates` keyword refuses a second policy of the same name, and
 * the module and classic bundles may both be on the page.
 */
interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

interface TrustedTypesWindow {
  trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy };
}

const POLICY_NAME = 'shopper-profile';
const SHARED = Symbol.for('shopper-profile.trustedTypesPolicy');

/** A root-relative path on this origin ('/x', not '//host/x'). */
function sameOriginPath(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) throw new TypeError(`${POLICY_NAME}: script URL refused: ${url}`);
  return url;
}

function policy(): ScriptUrlPolicy | undefined {
  const factory = (window as Window & TrustedTypesWindow).trustedTypes;
  if (typeof factory?.createPolicy !== 'function') return undefined;
  const holder = globalThis as typeof globalThis & { [SHARED]?: ScriptUrlPolicy };
  holder[SHARED] ??= factory.createPolicy(POLICY_NAME, { createScriptURL: sameOriginPath });
  return holder[SHARED];
}

/** The URL for `script.src`: a TrustedScriptURL where the browser has Trusted Types, else the checked text. */
export function trustedScriptUrl(url: string): string {
  const made = policy()?.createScriptURL(url);
  // A TrustedScriptURL is accepted wherever the DOM takes a script URL string.
  return made === undefined ? sameOriginPath(url) : (made as string);
}
