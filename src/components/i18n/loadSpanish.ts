/**
 * The Spanish catalogs, one chunk loaded on first need: an English page never
 * fetches it. Once loaded it stays for the page; a failed load is logged and
 * tried again on the next need, and the elements keep their English meanwhile.
 */
import { atom } from 'jotai';
import { logger } from '../../platform/logger';
import { getStore, sharedAtom } from '../../state/store';
import type { SpanishBundle } from './messages';

export const spanishBundleAtom = sharedAtom('i18n.spanish', () => atom<SpanishBundle | null>(null));

let loading: Promise<SpanishBundle> | undefined;

/** Loads the Spanish catalogs (once per page) and hands them to the page's store. */
export async function loadSpanish(): Promise<void> {
  loading ??= import('./spanish').then(({ spanish }) => spanish);
  try {
    const bundle = await loading;
    const store = getStore();
    if (store.get(spanishBundleAtom) !== bundle) store.set(spanishBundleAtom, bundle);
  } catch (error) {
    loading = undefined;
    logger.error('The Spanish texts did not load; English is shown', error);
  }
}
