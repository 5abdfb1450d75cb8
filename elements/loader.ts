/**
 * The classic-script loader, for CMS pages that add scripts the classic way
 * (an AEM clientlib, a tag manager): a few hundred bytes that import the
 * module build's entry (index.js), whose autoloader then fetches only the
 * elements whose tags are on the page, and those added later. A page that
 * forbids modules keeps the full classic bundle (shopper-profile.iife.js).
 *
 * Where the modules are: the script's `data-modules` (a URL or a path), else
 * MODULE_BASE relative to this script's own URL, set at build time: beside it
 * in dist/, under `shopper-profile/resources/<version>/` in the AEM clientlib (the
 * clientlib's script is /etc.clientlibs/…/clientlibs/shopper-profile.js).
 * Built by scripts/build-clientlib.mjs.
 */
import { inBrowser } from '../src/platform/inBrowser';

declare const MODULE_BASE: string;
/** The rules of dist/shopper-profile.css (undefinedTags.ts, prefix sp-), set at build time. */
declare const RESERVED_SPACE_CSS: string;

// Our tags hold their space from now on, not from when the module build has loaded (undefinedTags.ts). The
// rules come as text, so the loader stays a few hundred bytes; a page with another prefix gets them when the
// module build starts.
function reserveSpace(): void {
  const reserved = new CSSStyleSheet();
  reserved.replaceSync(RESERVED_SPACE_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, reserved];
}

function load(): void {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script) {
    console.error('[shopper-profile] The loader must run as a classic <script> (no document.currentScript); the elements are not loaded.');
    return;
  }
  const base = new URL(script.dataset['modules'] ?? MODULE_BASE, script.src || document.baseURI);
  import(new URL('index.js', base.href.endsWith('/') ? base : `${base.href}/`).href).catch((error: unknown) =>
    console.error(`[shopper-profile] Could not load the elements from ${base.href}`, error),
  );
}

// Outside a browser (a server bundling or importing it) the loader reserves and loads nothing.
if (inBrowser()) {
  reserveSpace();
  load();
}
