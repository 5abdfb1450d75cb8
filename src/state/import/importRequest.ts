/**
 * A request to open the data import pop-up (the `sp-import-requested` window
 * event the drug and provider lists' empty states send, or a host's). It is
 * kept in the store from the moment the pop-up's element code loads, so a
 * request sent while the element is still upgrading or mounting is not lost.
 */
import { atom } from 'jotai';
import { IMPORT_REQUESTED } from '../hostEvents';
import { getStore, sharedAtom } from '../store';

/** True from a request until the pop-up closes. */
export const importRequestedAtom = sharedAtom('import.requested', () => atom(false));

/** Once per page, whichever library copy comes first. */
const listener = sharedAtom('import.requestListener', () => ({ on: false }));

/** Listens on window for import requests, recording them in the page's store. */
export function listenForImportRequests(): void {
  if (listener.on) return;
  listener.on = true;
  window.addEventListener(IMPORT_REQUESTED, () => getStore().set(importRequestedAtom, true));
}
