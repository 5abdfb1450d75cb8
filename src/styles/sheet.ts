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
