/** One dashboard section: a region named by its heading, at the element's level; what it holds sits one level below. */
import { useId, type ReactNode } from 'react';
import { Heading, Section } from '../common/headings';

interface DashboardSectionProps {
  heading: ReactNode;
  className: string;
  part?: string;
  /** Its heading takes focus when what had it goes (a removed plan's card, RemovePlanDialog.tsx). */
  focusFallback?: boolean;
  children: ReactNode;
}

export function DashboardSection({ heading, className, part, focusFallback, children }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <section className={`sp-dashboard__section ${className}`} aria-labelledby={headingId} part={part ?? 'section'}>
      <Heading id={headingId} className="sp-dashboard__heading" {...(focusFallback && { tabIndex: -1, 'data-focus-fallback': '' })}>
        {heading}
      </Heading>
      <Section>{children}</Section>
    </section>
  );
}
