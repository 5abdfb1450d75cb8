/**
 * A bounded, scrollable box for long text such as the Medicare Supplement
 * disclosures (spec §2.2). It is a labelled region and a Tab stop, so
 * keyboard users can reach it and scroll it with the arrow keys.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useSheet } from './useSheet';
import { scrollBoxCss } from './ScrollBox.css';

interface ScrollBoxProps {
  /** Names the region, e.g. 'Medicare Supplement disclosures'. */
  label: string;
  /** Tallest it grows before scrolling, in rem or em so it follows zoom. */
  maxHeight?: string;
  className?: string;
  children: ReactNode;
}

export function ScrollBox({ label, maxHeight, className, children }: ScrollBoxProps) {
  useSheet(scrollBoxCss, 'common');
  const style = maxHeight ? ({ '--sp-scroll-box-height': maxHeight } as CSSProperties) : undefined;
  return (
    <div role="region" aria-label={label} tabIndex={0} className={className ? `sp-scroll-box ${className}` : 'sp-scroll-box'} style={style}>
      {children}
    </div>
  );
}
