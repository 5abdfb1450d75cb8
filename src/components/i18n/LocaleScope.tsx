/**
 * The locale of one element's tree: its own `lang` attribute when it names a
 * locale we serve, else the page's (domain/locale.ts elementLocale; the
 * attribute comes by the element's one attribute path, elements/define.tsx). A Spanish element waits
 * for the Spanish catalogs before its first render (no English flash); an
 * element switched to Spanish later keeps its English until they arrive.
 * The element's content is wrapped in a `display: contents` box carrying its
 * `lang`, so a Spanish element on an English page is read as Spanish.
 */
import { useAtomValue } from 'jotai';
import { createContext, useEffect, useState, type ReactNode } from 'react';
import { elementLocale, readLocale, type Locale } from '../../domain/locale';
import { pageLocaleAtom } from '../../state/locale';
import { loadSpanish, spanishBundleAtom } from './loadSpanish';
import type { SpanishBundle } from './messages';

export interface LocaleValue {
  locale: Locale;
  spanish: SpanishBundle | null;
  /** The locale the element's own `lang` names (null: it follows the page). */
  ownLocale: Locale | null;
}

export const LocaleContext = createContext<LocaleValue>({ locale: 'en', spanish: null, ownLocale: null });

/** `lang`: the element's own lang attribute (null when absent). */
export function LocaleScope({ lang, children }: { lang: string | null; children: ReactNode }) {
  const pageLocale = useAtomValue(pageLocaleAtom);
  const spanish = useAtomValue(spanishBundleAtom);
  const wanted = elementLocale(lang, pageLocale);
  const ready = wanted === 'en' || spanish !== null;
  const [lastShown, setLastShown] = useState<Locale | null>(ready ? wanted : null);
  if (ready && lastShown !== wanted) setLastShown(wanted);
  useEffect(() => {
    if (wanted === 'es') void loadSpanish();
  }, [wanted]);

  const shown = ready ? wanted : lastShown;
  if (shown === null) return null;
  // Always the same wrapper (a changed tree would remount the element's state), naming the
  // language shown: the page may declare another, and screen readers and axe go by it.
  return (
    <div lang={shown} className="sp-lang">
      <LocaleContext.Provider value={{ locale: shown, spanish, ownLocale: readLocale(lang) }}>{children}</LocaleContext.Provider>
    </div>
  );
}
