/** Classic-script entry for CMS pages that cannot load modules: defines every element. */
import { installRuntime } from '../src/state/runtime';
import { loadAll } from './autoloader';

installRuntime();
void loadAll();
