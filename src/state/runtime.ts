/**
 * `window.shopperProfile`: the page's one runtime. The first copy of the
 * library to load creates it; later copies reuse it (and warn once when their
 * version differs).
 */
import { logger } from '../platform/logger';
import { configAtom, configure, readPageConfig, type Config } from './config';
import { getStore, type Store } from './store';

declare const __SP_VERSION__: string | undefined;
export const VERSION: string = typeof __SP_VERSION__ === 'string' ? __SP_VERSION__ : 'dev';

/** Host-callable actions; state modules register theirs with `registerAction`. */
export type Actions = Record<string, (...args: never[]) => unknown>;

export interface ShopperProfileRuntime {
  readonly version: string;
  readonly store: Store;
  readonly config: Config;
  configure(patch: unknown): boolean;
  readonly actions: Actions;
}

declare global {
  interface Window {
    shopperProfile?: ShopperProfileRuntime;
  }
}

function createRuntime(): ShopperProfileRuntime {
  const store = getStore();
  return {
    version: VERSION,
    store,
    get config() {
      return store.get(configAtom);
    },
    configure,
    actions: {},
  };
}

/** Installs (or joins) the page runtime and reads the page config. */
export function installRuntime(): ShopperProfileRuntime {
  const existing = window.shopperProfile;
  if (existing && existing.store === getStore()) {
    if (existing.version !== VERSION) {
      logger.warnOnce(`Two versions of shopper-profile-elements on one page (${existing.version} and ${VERSION}); the first one runs`);
    }
    return existing;
  }
  const runtime = createRuntime();
  Object.defineProperty(window, 'shopperProfile', { value: runtime, configurable: true, enumerable: false, writable: false });
  readPageConfig();
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => readPageConfig(), { once: true });
  }
  return runtime;
}

export function registerAction(name: string, action: (...args: never[]) => unknown): void {
  const runtime = installRuntime();
  runtime.actions[name] ??= action;
}
