/**
 * The session time-out pop-up (spec §2.7, §4.14): an alertdialog with a
 * minutes:seconds countdown, 'Stay on page' (focused) and a 'Sign out' link.
 *
 * Loaded with the element, not lazily: it opens after long idleness, when a
 * laptop may have lost its network, and a chunk that fails to load then would
 * leave the person signed out without warning.
 *
 * Escape counts as 'Stay on page' (pressing a key shows the person is there);
 * there is no separate Close button, the two choices are the way out.
 */
import { useRef } from 'react';
import { countdownText } from '../../domain/session';
import { Button } from '../common/Button';
import { Dialog } from '../common/Dialog';
import type { HeadingLevel } from '../common/Accordion';

export const TIMEOUT_TEXTS = {
  heading: 'Your session is about to end',
  before: "You haven't been active for a while. For your security, we will sign you out in",
  after: 'Choose Stay on page to keep working.',
  stay: 'Stay on page',
  signOut: 'Sign out',
} as const;

interface TimeoutDialogProps {
  open: boolean;
  remainingMs: number;
  headingLevel?: HeadingLevel;
  onStay: () => void;
  onSignOut: () => void;
}

export function TimeoutDialog({ open, remainingMs, headingLevel, onStay, onSignOut }: TimeoutDialogProps) {
  const stayRef = useRef<HTMLButtonElement>(null);
  const remaining = countdownText(remainingMs);
  return (
    <Dialog
      open={open}
      variant="alert"
      heading={TIMEOUT_TEXTS.heading}
      headingLevel={headingLevel}
      onClose={onStay}
      showCloseButton={false}
      initialFocus={stayRef}
      className="sp-session-timeout"
      description={
        <p>
          {TIMEOUT_TEXTS.before}{' '}
          {/* role timer is not live: the pop-up is read once as it opens, not every second. */}
          <strong role="timer" className="sp-session-timeout__countdown">
            {remaining}
          </strong>
          . {TIMEOUT_TEXTS.after}
        </p>
      }
      footer={
        <>
          <Button ref={stayRef} onClick={onStay}>
            {TIMEOUT_TEXTS.stay}
          </Button>
          <Button variant="link" onClick={onSignOut}>
            {TIMEOUT_TEXTS.signOut}
          </Button>
        </>
      }
    />
  );
}
