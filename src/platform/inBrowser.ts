/**
 * Whether this code runs in a browser page: the one guard of the library's
 * entries (elements/index.ts, iife.ts, loader.ts and defineElement), the
 * only places that touch `window`, `document`, `customElements` or
 * `HTMLElement` as their module is evaluated. A server importing the
 * package (Next, Remix or Astro shared code, a Node script) gets modules
 * that define nothing, start nothing and throw nothing; the elements
 * define themselves once the same code runs in a browser. A DOM emulation
 * with custom elements (jsdom, happy-dom) counts as a browser.
 */
export function inBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined' && typeof customElements !== 'undefined' && typeof HTMLElement !== 'undefined';
}
