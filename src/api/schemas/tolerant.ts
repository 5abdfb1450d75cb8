/**
 * Tolerant schema builders for answers: a field, list item or section that
 * cannot be read is left out (and reported through reading.ts) instead of
 * failing the whole answer (spec §8, a quiet, logged fallback).
 */
import * as v from 'valibot';
import { leaveOut, readPart } from './reading';

/** The schema's output for a missing value (undefined, or its default such as []). */
function absentValue<S extends v.GenericSchema>(schema: S): v.InferOutput<S> | undefined {
  const parsed = v.safeParse(schema, undefined);
  return parsed.success ? parsed.output : undefined;
}

type Field<S extends v.GenericSchema> = v.SchemaWithPipe<readonly [v.UnknownSchema, v.TransformAction<unknown, v.InferOutput<S>>]>;
/** Optional in the output when the schema reads a missing value as undefined; else the schema's default (a list: []). */
type Lenient<S extends v.GenericSchema> = undefined extends v.InferOutput<S>
  ? v.OptionalSchema<Field<S>, undefined>
  : v.OptionalSchema<Field<S>, () => v.InferOutput<S>>;

/**
 * An answer's field read on its own: a value its schema refuses reads as if
 * the field were absent, and is left out with a log entry, so one odd field
 * never costs the item or section that holds it. For answers only; request
 * bodies stay strict.
 */
export function lenient<const S extends v.GenericSchema>(schema: S, what: string): Lenient<S> {
  const field: Field<S> = readOr(schema, () => absentValue(schema) as v.InferOutput<S>, what);
  const absent = absentValue(schema);
  return (absent === undefined ? v.optional(field) : v.optional(field, () => absentValue(schema))) as Lenient<S>;
}

/** A value read with `schema`; null, undefined or a value it refuses reads as `fallback()` (a refused one is logged). */
export function readOr<const S extends v.GenericSchema>(schema: S, fallback: () => v.InferOutput<S>, what: string): Field<S> {
  const read = (value: unknown): v.InferOutput<S> => {
    if (value === null || value === undefined) return fallback();
    const parsed = readPart(schema, value);
    if (parsed.success) return parsed.output;
    leaveOut(what, value, parsed.issues);
    return fallback();
  };
  return v.pipe(v.unknown(), v.transform(read));
}

type LenientEntries<E extends v.ObjectEntries> = { [K in keyof E]: Lenient<E[K]> };

/** Every entry of an answer's object made lenient; `what` names the object in the log ('plan'). */
export function lenientEntries<const E extends v.ObjectEntries>(entries: E, what: string): LenientEntries<E> {
  const mapped = Object.entries(entries).map(([key, schema]) => [key, lenient(schema, `${what} ${key}`)]);
  return Object.fromEntries(mapped) as LenientEntries<E>;
}

/**
 * A list in an answer whose items are checked one by one: an item that fails
 * its schema is dropped and logged, and the rest is kept, so one bad saved
 * item never hides the others (spec §8: a quiet, logged fallback).
 */
export function tolerantList<const S extends v.GenericSchema>(item: S, what: string) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items): v.InferOutput<S>[] =>
      items.flatMap((value) => {
        const parsed = readPart(item, value);
        if (parsed.success) return [parsed.output];
        leaveOut(what, value, parsed.issues);
        return [];
      }),
    ),
  );
}

/** An answer's list read item by item; a missing, null or unreadable list reads as empty. */
export function lenientList<const S extends v.GenericSchema>(item: S, what: string) {
  return lenient(v.optional(tolerantList(item, what), []), `${what} list`);
}

/** An object in an answer, with unknown fields kept; a list is refused (valibot's object schemas accept lists). */
export function answerObject<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(v.unknown(), v.check((value) => !Array.isArray(value), 'an object, not a list'), v.looseObject(entries));
}

const LEFT_OUT = Symbol('left out');

/**
 * The top-level sections of an answer, each read on its own. A section that
 * cannot be read at all is left out of the answer, as if it were not sent, so
 * what the page already shows of it stays (a null section still clears it).
 */
export function sectionsOf<const E extends v.ObjectEntries>(entries: E) {
  const read = (key: string, schema: v.GenericSchema) => (value: unknown) => {
    const parsed = readPart(schema, value);
    if (parsed.success) return parsed.output as unknown;
    leaveOut(`section ${key}`, value, parsed.issues);
    return LEFT_OUT;
  };
  const wrapped = Object.fromEntries(
    Object.entries(entries).map(([key, schema]) => [key, v.optional(v.pipe(v.unknown(), v.transform(read(key, schema))))]),
  );
  return v.pipe(
    answerObject(wrapped),
    v.transform((answer) => Object.fromEntries(Object.entries(answer).filter(([, value]) => value !== LEFT_OUT)) as v.InferOutput<v.LooseObjectSchema<E, undefined>>),
  );
}
