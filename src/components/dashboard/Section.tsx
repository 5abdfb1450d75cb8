/** One dashboard section: a region named by its heading. */
import { useId, type ReactNode } from 'react';
import type { HeadingLevel } from '../common/Accordion';

interface SectionProps {
  heading: ReactNode;
  headingLevel: HeadingLevel;
  className: string;
  part?: string;
  children: ReactNode;
}

export function Section({ heading, headingLevel, className, part, children }: SectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`sp-dashboard__section ${className}`} aria-labelledby={headingId} part={part ?? 'section'}>
      <Heading id={headingId} className="sp-dashboard__heading">
        {heading}
      </Heading>
      {children}
    </section>
  );
}

/** Next heading level down, capped at 6. */
export function subLevel(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}
