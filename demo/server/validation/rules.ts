/**
 * The reference backend's own body checks, written apart from the client's
 * schemas (src/api/schemas) so a mistake in those is caught by the contract
 * tests instead of being shared. A rule reads one value, records what is
 * wrong with it in the server's own words, and answers the value as the
 * routes use it (numbers as numbers, 'true' as true, null as absent).
 * An object field the rules do not name is refused ('is not a known
 * field'), except in the few objects whose keys are data (`looseFields`).
 * Every body has passed edge.ts first: plain text, bounded depth and size.
 */
import { BODY_LIMITS, edgeIssues, nestsDeeperThan } from './edge';

export interface Issue {
  path: string;
  message: string;
  /** A count over a limit: the body is refused as too large (413), not as malformed. */
  limit?: boolean;
}
export type Rule<T> = (value: unknown, path: string, issues: Issue[]) => T;
export type Checked<R> = R extends Rule<infer T> ? T : never;

const at = (path: string, key: string | number): string => (path ? `${path}.${key}` : String(key));

function rule<T>(message: string, accept: (value: unknown) => T | undefined): Rule<T> {
  return (value, path, issues) => {
    const out = accept(value);
    if (out === undefined) issues.push({ path, message: value === undefined || value === null ? 'is required' : message });
    return out as T;
  };
}

export const text = rule('must be text', (v) => (typeof v === 'string' ? v : undefined));
/** Names, codes and ids: text of at most 200 characters. */
export const shortText = textUpTo(200);
export const filledText = rule('must be non-empty text', (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined));
/** Ids and zip codes: text, or a number sent for one. */
export const textLike = rule('must be text or a number', (v) => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined));
export const filledTextLike = rule('must be a non-empty id', (v) => {
  const out = typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : '';
  return out === '' ? undefined : out;
});
export const numberLike = rule('must be a number', (v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
});
export const positiveNumber = rule('must be a number above 0', (v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
});
export const year = rule('must be a four-digit year', (v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{4}\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1000 && n <= 9999 ? n : undefined;
});
export const boolean = rule('must be true or false', (v) => (typeof v === 'boolean' ? v : undefined));
/** true/false, or the texts 'true'/'false' the services also send. */
export const booleanLike = rule('must be true or false', (v) => {
  if (typeof v === 'boolean') return v;
  const t = typeof v === 'string' ? v.trim().toLowerCase() : '';
  return t === 'true' ? true : t === 'false' ? false : undefined;
});

export function matching(pattern: RegExp, message: string): Rule<string> {
  return rule(message, (v) => (typeof v === 'string' && pattern.test(v.trim()) ? v.trim() : undefined));
}

export function oneOf<const T extends string | number | boolean>(allowed: readonly T[]): Rule<T> {
  return rule(`must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`, (v) => allowed.find((a) => a === v));
}

/** Absent or null reads as absent. */
export function optional<T>(inner: Rule<T>): Rule<T | undefined> {
  return (value, path, issues) => (value === undefined || value === null ? undefined : inner(value, path, issues));
}

/** Text of at most `max` characters (names, codes); longer is refused. */
export function textUpTo(max: number): Rule<string> {
  return rule(`must be text of at most ${max} characters`, (v) => (typeof v === 'string' && v.length <= max ? v : undefined));
}

/** A number from `min` to `max` (a number sent as text too). */
export function numberIn(min: number, max: number): Rule<number> {
  return rule(`must be a number from ${min} to ${max}`, (v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
  });
}

/** A number above 0 and at most `max` (a number sent as text too). */
export function positiveUpTo(max: number): Rule<number> {
  return rule(`must be a number above 0 and at most ${max}`, (v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    return Number.isFinite(n) && n > 0 && n <= max ? n : undefined;
  });
}

