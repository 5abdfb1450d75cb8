/**
 * A live region that is in the DOM before anything is said in it, so screen
 * readers announce the message when it arrives (a region inserted together
 * with its text is often not read).
 *
 *   const { message, announce } = useAnnouncer();
 *   announce('Plan removed from saved plans.');
 *   <LiveRegion message={message} />
 *
 * Polite (role status) waits for the reader to pause; assertive (role alert)
 * interrupts and is for time-critical news only.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSheet } from './useSheet';
import { liveRegionCss } from './LiveRegion.css';

export type Politeness = 'polite' | 'assertive';

interface LiveRegionProps {
  message: string;
  politeness?: Politeness;
  /** Shown on screen too; by default only screen readers get it. */
  visible?: boolean;
  className?: string;
}

export function LiveRegion({ message, politeness = 'polite', visible = false, className }: LiveRegionProps) {
  useSheet(liveRegionCss, 'common');
  const classes = [visible ? 'sp-live-region' : 'sp-visually-hidden', className].filter(Boolean).join(' ');
  return (
    <div role={politeness === 'assertive' ? 'alert' : 'status'} aria-live={politeness} aria-atomic="true" className={classes}>
      {message}
    </div>
  );
}

/**
 * Holds the message for a LiveRegion. Saying the same text twice clears the
 * region first, then fills it on the next frame, so it is read again.
 */
export function useAnnouncer(): { message: string; announce: (text: string) => void } {
  const [message, setMessage] = useState('');
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  const announce = useCallback((text: string) => {
    cancelAnimationFrame(frame.current);
    setMessage('');
    frame.current = requestAnimationFrame(() => setMessage(text));
  }, []);
  return { message, announce };
}
