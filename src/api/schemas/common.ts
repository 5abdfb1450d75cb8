/**
 * Building blocks for the response and request schemas. Real services are
 * loose: fields go missing, come as null, numbers come as text and booleans
 * as 'true'/'false'. These helpers accept that and hand callers one clean
 * type (null becomes undefined, text numbers become numbers).
 */
import * as v from 'valibot';
import { logger } from '../../platform/logger';

/** Optional and nullable on input; `T | undefined` on output. */
export function opt<const S extends v.GenericSchema>(schema: S) {
  return v.optional(v.pipe(v.nullable(schema), v.transform((value) => value ?? undefined)));
}

/** A number, or text holding one ('2025', ' 12.5 '). */
export const NumberLikeSchema = v.union([
  v.number(),
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(),
    v.transform(Number),
    v.check((n) => Number.isFinite(n), 'not a number'),
  ),
]);

/** Text, or a number sent where text is meant (zip codes, ids). */
export const StringLikeSchema = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);

/** A boolean, or the texts 'true' / 'false' (spec §3.1: mailOrder is text). */
export const BooleanLikeSchema = v.union([
  v.boolean(),
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['true', 'false']),
    v.transform((text) => text === 'true'),
  ),
]);

/**
 * Money as services send it: a number or a display text ('$24.00'). Kept as
 * sent; the domain's cost rules decide what is "not a number" (spec §5.5).
 */
export const AmountSchema = v.union([v.number(), v.string()]);

/** A value wrapped as { value } (outofPocketMaximum, partDDeductible). */
export const ValueObjectSchema = v.looseObject({ value: opt(AmountSchema) });

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
        const parsed = v.safeParse(item, value);
        if (parsed.success) return [parsed.output];
        logger.warn(`Dropped an unreadable ${what} from the answer`, { value, issues: v.flatten(parsed.issues) });
        return [];
      }),
    ),
  );
}

/**
 * One part of an answer read on its own: a value that fails its schema is
 * logged and read as absent, so the rest of the answer is still read.
 */
export function tolerantPart<const S extends v.GenericSchema>(schema: S, what: string) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): v.InferOutput<S> | undefined => {
        if (value === undefined || value === null) return undefined;
        const parsed = v.safeParse(schema, value);
        if (parsed.success) return parsed.output;
        logger.warn(`Dropped an unreadable ${what} from the answer`, { value, issues: v.flatten(parsed.issues) });
        return undefined;
      }),
    ),
  );
}

/** A list that some services send as a single object. */
export function listOf<const S extends v.GenericSchema>(item: S) {
  return v.union([v.array(item), v.pipe(item, v.transform((one) => [one]))]);
}

/** Plan year: a four-digit year, as number or text. */
export const PlanYearSchema = v.pipe(NumberLikeSchema, v.integer(), v.minValue(1000), v.maxValue(9999));

/** The five plan kinds of spec §1, upper-cased on input. */
export const PLAN_TYPES = ['MA', 'MAPD', 'PDP', 'SNP', 'MS'] as const;
export const PlanTypeSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(PLAN_TYPES));
export type PlanType = v.InferOutput<typeof PlanTypeSchema>;

/** Any answer whose body the client does not read (tracking, reminder e-mail). */
export const IgnoredBodySchema = v.unknown();
