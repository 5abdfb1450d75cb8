/**
 * Reading answers tolerantly: each part on its own, what cannot be read left
 * out and reported once with the call's name (spec §8), and the two building
 * blocks every answer schema uses. Kept apart from the field schemas
 * (common.ts) and the tolerant schema builders (tolerant.ts) because the one
 * HTTP client reads every answer with it: a page that needs only CMS copy
 * loads this and not the rest.
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

export function leaveOut(what: string, value: unknown, issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): void {
  const part = { what, value, issues: v.flatten(issues) };
  if (unreadableParts) unreadableParts.push(part);
  else logger.warn(`Left out an unreadable ${what}`, part);
}

/**
 * Parses a part on its own. What its inner parts left out counts only when
 * the part itself reads, so a dropped item is reported once, not again for
 * each of its fields.
 */
export function readPart<const S extends v.GenericSchema>(schema: S, value: unknown) {
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
