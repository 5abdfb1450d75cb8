/**
 * CMS copy (spec §7.1): the content fragments, each fetched once per page
 * when first needed and shared by every element. While a fragment loads, or
 * if it fails (logged by the api layer), readers get undefined and render
 * their built-in fallback text, so nothing waits on the CMS.
 *
 * Instant return pages (issue 17): each fragment this tab read is kept in
 * session storage (by brand and API base), so a later page of the visit shows
 * it at once and the fetch only revalidates it. A kept copy that no longer
 * reads is logged and ignored (platform/storedValue).
 */
import { atom, type Atom } from 'jotai';
import type { ContentFragment } from '../api/content';
import type { ContentFragmentName } from '../api/contentPaths';
import type { MedsuppStateContent } from '../api/schemas/content';
import { ContentFragmentSchemas, MedsuppStateContentSchema } from '../api/schemas/content';
import { writeJson } from '../platform/storage';
import { readStoredJson } from '../platform/storedValue';
import { configAtom } from './config';
import { getContentApi } from './http';
import { getStore, sharedAtom, storeSlot, type Store } from './store';

type Fragments = { [N in ContentFragmentName]?: ContentFragment<N> };

const fragmentsAtom = sharedAtom('content.fragments', () => atom<Fragments>({}));
/** Fragments whose request failed: a reader that cannot fall back on text (a yes/no list) stops waiting. */
const failedAtom = sharedAtom('content.failed', () => atom<ReadonlySet<ContentFragmentName>>(new Set<ContentFragmentName>()));
const requestedOf = storeSlot('content.requested', () => new Set<string>());

/** Starts loading a fragment (once per page); the result lands in its atom. */
export function requestContent(name: ContentFragmentName, store: Store = getStore()): void {
  const requested = requestedOf(store);
  if (requested.has(name)) return;
  requested.add(name);
  const key = keptKey(store, name);
  const kept: unknown = readStoredJson('session', key, ContentFragmentSchemas[name]);
  if (kept !== undefined) store.set(fragmentsAtom, (all) => ({ ...all, [name]: kept }));
  void getContentApi(store)
    .fragment(name)
    .then((result) => {
      if (result.ok) {
        store.set(fragmentsAtom, (all) => ({ ...all, [name]: result.data }));
        writeJson('session', key, result.data);
      } else if (kept === undefined) store.set(failedAtom, (failed) => new Set([...failed, name]));
    });
}

/** Where a fragment read on this tab is kept for the next page: by brand and API base, which shape it. */
function keptKey(store: Store, name: string): string {
  const { brand, apiBaseUrl } = store.get(configAtom);
  return `sp.content ${brand} ${apiBaseUrl} ${name}`;
}

const failedAtoms = new Map<ContentFragmentName, Atom<boolean>>();

/** True once the fragment's request has failed (it stays undefined then). */
export function contentFailedAtom(name: ContentFragmentName): Atom<boolean> {
  let found = failedAtoms.get(name);
  if (!found) {
    found = sharedAtom(`content.failed.${name}`, () => atom((get) => get(failedAtom).has(name)));
    failedAtoms.set(name, found);
  }
  return found;
}

const contentAtoms = new Map<ContentFragmentName, Atom<unknown>>();

/**
 * The fragment's atom (undefined until loaded). Reading it does not load it:
 * call `requestContent(name)` from an effect, or use `useContent` in components.
 */
export function contentAtom<N extends ContentFragmentName>(name: N): Atom<ContentFragment<N> | undefined> {
  let found = contentAtoms.get(name);
  if (!found) {
    found = sharedAtom(`content.${name}`, () => atom((get) => get(fragmentsAtom)[name]));
    contentAtoms.set(name, found);
  }
  return found as Atom<ContentFragment<N> | undefined>;
}

const medsuppStatesAtom = sharedAtom('content.medsuppStates', () => atom<Record<string, MedsuppStateContent>>({}));

/** Supplement text and exclusions by state ("fetched by state property"), once per state. */
export function requestMedsuppStateContent(stateCode: string, store: Store = getStore()): void {
  const requested = requestedOf(store);
  const key = `medsupp:${stateCode}`;
  if (requested.has(key)) return;
  requested.add(key);
  const keptAt = keptKey(store, key);
  const kept = readStoredJson('session', keptAt, MedsuppStateContentSchema);
  if (kept !== undefined) store.set(medsuppStatesAtom, (all) => ({ ...all, [stateCode]: kept }));
  void getContentApi(store)
    .medsuppState(stateCode)
    .then((result) => {
      if (!result.ok) return;
      store.set(medsuppStatesAtom, (all) => ({ ...all, [stateCode]: result.data }));
      writeJson('session', keptAt, result.data);
    });
}

export const medsuppStateContentAtom = medsuppStatesAtom;
