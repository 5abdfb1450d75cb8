/**
 * `window.shopperProfile`: the page's one runtime. The first copy of the
 * library to load creates it; later copies reuse it (and warn once when their
 * version differs).
 */
import { logger } from '../../platform/logger';
import { configAtom, configure, readPageConfig, type Config, type ConfigPatch } from '../config';
import type { hostActions } from './hostActions';
import { getStore, type Store } from '../store';

declare const __SP_VERSION__: string | undefined;
export const VERSION: string = typeof __SP_VERSION__ === 'string' ? __SP_VERSION__ : 'dev';

type HostActionFunctions = typeof hostActions;

/**
 * What a host page may call (src/state/host/hostActions.ts), typed: each returns
 * what the library's own function returns and loads its code on first call.
 * Every library entry registers all of them before a host can call one.
 */
export type HostActions = { readonly [N in keyof HostActionFunctions]: (...args: Parameters<HostActionFunctions[N]>) => ReturnType<HostActionFunctions[N]> };

export interface ShopperProfileRuntime {
  readonly version: string;
  readonly store: Store;
  readonly config: Config;
  /** Sets any page-config keys (docs/configuration.md); false, with one console warning, when a value is not one the key takes. */
  configure(patch: ConfigPatch): boolean;
  readonly actions: HostActions;
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
    // Filled by registerHostActions, which every entry runs as it loads (before any host code can call).
    actions: {} as HostActions,
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

export function registerAction<N extends keyof HostActions>(name: N, action: HostActions[N]): void {
  const actions = installRuntime().actions as { -readonly [K in keyof HostActions]?: HostActions[K] };
  actions[name] ??= action;
}
