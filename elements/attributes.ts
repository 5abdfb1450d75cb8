/**
 * The attributes an element accepts, declared once per element (its
 * contract): type, default and range. Every value a host sets, as markup or
 * through the property, is read here from the attribute's text, at the
 * element's edge, so a component receives only values it can use:
 * `heading-level="7"` is read as 6, a word where a number belongs as the
 * default, an unknown variant as the default, a removed attribute as the
 * default.
 */
import { FIRST_HEADING_LEVEL, LAST_HEADING_LEVEL } from '../src/components/common/headings';

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

/** Level of the element's top heading (h2 by default); what each of its sections holds goes one level below, h6 at most. */
export const HEADING_LEVEL = {
  type: 'number',
  default: FIRST_HEADING_LEVEL,
  min: FIRST_HEADING_LEVEL,
  max: LAST_HEADING_LEVEL,
} as const satisfies AttributeSpec;

/** As HEADING_LEVEL, for elements whose cards take the level below their sections' (h5 at most, so cards reach h6). */
export const SECTION_HEADING_LEVEL = { ...HEADING_LEVEL, max: 5 } as const satisfies AttributeSpec;

/** The attributes every element takes unless it declares its own of that name or opts out (ElementOptions). */
export const DEFAULT_ATTRIBUTES = { headingLevel: HEADING_LEVEL } as const;

/**
 * An element's attributes: the defaults, then its own (an own one of the same
 * name, e.g. a narrower heading-level range, takes the default's place);
 * `headingLevel: false` leaves heading-level out (a tag with no heading of
 * its own to place, or whose outline is the page's).
 */
export function elementAttributes({ attributes = {}, headingLevel }: { attributes?: AttributeSpecs; headingLevel?: false }): AttributeSpecs {
  return headingLevel === false ? attributes : { ...DEFAULT_ATTRIBUTES, ...attributes };
}

/** A property's attribute name: headingLevel → heading-level. */
export function attributeName(property: string): string {
  return property.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

function readNumber(spec: AttributeSpec, text: string): unknown {
  // parseFloat, as r2wc read numbers before: '3rd' is 3.
  const value = parseFloat(text);
  if (!Number.isFinite(value)) return spec.default;
  return Math.min(Math.max(Math.round(value), spec.min ?? -Infinity), spec.max ?? Infinity);
}

function readString(spec: AttributeSpec, text: string): unknown {
  return !spec.values || spec.values.includes(text) ? text : spec.default;
}

function readJson(spec: AttributeSpec, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return spec.default;
  }
}

const READERS: Record<AttributeType, (spec: AttributeSpec, text: string) => unknown> = {
  number: readNumber,
  string: readString,
  // As r2wc read booleans: 'true', 'yes', '1'... are true.
  boolean: (_spec, text) => /^[ty1-9]/i.test(text),
  json: readJson,
};

/** One attribute's value as the element's properties and its component get it, from the markup's text (null: absent). */
export function readAttribute(spec: AttributeSpec, text: string | null): unknown {
  return text === null ? spec.default : READERS[spec.type](spec, text);
}

/** The props a component gets: every declared attribute read from its text (texts by attribute name). */
export function readAttributes(specs: AttributeSpecs, texts: Readonly<Record<string, string | null>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(specs).map(([property, spec]) => [property, readAttribute(spec, texts[attributeName(property)] ?? null)]));
}

/** The text a property's value is written as in its attribute; null removes the attribute. */
export function attributeText(spec: AttributeSpec, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return spec.type === 'json' ? JSON.stringify(value) : String(value);
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
