/**
 * A derived atom that keeps returning its previous array while the new one
 * holds the same items, so a change elsewhere in the profile does not
 * re-render elements that read this list.
 */
import { atom, type Atom, type Getter } from 'jotai';

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => Object.is(item, b[i]));
}

export function stableListAtom<T>(read: (get: Getter) => readonly T[]): Atom<readonly T[]> {
  let previous: readonly T[] | undefined;
  return atom((get) => {
    const next = read(get);
    if (previous && sameItems(previous, next)) return previous;
    previous = next;
    return next;
  });
}
