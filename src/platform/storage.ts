/**
 * localStorage / sessionStorage with JSON. Never throws: blocked storage
 * (privacy modes, sandboxed frames), quota errors and bad JSON all read as
 * absent or report false. The texts 'undefined' and 'null' read as absent.
 */
import * as v from 'valibot';
import { isAbsentText } from './absent';

export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | undefined {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored text, or undefined when absent or unreadable. */
export function readText(which: StorageArea, key: string): string | undefined {
  try {
    const text = area(which)?.getItem(key);
    return isAbsentText(text) ? undefined : text;
  } catch {
    return undefined;
  }
}

/** The parsed JSON value; with a schema, only a value that passes it. */
export function readJson(which: StorageArea, key: string): unknown;
export function readJson<S extends v.GenericSchema>(which: StorageArea, key: string, schema: S): v.InferOutput<S> | undefined;
export function readJson(which: StorageArea, key: string, schema?: v.GenericSchema): unknown {
  const text = readText(which, key);
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (value === null) return undefined;
  if (!schema) return value;
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : undefined;
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

/** Clears one area (sign-out clears browser storage, spec §4.14). */
export function clearArea(which: StorageArea): void {
  try {
    area(which)?.clear();
  } catch {
    // Blocked storage has nothing to clear.
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
