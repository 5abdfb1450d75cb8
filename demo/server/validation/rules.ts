/**
 * The reference backend's own body checks, written apart from the client's
 * schemas (src/api/schemas) so a mistake in those is caught by the contract
 * tests instead of being shared. A rule reads one value, records what is
 * wrong with it in the server's own words, and answers the value as the
 * routes use it (numbers as numbers, 'true' as true, null as absent).
 * Objects keep fields the rules do not name, as real services do.
 */
export interface Issue { path: string; message: string }
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

export function list<T>(item: Rule<T>, opts: { min?: number; what?: string } = {}): Rule<T[]> {
  return (value, path, issues) => {
    if (!Array.isArray(value)) {
      issues.push({ path, message: 'must be a list' });
      return [];
    }
    if (value.length < (opts.min ?? 0)) issues.push({ path, message: `must list at least ${String(opts.min)} ${opts.what ?? 'item'}` });
    return value.map((entry, i) => item(entry, at(path, i), issues));
  };
}

type Shape = Record<string, Rule<unknown>>;
type Fields<S extends Shape> = { [K in keyof S]: Checked<S[K]> } & Record<string, unknown>;

export function fields<S extends Shape>(shape: S): Rule<Fields<S>> {
  return (value, path, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      issues.push({ path, message: path ? 'must be an object' : 'the body must be a JSON object' });
      return {} as Fields<S>;
    }
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [key, check] of Object.entries(shape)) {
      const checked = check(out[key], at(path, key), issues);
      if (checked === undefined) delete out[key];
      else out[key] = checked;
    }
    return out as Fields<S>;
  };
}

/** Text holding JSON (the tracking message), checked by `inner` once parsed. */
export function jsonText<T>(inner: Rule<T>): Rule<T> {
  return (value, path, issues) => {
    if (typeof value !== 'string') {
      issues.push({ path, message: 'must be JSON text' });
      return undefined as T;
    }
    try {
      return inner(JSON.parse(value) as unknown, path, issues);
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
