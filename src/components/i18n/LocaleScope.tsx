/**
 * The locale of one element's tree: its own `lang` attribute when it names a
 * locale we serve, else the page's (domain/locale.ts elementLocale; the
 * attribute comes by the element's one attribute path, elements/define.tsx). A Spanish element waits
 * for the Spanish catalogs before its first render (no English flash); an
 * element switched to Spanish later keeps its English until they arrive.
 * The element's content is wrapped in a `display: contents` box carrying its
 * `lang`, so a Spanish element on an English page is read as Spanish.
 *
 * An element that shows nothing now (a closed pop-up, a toast not up) says so
 * (useNothingShown): the page switching language then reaches it after the
 * browser has painted what the reader sees, not in that frame. Each element
 * is its own React root, and each root that renders in the frame of the
 * switch is work the reader waits for.
 */
import { useAtomValue, useStore } from 'jotai';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { elementLocale, readLocale, type Locale } from '../../domain/locale';
import { afterNextPaint } from '../../platform/afterNextPaint';
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

/** Whether the element shows nothing now (useNothingShown), and how it catches up with the page's locale at once. */
interface Quiet {
  nothingShown: boolean;
  catchUp: () => void;
}

const QuietContext = createContext<Quiet | null>(null);

/**
 * The page's locale as this element follows it: at once while it shows
 * something, after the next paint while it shows nothing.
 */
function usePageLocale(quiet: Quiet): Locale {
  const store = useStore();
  const [followed] = useState(() => ({ locale: store.get(pageLocaleAtom) }));
  const subscribe = useCallback(
    (notify: () => void) => {
      let cancel = () => {};
      const deliver = () => {
        cancel();
        cancel = () => {};
        if (followed.locale === store.get(pageLocaleAtom)) return;
        followed.locale = store.get(pageLocaleAtom);
        notify();
      };
      quiet.catchUp = deliver;
      const unsubscribe = store.sub(pageLocaleAtom, () => {
        cancel();
        if (quiet.nothingShown) cancel = afterNextPaint(deliver);
        else deliver();
      });
      // A change between the render and this subscription.
      deliver();
      return () => {
        unsubscribe();
        cancel();
        quiet.catchUp = () => {};
      };
    },
    [store, quiet, followed],
  );
  return useSyncExternalStore(subscribe, () => followed.locale);
}

interface LocaleScopeProps {
  /** The element's own lang attribute (null when absent). */
  lang: string | null;
  /**
   * The scope is one element's, its own React root: a component in it may say
   * the element shows nothing (useNothingShown). Not so for a scope around a
   * whole app, where one component showing nothing says nothing of the rest.
   */
  ownRoot?: boolean;
  children: ReactNode;
}

export function LocaleScope({ lang, ownRoot = false, children }: LocaleScopeProps) {
  const [quiet] = useState<Quiet>(() => ({ nothingShown: false, catchUp: () => {} }));
  const pageLocale = usePageLocale(quiet);
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
      <LocaleContext.Provider value={{ locale: shown, spanish, ownLocale: readLocale(lang) }}>
        <QuietContext.Provider value={ownRoot ? quiet : null}>{children}</QuietContext.Provider>
      </LocaleContext.Provider>
    </div>
  );
}

/**
 * Says whether this element shows nothing now (one component per element
 * says it: its root). While it does, a language switch renders it after the
 * page has painted; once it shows something again it catches up before it
 * paints. Outside an element's own scope it does nothing.
 */
export function useNothingShown(nothingShown: boolean): void {
  const quiet = useContext(QuietContext);
  useLayoutEffect(() => {
    if (!quiet) return undefined;
    quiet.nothingShown = nothingShown;
    if (!nothingShown) quiet.catchUp();
    return () => {
      quiet.nothingShown = false;
    };
  }, [quiet, nothingShown]);
}
