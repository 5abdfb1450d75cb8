/**
 * Classic-script entry for CMS pages that cannot load modules: defines every
 * element. Also exposes `window.ShopperProfileElements.{defineElement, configure}`.
 */
import { registerHostActions } from '../src/state/actions';
import { installRuntime } from '../src/state/runtime';
import { loadAll } from './autoloader';

export { defineElement } from './define';
export { configure } from '../src/state/config';

installRuntime();
registerHostActions();
void loadAll();
