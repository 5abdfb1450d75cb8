/**
 * The page's one Jotai store and one set of atoms, shared by every copy of
 * the library on the page (ESM build, classic script, another version).
 *
 * Jotai keys state by atom identity, so sharing the store is not enough: a
 * second copy of the code would create its own atoms and see none of the
 * first copy's state. Every atom is therefore created through `sharedAtom`,
 * which returns the atom the first copy registered under the same key.
 */
import { createStore } from 'jotai';
import { inBrowser } from '../platform/inBrowser';

export type Store = ReturnType<typeof createStore>;

export const STORE_KEY = Symbol.for('shopper-profile.store');
const ATOMS_KEY = Symbol.for('shopper-profile.atoms');

type GlobalSlots = {
  [STORE_KEY]?: Store;
  [ATOMS_KEY]?: Map<string, unknown>;
};

/**
 * The page's slots; outside a browser (a server importing the package) the
 * module's own, so an import leaves no trace on the server's globals.
 */
const slots = (inBrowser() ? globalThis : {}) as unknown as GlobalSlots;

export function getStore(): Store {
  slots[STORE_KEY] ??= createStore();
  return slots[STORE_KEY];
}

/** Returns the page-wide atom registered under `key`, creating it on first use. */
export function sharedAtom<A>(key: string, create: () => A): A {
  slots[ATOMS_KEY] ??= new Map();
  const registry = slots[ATOMS_KEY];
  if (!registry.has(key)) registry.set(key, create());
  return registry.get(key) as A;
}

/**
 * Per-store, non-reactive working state (a load in flight, "started once"):
 * kept beside the store rather than in module variables, so a new store (a
 * test, a host that resets) starts clean, and shared by every library copy.
 */
export function storeSlot<T extends object>(key: string, create: () => T): (store: Store) => T {
  const slots = sharedAtom(`slot.${key}`, () => new WeakMap<Store, T>());
  return (store) => {
    let slot = slots.get(store);
    if (!slot) {
      slot = create();
      slots.set(store, slot);
    }
    return slot;
  };
}

/**
 * Replaces the page's store with a fresh one (tests; a host resetting the page state).
 * @internal test seam: knip (production mode) lets tests be its only users.
 */
export function resetStore(): Store {
  slots[STORE_KEY] = createStore();
  return slots[STORE_KEY];
}
