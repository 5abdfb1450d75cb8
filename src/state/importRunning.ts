/**
 * Whether an import (and the reload after it) is running, and which element
 * shows the page-level loading screen for it (spec §4.3). Apart from
 * import.ts so the elements that show the screen do not load the import code.
 */
import { atom } from 'jotai';
import { sharedAtom } from './store';

/** An import (and the reload after it) is running: drives the page-level loading screen. */
export const importRunningAtom = sharedAtom('import.running', () => atom(false));

/**
 * The element that shows the loading screen: the first to claim it. Several
 * elements can show it (profile, dashboard, import dialog) and a page may hold
 * any of them, but a person must see one screen, not one per element.
 */
export const importLoadingScreenOwnerAtom = sharedAtom('import.loadingScreenOwner', () => atom<symbol | null>(null));
