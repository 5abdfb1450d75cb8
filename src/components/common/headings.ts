import type { HeadingLevel } from './Accordion';

/** The heading tag for a level, one level below when `below` is set; never deeper than h6. */
export function headingTag(level: number | undefined, below = 0): `h${HeadingLevel}` {
  const wanted = Math.round(level ?? 2) + below;
  return `h${Math.min(Math.max(wanted, 2), 6) as HeadingLevel}`;
}
