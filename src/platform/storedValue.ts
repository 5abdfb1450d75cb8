/**
 * The one reader of stored values: cookies, localStorage and sessionStorage
 * (spec §4.1, §8). Every read in the library goes through here, so every
 * stored value is treated alike:
 * - absent: no value, blank text, or the texts 'undefined' / 'null';
 * - unreadable (logged, then read as absent): bad JSON, or a value that fails
 *   the caller's valibot schema;
 * - blocked storage, a throwing schema or a huge value never throw.
 */
import * as v from 'valibot';
import { isPresent } from '../domain/storedValue';
import { cookieText } from './cookies';
import { logger } from './logger';
import { storageText, type StorageArea } from './storage';

/** Where a value is kept: a storage area, or the page's cookies. */
export type StoredPlace = StorageArea | 'cookie';

export type StoredRead<T> =
  | { state: 'absent' }
  /** Something is stored but it cannot be read; it is logged and must not be taken for "nothing stored". */
  | { state: 'unreadable' }
  | { state: 'read'; value: T };

const ABSENT = { state: 'absent' } as const;
const UNREADABLE = { state: 'unreadable' } as const;

function rawText(place: StoredPlace, key: string): string | null | undefined {
  return place === 'cookie' ? cookieText(key) : storageText(place, key);
}

function unreadable(place: StoredPlace, key: string, why: string, detail?: unknown): typeof UNREADABLE {
  logger.warn(`Stored value ${place}:${key} is unreadable (${why}); read as absent`, detail);
  return UNREADABLE;
}

function check<S extends v.GenericSchema>(place: StoredPlace, key: string, schema: S, value: unknown): StoredRead<v.InferOutput<S>> {
  try {
    const parsed = v.safeParse(schema, value);
    return parsed.success ? { state: 'read', value: parsed.output } : unreadable(place, key, 'wrong shape', v.flatten(parsed.issues));
  } catch (error) {
    return unreadable(place, key, 'wrong shape', error);
  }
}

/** The stored text, passed through the caller's schema when one is given. */
function readStoredTextResult<S extends v.GenericSchema<string, unknown>>(place: StoredPlace, key: string, schema?: S): StoredRead<v.InferOutput<S>> {
  const text = rawText(place, key);
  if (!isPresent(text)) return ABSENT;
  return schema ? check(place, key, schema, text) : { state: 'read', value: text };
}

/** The stored text (with a schema: only text that passes it), or undefined. */
export function readStoredText(place: StoredPlace, key: string): string | undefined;
export function readStoredText<S extends v.GenericSchema<string, unknown>>(place: StoredPlace, key: string, schema: S): v.InferOutput<S> | undefined;
export function readStoredText(place: StoredPlace, key: string, schema?: v.GenericSchema<string, unknown>): unknown {
  const read = readStoredTextResult(place, key, schema);
  return read.state === 'read' ? read.value : undefined;
}

/** A stored JSON value read through the caller's schema, telling absent apart from unreadable. */
export function readStored<S extends v.GenericSchema>(place: StoredPlace, key: string, schema: S): StoredRead<v.InferOutput<S>> {
  const text = rawText(place, key);
  if (!isPresent(text)) return ABSENT;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return unreadable(place, key, 'not JSON', error instanceof Error ? error.message : undefined);
  }
  if (value === null) return ABSENT;
  return check(place, key, schema, value);
}

/** A stored JSON value that passes the caller's schema, or undefined (absent or unreadable). */
export function readStoredJson<S extends v.GenericSchema>(place: StoredPlace, key: string, schema: S): v.InferOutput<S> | undefined {
  const read = readStored(place, key, schema);
  return read.state === 'read' ? read.value : undefined;
}
