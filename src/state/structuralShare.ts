/**
 * Returns `next`, but reusing every subtree of `prev` that is deeply equal to
 * the matching subtree of `next`. After a profile re-fetch, lists whose data
 * did not change keep their identity, so Jotai does not re-render the
 * elements that read them (the fast-by-default rule: no needless re-render).
 */
export function structuralShare<T>(prev: unknown, next: T): T {
  if (Object.is(prev, next)) return next;
  if (Array.isArray(prev) && Array.isArray(next)) {
    const shared = next.map((item, i) => structuralShare(prev[i], item));
    const same = shared.length === prev.length && shared.every((item, i) => Object.is(item, prev[i]));
    return (same ? prev : shared) as T;
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const keys = Object.keys(next);
    const shared: Record<string, unknown> = {};
    let same = keys.length === Object.keys(prev).length;
    for (const key of keys) {
      shared[key] = structuralShare(prev[key], next[key]);
      if (!Object.is(shared[key], prev[key])) same = false;
    }
    return (same ? prev : shared) as T;
  }
  return next;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
