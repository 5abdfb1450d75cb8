/**
 * The session time-out's watch (spec §4.14, §9), rendered by
 * <sp-session-timeout> once the page has settled (SessionTimeout.tsx):
 * watches a signed-in user's idle time and, past the configured session
 * time, shows the time-out pop-up with a two-minute countdown; at zero the
 * user is signed out. Guests have no session to time out, so nothing is
 * watched for them. The rules and timers live in
 * src/state/session/sessionTimeout.ts.
 *
 * While the sign-out call runs, the loading screen shows (spec §2.7).
 */
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { isAuthenticatedAtom } from '../../state/session';
import { countdownRemainingAtom, sessionTimeoutPhaseAtom, signOutFromTimeout, startIdleWatch, stayOnPage, type SessionTimeoutPhase } from '../../state/session/sessionTimeout';
import { useEmit } from '../common/host';
import { SESSION_EXTENDED, TIMEOUT_OPENED } from '../../state/hostEvents';
import { LoadingOverlay } from '../common/LoadingOverlay';
import { TimeoutDialog } from './TimeoutDialog';
import { sessionTimeoutCss } from './SessionTimeout.css';
import { useSheet } from '../common/useSheet';
import { useMessages } from '../i18n/useMessages';
import { sessionMessages } from './sessionMessages';

/** Its pop-up's heading takes the element's heading level (TimeoutDialog.tsx). */
export default function SessionTimeoutWatch() {
  useSheet(sessionTimeoutCss);
  const store = useStore();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const phase = useAtomValue(sessionTimeoutPhaseAtom);
  const remainingMs = useAtomValue(countdownRemainingAtom);
  useTimeoutEvents(phase);
  const messages = useMessages(sessionMessages);

  useEffect(() => (authenticated ? startIdleWatch(store) : undefined), [authenticated, store]);

  return (
    <>
      <TimeoutDialog
        open={authenticated && phase === 'warning'}
        remainingMs={remainingMs}
        onStay={() => stayOnPage(store)}
        onSignOut={() => void signOutFromTimeout(store)}
      />
      <LoadingOverlay open={authenticated && phase === 'signingOut'} heading={messages.signingOutHeading} message={messages.signingOutMessage} />
    </>
  );
}

/** Tells the host when the pop-up opens and when the person chose to stay. */
function useTimeoutEvents(phase: SessionTimeoutPhase): void {
  const emit = useEmit();
  const previous = useRef(phase);
  useEffect(() => {
    const before = previous.current;
    previous.current = phase;
    if (phase === 'warning' && before === 'watching') emit(TIMEOUT_OPENED);
    if (phase === 'watching' && before === 'warning') emit(SESSION_EXTENDED);
  }, [phase, emit]);
}
