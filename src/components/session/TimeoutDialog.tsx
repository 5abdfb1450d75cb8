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
import { countdownText } from '../../domain/sessionTimeout';
import { Button } from '../common/Button';
import { Dialog } from '../common/Dialog';
import { useMessages } from '../i18n/useMessages';
import { sessionMessages } from './sessionMessages';

interface TimeoutDialogProps {
  open: boolean;
  remainingMs: number;
  onStay: () => void;
  onSignOut: () => void;
}

export function TimeoutDialog({ open, remainingMs, onStay, onSignOut }: TimeoutDialogProps) {
  const stayRef = useRef<HTMLButtonElement>(null);
  const remaining = countdownText(remainingMs);
  const messages = useMessages(sessionMessages);
  return (
    <Dialog
      open={open}
      variant="alert"
      heading={messages.timeoutHeading}
      outline="inherit"
      onClose={onStay}
      showCloseButton={false}
      initialFocus={stayRef}
      className="sp-session-timeout"
      description={
        <p>
          {messages.timeoutBefore}{' '}
          {/* role timer is not live: the pop-up is read once as it opens, not every second. */}
          <strong role="timer" className="sp-session-timeout__countdown">
            {remaining}
          </strong>
          . {messages.timeoutAfter}
        </p>
      }
      footer={
        <>
          <Button ref={stayRef} onClick={onStay}>
            {messages.stay}
          </Button>
          <Button variant="link" onClick={onSignOut}>
            {messages.signOut}
          </Button>
        </>
      }
    />
  );
}
