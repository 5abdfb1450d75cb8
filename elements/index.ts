/**
 * ESM entry: installs the page runtime and loads each element when its tag
 * appears (tags parsed later are caught by the autoloader's observer).
 * `import 'shopper-profile-elements'` is all a host page needs. Outside a
 * browser (a server importing the package) it defines and starts nothing.
 */
import { inBrowser } from '../src/platform/inBrowser';
import { registerHostActions } from '../src/state/host/actions';
import { installRuntime, type ShopperProfileRuntime } from '../src/state/host/runtime';
import { startAutoloader } from './autoloader';
import { watchInput } from './batchedRenders';

export { defineElement } from './define';
// The public API (docs/releasing.md): what a host page may name. Each type a public one refers to is exported too, so
// a host's own declarations can name it (TypeScript's TS2742 otherwise).
export type { AttributesOf, EventsOf, ShopperProfileContracts, ShopperProfileElement, ShopperProfileEventMap, ShopperProfileTag, ShopperProfileTagNameMap, ShopperProfileTags } from './types';
export type { AttributeProperties } from './attributes';
export type { HostEventDetails, HostEventName, ImportEntryPoint, ItemsImported, WindowEventName } from '../src/state/hostEvents';
export type { HostActions, ShopperProfileRuntime } from '../src/state/host/runtime';
export type { Config, ConfigPatch } from '../src/state/config';
export type { Store } from '../src/state/store';
export type { Drug, PharmacyObj } from '../src/api/schemas/drug';
export type { Plan } from '../src/api/schemas/plan';
export type { Provider, ProvidersDetails } from '../src/api/schemas/provider';
export { configure } from '../src/state/config';

function startPage(): ShopperProfileRuntime {
  const runtime = installRuntime();
  // Host pages may call actions before (or without) any element on the page.
  registerHostActions();
  // Before any element mounts: page-wide listeners, added once (see batchedRenders.ts).
  watchInput();
  startAutoloader();
  return runtime;
}

/** `window.shopperProfile`; undefined outside a browser, where nothing is installed. */
export const runtime: ShopperProfileRuntime | undefined = inBrowser() ? startPage() : undefined;
