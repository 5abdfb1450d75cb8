/**
 * The attributes an element accepts, declared once per element (its
 * `defineElement` options): type, default and range. Every value a host
 * sets is converted here, at the element's edge, so a component receives
 * only values it can use: `heading-level="7"` is read as 6, a word where a
 * number belongs as the default, an unknown variant as the default.
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface AttributeSpec {
  type: AttributeType;
  /** Used when the attribute is absent or its value cannot be read. */
  default?: unknown;
  /** Numbers: rounded, then held within [min, max]. */
  min?: number;
  max?: number;
  /** Strings: the values accepted; any other reads as the default. */
  values?: readonly string[];
}

export type AttributeSpecs = Readonly<Record<string, AttributeSpec>>;

/** The level of an element's top heading: h2 by default, h2 to h6 (nested headings go one level below, to h6 at most). */
export const HEADING_LEVEL = { type: 'number', default: 2, min: 2, max: 6 } as const satisfies AttributeSpec;

/** As HEADING_LEVEL, for elements whose cards take the level below their sections' (h5 at most, so cards reach h6). */
export const SECTION_HEADING_LEVEL = { ...HEADING_LEVEL, max: 5 } as const satisfies AttributeSpec;

function readNumber(spec: AttributeSpec, value: unknown): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return spec.default;
  return Math.min(Math.max(Math.round(value), spec.min ?? -Infinity), spec.max ?? Infinity);
}

function readString(spec: AttributeSpec, value: unknown): unknown {
  if (typeof value !== 'string') return spec.default;
  return !spec.values || spec.values.includes(value) ? value : spec.default;
}

/** One attribute's value as the component gets it. */
export function readAttribute(spec: AttributeSpec, value: unknown): unknown {
  if (value === undefined || value === null) return spec.default;
  if (spec.type === 'number') return readNumber(spec, value);
  if (spec.type === 'string') return readString(spec, value);
  return value;
}

/** The props a component gets: every declared attribute converted, the rest as they came. */
export function readAttributes(specs: AttributeSpecs, props: Record<string, unknown>): Record<string, unknown> {
  const read = { ...props };
  for (const [name, spec] of Object.entries(specs)) read[name] = readAttribute(spec, props[name]);
  return read;
}

/** What each attribute type holds, for the element's typed properties. */
interface AttributeValues {
  string: string;
  number: number;
  boolean: boolean;
  json: unknown;
}

/** An attribute's value type: its listed values, or its type's. */
export type AttributeValue<S extends AttributeSpec> = S['values'] extends readonly (infer V)[] ? V : AttributeValues[S['type']];

/** The element's properties for its declared attributes (camelCase, as r2wc names them). */
export type AttributeProperties<A extends AttributeSpecs> = { -readonly [K in keyof A]?: AttributeValue<A[K]> };

type Kebab<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}` : S;

/** The element's attributes as markup writes them (kebab-case, text). */
export type AttributeNames<A extends AttributeSpecs> = { [K in keyof A & string as Kebab<K>]?: string | number };
