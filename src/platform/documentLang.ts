/**
 * The page's declared language (`<html lang>`), watched: a host or the QA
 * console may change it after the elements load, and every element follows.
 */

/** The `<html lang>` value ('' when none). */
export function documentLang(): string {
  return document.documentElement.lang;
}

/** Calls `onChange` whenever `<html lang>` changes; returns the unsubscribe. */
export function observeDocumentLang(onChange: (lang: string) => void): () => void {
  const observer = new MutationObserver(() => onChange(documentLang()));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}
