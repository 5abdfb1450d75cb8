/**
 * A card: a bordered box with an optional heading, body and footer. An
 * <article> labelled by its heading by default (plan cards, application
 * cards), or a <section>/<div> when it is not a self-contained item.
 */
import { useId, type ReactNode } from 'react';
import { useSheet } from './useSheet';
import { cardCss } from './Card.css';
import { Heading } from './headings';

interface CardProps {
  heading?: ReactNode;
  /** Shown above the heading, e.g. the plan-type Tag. */
  eyebrow?: ReactNode;
  footer?: ReactNode;
  as?: 'article' | 'section' | 'div';
  className?: string;
  children?: ReactNode;
}

export function Card({ heading, eyebrow, footer, as: Tag = 'article', className, children }: CardProps) {
  useSheet(cardCss, 'common');
  const headingId = useId();
  return (
    <Tag className={className ? `sp-card ${className}` : 'sp-card'} aria-labelledby={heading ? headingId : undefined} part="card">
      {eyebrow && <div className="sp-card__eyebrow">{eyebrow}</div>}
      {heading && (
        <Heading id={headingId} className="sp-card__heading">
          {heading}
        </Heading>
      )}
      {children && <div className="sp-card__body">{children}</div>}
      {footer && <div className="sp-card__footer">{footer}</div>}
    </Tag>
  );
}