/**
 * A link back into this site: a path on it (one leading slash, no
 * backslash, visible ASCII only, so nothing a browser strips or rewrites
 * can turn it into another host), or, when `isSiteOrigin` is given, an
 * http(s) URL whose origin it accepts.
 */
export function siteUrl(isSiteOrigin?: (origin: string) => boolean): Rule<string> {
  return rule(isSiteOrigin ? 'must be a link to this site' : 'must be a path on this site', (v) => {
    if (typeof v !== 'string' || !/^[\x21-\x7e]+$/.test(v) || v.includes('\\')) return undefined;
    if (/^\/(?!\/)/.test(v)) return v;
    const url = isSiteOrigin ? URL.parse(v) : null;
    return url && (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && isSiteOrigin?.(url.origin) ? v : undefined;
  });
}

export function list<T>(item: Rule<T>, opts: { min?: number; max: number; what?: string }): Rule<T[]> {
  return (value, path, issues) => {
    if (!Array.isArray(value)) {
      issues.push({ path, message: 'must be a list' });
      return [];
    }
    if (value.length < (opts.min ?? 0)) issues.push({ path, message: `must list at least ${String(opts.min)} ${opts.what ?? 'item'}` });
    // Over the limit, no item is looked at: refusing costs the same however long the list.
    if (value.length > opts.max) {
      issues.push({ path, message: `must list at most ${opts.max} ${opts.what ?? 'item'}s`, limit: true });
      return [];
    }
    return value.map((entry, i) => item(entry, at(path, i), issues));
  };
}

type Shape = Record<string, Rule<unknown>>;
type Fields<S extends Shape> = { [K in keyof S]: Checked<S[K]> } & Record<string, unknown>;

function object<S extends Shape>(shape: S, strict: boolean): Rule<Fields<S>> {
  return (value, path, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      issues.push({ path, message: path ? 'must be an object' : 'the body must be a JSON object' });
      return {} as Fields<S>;
    }
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (strict) {
      for (const key of Object.keys(out).filter((k) => !Object.hasOwn(shape, k))) issues.push({ path: at(path, key), message: 'is not a known field' });
    }
    for (const [key, check] of Object.entries(shape)) {
      const checked = check(out[key], at(path, key), issues);
      if (checked === undefined) delete out[key];
      else out[key] = checked;
    }
    return out as Fields<S>;
  };
}

/** An object with exactly the named fields: any other key is refused. */
export function fields<S extends Shape>(shape: S): Rule<Fields<S>> {
  return object(shape, true);
}

/** An object whose other keys are data (tracking data, costs by drug code), kept as they came after the edge checks. */
export function looseFields<S extends Shape>(shape: S): Rule<Fields<S>> {
  return object(shape, false);
}

/** Any JSON value (already through the edge checks): fields the server keeps as they come. */
export const anyValue: Rule<unknown> = (value) => value;

/** Text holding JSON (the tracking message), checked by `inner` once parsed. */
export function jsonText<T>(inner: Rule<T>): Rule<T> {
  return (value, path, issues) => {
    if (typeof value !== 'string') {
      issues.push({ path, message: 'must be JSON text' });
      return undefined as T;
    }
    try {
      if (nestsDeeperThan(value, BODY_LIMITS.depth)) throw new Error('too deep');
      const parsed = JSON.parse(value) as unknown;
      // The JSON inside the text is held to the same edge rules as the body around it.
      const found = edgeIssues(parsed, path);
      if (found.length) {
        issues.push(...found);
        return undefined as T;
      }
      return inner(parsed, path, issues);
    } catch {
      issues.push({ path, message: 'must be JSON text' });
      return undefined as T;
    }
  };
}

/** Runs a body rule: the checked value, or the issues found. */
export function check<T>(body: Rule<T>, value: unknown): { ok: true; value: T } | { ok: false; issues: Issue[] } {
  const issues: Issue[] = [];
  const out = body(value, '', issues);
  return issues.length ? { ok: false, issues } : { ok: true, value: out };
}
