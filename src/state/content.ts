/**
 * CMS copy (spec §7.1): the content fragments, each fetched once per page
 * when first needed and shared by every element. While a fragment loads, or
 * if it fails (logged by the api layer), readers get undefined and render
 * their built-in fallback text, so nothing waits on the CMS.
 *
 * Instant return pages: each fragment this tab read is kept in
 * session storage (by brand and API base), so a later page of the visit shows
 * it at once and the fetch only revalidates it. A kept copy that no longer
 * reads is logged and ignored (platform/storedValue).
 *
 * Fragments are kept by language: a Spanish element reads the
 * Spanish variant (or English, where the CMS has no Spanish one), an English
 * element beside it the English one.
 */
import { atom, type Atom } from 'jotai';
import type { ContentFragment } from '../api/content';
import { fragmentLocale, type ContentFragmentName } from '../api/contentPaths';
import { LOCALES, type Locale } from '../domain/locale';
import type { MedsuppStateContent } from '../api/schemas/content';
import { ContentFragmentSchemas, MedsuppStateContentSchema } from '../api/schemas/content';
import { writeJson } from '../platform/storage';
import { readStoredJson } from '../platform/storedValue';
import { configAtom } from './config';
import * as contentApi from '../api/content';
import { getHttp } from './http';
import { getStore, sharedAtom, storeSlot, type Store } from './store';

/** Fragments by `{name} {locale}` (fragmentKey). */
type Fragments = Readonly<Record<string, unknown>>;

const fragmentsAtom = sharedAtom('content.fragments', () => atom<Fragments>({}));
/** Fragments whose request failed: a reader that cannot fall back on text (a yes/no list) stops waiting. */
const failedAtom = sharedAtom('content.failed', () => atom<ReadonlySet<string>>(new Set<string>()));
const requestedOf = storeSlot('content.requested', () => new Set<string>());

/** A fragment's key in this language: data-only fragments have one variant for all. */
function fragmentKey(name: ContentFragmentName, locale: Locale): string {
  return `${name} ${fragmentLocale(name, locale)}`;
}

/** Starts loading a fragment in a language (once per page); the result lands in its atom. */
export function requestContent(name: ContentFragmentName, locale: Locale = 'en', store: Store = getStore()): void {
  const id = fragmentKey(name, locale);
  const requested = requestedOf(store);
  if (requested.has(id)) return;
  requested.add(id);
  const key = keptKey(store, id);
  const kept: unknown = readStoredJson('session', key, ContentFragmentSchemas[name]);
  if (kept !== undefined) store.set(fragmentsAtom, (all) => ({ ...all, [id]: kept }));
  void contentApi
    .fragment(getHttp(store), name, locale)
    .then((result) => {
      if (result.ok) {
        store.set(fragmentsAtom, (all) => ({ ...all, [id]: result.data }));
        writeJson('session', key, result.data);
      } else if (kept === undefined) store.set(failedAtom, (failed) => new Set([...failed, id]));
    });
}

/** Where a fragment read on this tab is kept for the next page: by brand and API base, which shape it. */
function keptKey(store: Store, id: string): string {
  const { brand, apiBaseUrl } = store.get(configAtom);
  return `sp.content ${brand} ${apiBaseUrl} ${id}`;
}

const failedAtoms = new Map<string, Atom<boolean>>();

/** True once the fragment's request has failed (it stays undefined then). */
export function contentFailedAtom(name: ContentFragmentName, locale: Locale = 'en'): Atom<boolean> {
  const id = fragmentKey(name, locale);
  let found = failedAtoms.get(id);
  if (!found) {
    found = sharedAtom(`content.failed.${id}`, () => atom((get) => get(failedAtom).has(id)));
    failedAtoms.set(id, found);
  }
  return found;
}

/** A fragment in each language (undefined while loading, or if it failed). */
export type ContentVariants<N extends ContentFragmentName> = Readonly<Record<Locale, ContentFragment<N> | undefined>>;

const variantAtoms = new Map<ContentFragmentName, Atom<unknown>>();

/**
 * The fragment in every language, one atom per fragment. Reading it does not load it: call
 * `requestContent(name, locale)` from an effect, or use `useContent` in components. One atom for all
 * languages, not one per language: a reader whose element switches language picks the other variant
 * from the atom it already follows, where a new atom would have it subscribe anew and render once more.
 */
export function contentVariantsAtom<N extends ContentFragmentName>(name: N): Atom<ContentVariants<N>> {
  let found = variantAtoms.get(name);
  if (!found) {
    found = sharedAtom(`content.variants.${name}`, () => {
      let last: ContentVariants<N> | undefined;
      return atom((get) => {
        const all = get(fragmentsAtom);
        const next = Object.fromEntries(LOCALES.map((locale) => [locale, all[fragmentKey(name, locale)]])) as ContentVariants<N>;
        // The same object while its variants are: another fragment arriving re-renders none of this one's readers.
        if (!last || LOCALES.some((locale) => last?.[locale] !== next[locale])) last = next;
        return last;
      });
    });
    variantAtoms.set(name, found);
  }
  return found as Atom<ContentVariants<N>>;
}

const medsuppStatesAtom = sharedAtom('content.medsuppStates', () => atom<Record<string, MedsuppStateContent>>({}));

const medsuppStateKey = (stateCode: string, locale: Locale) => `${stateCode} ${locale}`;

/** Supplement text and exclusions by state ("fetched by state property"), once per state and language. */
export function requestMedsuppStateContent(stateCode: string, locale: Locale = 'en', store: Store = getStore()): void {
  const requested = requestedOf(store);
  const id = medsuppStateKey(stateCode, locale);
  const key = `medsupp:${id}`;
  if (requested.has(key)) return;
  requested.add(key);
  const keptAt = keptKey(store, key);
  const kept = readStoredJson('session', keptAt, MedsuppStateContentSchema);
  if (kept !== undefined) store.set(medsuppStatesAtom, (all) => ({ ...all, [id]: kept }));
  void contentApi
    .medsuppState(getHttp(store), stateCode, locale)
    .then((result) => {
      if (!result.ok) return;
      store.set(medsuppStatesAtom, (all) => ({ ...all, [id]: result.data }));
      writeJson('session', keptAt, result.data);
    });
}

/** The state's supplement content in a language, once loaded. */
export function medsuppStateContentOf(all: Readonly<Record<string, MedsuppStateContent>>, stateCode: string, locale: Locale = 'en'): MedsuppStateContent | undefined {
  return all[medsuppStateKey(stateCode, locale)];
}

export const medsuppStateContentAtom = medsuppStatesAtom;
