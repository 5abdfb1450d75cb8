/**
 * localStorage / sessionStorage writes, and the raw text the one reader
 * (src/platform/storedValue.ts) reads. Never throws: blocked storage
 * (privacy modes, sandboxed frames) and quota errors report false.
 */

export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | undefined {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The raw stored text (null when none), or undefined when storage is blocked.
 * Read values through src/platform/storedValue.ts, the one reader.
 */
export function storageText(which: StorageArea, key: string): string | null | undefined {
  try {
    return area(which)?.getItem(key);
  } catch {
    return undefined;
  }
}

/** Stores text; false when storage is blocked or full. */
export function writeText(which: StorageArea, key: string, text: string): boolean {
  try {
    const storage = area(which);
    if (!storage) return false;
    storage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** Stores a value as JSON; undefined removes the key. */
export function writeJson(which: StorageArea, key: string, value: unknown): boolean {
  if (value === undefined) {
    removeItem(which, key);
    return true;
  }
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeText(which, key, text);
}

export function removeItem(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Blocked storage has nothing to remove.
  }
}

/** Removes every key of the area whose name passes `select`. */
export function removeKeys(which: StorageArea, select: (key: string) => boolean): void {
  try {
    const storage = area(which);
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null && select(k));
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Blocked storage has nothing to remove.
  }
}
