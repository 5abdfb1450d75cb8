/** One dashboard section: a region named by its heading. */
import { useId, type ReactNode } from 'react';
import { headingTag, type HeadingLevel } from '../common/headings';

interface SectionProps {
  heading: ReactNode;
  headingLevel: HeadingLevel;
  className: string;
  part?: string;
  children: ReactNode;
}

export function Section({ heading, headingLevel, className, part, children }: SectionProps) {
  const headingId = useId();
  const Heading = headingTag(headingLevel);
  return (
    <section className={`sp-dashboard__section ${className}`} aria-labelledby={headingId} part={part ?? 'section'}>
      <Heading id={headingId} className="sp-dashboard__heading">
        {heading}
      </Heading>
      {children}
    </section>
  );
}
