/**
 * Classic-script entry for CMS pages that cannot load modules: defines every
 * element (in a browser; elsewhere nothing). Also exposes
 * `window.ShopperProfileElements.{defineElement, configure}`.
 */
import { inBrowser } from '../src/platform/inBrowser';
import { registerHostActions } from '../src/state/host/actions';
import { installRuntime } from '../src/state/host/runtime';
import { loadAll } from './autoloader';

export { defineElement } from './define';
export { configure } from '../src/state/config';

if (inBrowser()) {
  installRuntime();
  registerHostActions();
  void loadAll();
}
