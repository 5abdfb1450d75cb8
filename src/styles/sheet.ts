/**
 * Constructable stylesheets, created once per page and adopted by every
 * shadow root that needs them (no per-element <style> copies).
 */
const cache = new Map<string, CSSStyleSheet>();

export function sheet(cssText: string): CSSStyleSheet {
  let found = cache.get(cssText);
  if (!found) {
    found = new CSSStyleSheet();
    found.replaceSync(cssText);
    cache.set(cssText, found);
  }
  return found;
}

/** Tagged template so editors highlight CSS; returns the text unchanged. */
export function css(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  return strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '');
}

/**
 * Where a component sheet goes among a root's adopted sheets: after the
 * brand tokens and the base sheet, common components' sheets, then the
 * views' own, so a view's rules win over the common ones they adjust
 * whichever mounted first.
 */
export type SheetLayer = 'common' | 'view';

const layerOf = new WeakMap<CSSStyleSheet, SheetLayer>();

/** Adopts `cssText` into `root` once, in its layer (see above). */
export function adoptSheet(root: ShadowRoot, cssText: string, layer: SheetLayer): void {
  const adding = sheet(cssText);
  const adopted = root.adoptedStyleSheets;
  if (adopted.includes(adding)) return;
  layerOf.set(adding, layer);
  const firstView = adopted.findIndex((s) => layerOf.get(s) === 'view');
  const at = layer === 'common' && firstView >= 0 ? firstView : adopted.length;
  root.adoptedStyleSheets = [...adopted.slice(0, at), adding, ...adopted.slice(at)];
}

/** The root's page-level sheets (brand tokens, base) replaced, the components' own kept in their order. */
export function adoptPageSheets(root: ShadowRoot, pageSheets: CSSStyleSheet[]): void {
  root.adoptedStyleSheets = [...pageSheets, ...root.adoptedStyleSheets.filter((s) => layerOf.has(s))];
}
