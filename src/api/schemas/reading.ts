/**
 * Reading answers tolerantly: each part on its own, what cannot be read left
 * out and reported once with the call's name (spec §8), and the two building
 * blocks every answer schema uses. Kept apart from the field schemas
 * (common.ts) because the one HTTP client reads every answer with it: a page
 * that needs only CMS copy loads this and not the rest.
 */
import * as v from 'valibot';
import { logger } from '../../platform/logger';

/** Optional and nullable on input; `T | undefined` on output. */
export function opt<const S extends v.GenericSchema>(schema: S) {
  return v.optional(v.pipe(v.nullable(schema), v.transform((value) => value ?? undefined)));
}

/** Text, or a number sent where text is meant (zip codes, ids). */
export const StringLikeSchema = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);

/** A part of an answer that could not be read and was left out. */
export interface Unreadable {
  /** What it was, e.g. 'saved plan' or 'plan effectiveDate'. */
  what: string;
  value: unknown;
  issues: v.FlatErrors<undefined>;
}

/** Parts left out while an answer is read; null outside readAnswer (then each is logged on its own). */
let unreadableParts: Unreadable[] | null = null;

function leaveOut(what: string, value: unknown, issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): void {
  const part = { what, value, issues: v.flatten(issues) };
  if (unreadableParts) unreadableParts.push(part);
  else logger.warn(`Left out an unreadable ${what}`, part);
}

/**
 * Parses a part on its own. What its inner parts left out counts only when
 * the part itself reads, so a dropped item is reported once, not again for
 * each of its fields.
 */
function readPart<const S extends v.GenericSchema>(schema: S, value: unknown) {
  const outer = unreadableParts;
  unreadableParts = [];
  try {
    const parsed = v.safeParse(schema, value);
    if (parsed.success) outer?.push(...unreadableParts);
    if (parsed.success && !outer) for (const part of unreadableParts) logger.warn(`Left out an unreadable ${part.what}`, part);
    return parsed;
  } finally {
    unreadableParts = outer;
  }
}

/**
 * Reads a whole answer and collects what its tolerant parts left out, so the
 * caller logs it once, with the call's name (src/api/http.ts).
 */
export function readAnswer<const S extends v.GenericSchema>(schema: S, value: unknown) {
  const outer = unreadableParts;
  unreadableParts = [];
  try {
    return { parsed: v.safeParse(schema, value), unreadable: unreadableParts };
  } finally {
    unreadableParts = outer;
  }
}

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
