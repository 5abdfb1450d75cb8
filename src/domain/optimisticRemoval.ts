/**
 * Optimistic removal as pure list operations (spec §4.12): remove at once,
 * restore at the old position on failure (counts and exists-flags are derived
 * from the lists in the state).
 */
export interface Removal<T> {
  item: T;
  index: number;
}

/** Removes the item at index; null when the index is out of range. */
export function removeAt<T>(list: readonly T[], index: number): { list: T[]; removal: Removal<T> } | null {
  const item = list[index];
  if (index < 0 || item === undefined) return null;
  return { list: [...list.slice(0, index), ...list.slice(index + 1)], removal: { item, index } };
}

/** Puts a removed item back at its old index (at the end when the list got shorter meanwhile). */
export function restoreAt<T>(list: readonly T[], removal: Removal<T>): T[] {
  const index = Math.min(Math.max(removal.index, 0), list.length);
  return [...list.slice(0, index), removal.item, ...list.slice(index)];
}
