/**
 * React keys from an item's own identity, so removing one row of a long list
 * re-renders nothing else (an index in the key would shift every row after
 * it). A repeated identity gets a `#n` suffix so keys stay unique.
 */
export function stableKeys<T>(items: readonly T[], identity: (item: T) => string): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const id = identity(item);
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    return n === 0 ? id : `${id}#${n}`;
  });
}
