/**
 * ESM entry: installs the page runtime and loads each element when its tag
 * appears (tags parsed later are caught by the autoloader's observer).
 * `import 'shopper-profile-elements'` is all a host page needs.
 */
import { registerHostActions } from '../src/state/actions';
import { installRuntime } from '../src/state/runtime';
import { startAutoloader } from './autoloader';
import { watchInput } from './batchedRenders';

export { defineElement } from './define';
export type { ShopperProfileContracts, ShopperProfileElement, ShopperProfileEventMap, ShopperProfileTag, ShopperProfileTagNameMap } from './types';
export type { HostEventDetails, HostEventName, ImportEntryPoint, ItemsImported } from '../src/state/hostEvents';
export { configure } from '../src/state/config';
export const runtime = installRuntime();
// Host pages may call actions before (or without) any element on the page.
registerHostActions();
// Before any element mounts: page-wide listeners, added once (see batchedRenders.ts).
watchInput();

startAutoloader();
