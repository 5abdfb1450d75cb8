/**
 * Heading levels, held in one place. An element's top heading takes its
 * `heading-level` attribute (read and held within its range at the element's
 * edge, elements/attributes.ts); what a section holds sits one level below,
 * and no heading goes above h2 (the host page's) or below h6.
 */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The level `below` levels under `level` (h2 when absent), held within h2..h6. */
export function levelBelow(level: number | undefined, below = 0): HeadingLevel {
  const wanted = Math.round(level ?? 2) + below;
  return Math.min(Math.max(wanted, 2), 6) as HeadingLevel;
}

/** The heading tag of that level, for `<Heading>`-style use: `const Title = headingTag(level, 1)`. */
export function headingTag(level: number | undefined, below = 0): `h${HeadingLevel}` {
  return `h${levelBelow(level, below)}`;
}
