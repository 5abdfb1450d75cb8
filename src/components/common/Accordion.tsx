/**
 * Accordion as a list of disclosures (the FAQ, spec §2.2): each item is a
 * heading holding a button with aria-expanded that shows or hides its region.
 * Items open independently; Enter and Space work because it is a real button.
 *
 *   <Accordion>
 *     <AccordionItem heading="How can I talk to someone?">...</AccordionItem>
 *   </Accordion>
 */
import { useId, useState, type ReactNode } from 'react';
import { Icon } from './Icon';
import { useSheet } from './useSheet';
import { accordionCss } from './Accordion.css';
import { Heading } from './headings';


export function Accordion({ children, className }: { children: ReactNode; className?: string }) {
  useSheet(accordionCss, 'common');
  return <div className={className ? `sp-accordion ${className}` : 'sp-accordion'}>{children}</div>;
}

interface AccordionItemProps {
  heading: ReactNode;
  /** Starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Controlled open state; pair with onToggle. */
  open?: boolean;
  onToggle?: (open: boolean) => void;
  children: ReactNode;
}

export function AccordionItem({ heading, defaultOpen = false, open, onToggle, children }: AccordionItemProps) {
  useSheet(accordionCss, 'common');
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const expanded = open ?? ownOpen;
  const buttonId = useId();
  const panelId = useId();
  const toggle = () => {
    setOwnOpen(!expanded);
    onToggle?.(!expanded);
  };
  return (
    <div className="sp-accordion__item">
      <Heading className="sp-accordion__heading">
        <button type="button" id={buttonId} className="sp-accordion__button" aria-expanded={expanded} aria-controls={panelId} onClick={toggle}>
          <span className="sp-accordion__title">{heading}</span>
          <Icon name="chevron-down" className="sp-accordion__chevron" />
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} className="sp-accordion__panel" hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}
