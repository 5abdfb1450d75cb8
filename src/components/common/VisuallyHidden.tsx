/**
 * Text for screen readers only: kept in the accessibility tree, clipped from
 * view. Styled by `.sp-visually-hidden` in the base sheet every element adopts.
 */
import type { ReactNode } from 'react';

interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
}

export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span className="sp-visually-hidden" id={id}>
      {children}
    </span>
  );
}
