/**
 * Languages declared in the page: `<html lang>`, and an element's own `lang`,
 * watched, since a host or the QA console may change them after the elements
 * load, and every element follows.
 */

/** The `<html lang>` value ('' when none). */
export function documentLang(): string {
  return document.documentElement.lang;
}

/** Calls `onChange` with the element's `lang` attribute (null when none) whenever it changes; returns the unsubscribe. */
export function observeLang(element: Element, onChange: (lang: string | null) => void): () => void {
  const observer = new MutationObserver(() => onChange(element.getAttribute('lang')));
  observer.observe(element, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}
