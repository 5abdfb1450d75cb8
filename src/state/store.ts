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

export type Store = ReturnType<typeof createStore>;

export const STORE_KEY = Symbol.for('shopper-profile.store');
const ATOMS_KEY = Symbol.for('shopper-profile.atoms');

type GlobalSlots = {
  [STORE_KEY]?: Store;
  [ATOMS_KEY]?: Map<string, unknown>;
};

const slots = globalThis as unknown as GlobalSlots;

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
