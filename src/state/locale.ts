/**
 * The page's locale: the page config's `locale` when set, else the
 * language `<html lang>` declares, else English. An element's own `lang`
 * attribute overrides it for that element (components/i18n/LocaleScope).
 * Changing either re-renders every element on the page, without a reload.
 */
import { atom } from 'jotai';
import { DEFAULT_LOCALE, readLocale, type Locale } from '../domain/locale';
import { documentLang, observeDocumentLang } from '../platform/documentLang';
import { configAtom } from './config';
import { sharedAtom, storeSlot, type Store } from './store';

const documentLangAtom = sharedAtom('locale.documentLang', () => atom<string>(''));

/** The language the page itself declares (`<html lang>`), or null when it declares none we serve. */
const documentLocaleAtom = sharedAtom('locale.document', () => atom((get) => readLocale(get(documentLangAtom))));

export const pageLocaleAtom = sharedAtom('locale.page', () =>
  atom<Locale>((get) => get(configAtom).locale ?? get(documentLocaleAtom) ?? DEFAULT_LOCALE),
);

const watching = storeSlot('locale.watching', () => ({ started: false }));

/** Reads `<html lang>` and follows its changes (once per store). */
export function watchDocumentLang(store: Store): void {
  const slot = watching(store);
  if (slot.started) return;
  slot.started = true;
  store.set(documentLangAtom, documentLang());
  observeDocumentLang((lang) => store.set(documentLangAtom, lang));
}
