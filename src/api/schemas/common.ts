/**
 * Building blocks for the response and request schemas. Real services are
 * loose: fields go missing, come as null, numbers come as text and booleans
 * as 'true'/'false'. These helpers accept that and hand callers one clean
 * type (null becomes undefined, text numbers become numbers). How an
 * answer is read part by part is in reading.ts.
 */
import * as v from 'valibot';
import { opt } from './reading';

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
