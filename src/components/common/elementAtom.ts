/**
 * State that belongs to the element showing it rather than to the page, such
 * as which item a remove pop-up asks about. Each element (the host of the
 * component) gets its own atom, so two elements on one page (the dashboard
 * and the saved plans) never open, close or change each other's pop-ups.
 */
import { atom, type PrimitiveAtom } from 'jotai';
import { useHost } from './host';

/** Components rendered outside an element (tests, a React host) share this key. */
const NO_ELEMENT = {};

/** A hook giving this element's own atom, created with `initial` on first use. */
export function elementAtom<T>(initial: T): () => PrimitiveAtom<T> {
  const atoms = new WeakMap<object, PrimitiveAtom<T>>();
  return function useElementAtom() {
    const key = useHost() ?? NO_ELEMENT;
    let own = atoms.get(key);
    if (!own) {
      own = atom(initial);
      atoms.set(key, own);
    }
    return own;
  };
}
