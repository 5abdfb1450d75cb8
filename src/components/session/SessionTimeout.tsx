/**
 * <sp-session-timeout>'s root (spec §4.14, §9): joins the page's startup at
 * once, as every element does, and renders the idle watch and its pop-up
 * (SessionTimeoutWatch.tsx) once the page has settled. Nothing of it shows
 * when the page opens, so its code is not part of the page's first load.
 * The idle time is then counted from a second or so after the page opened
 * rather than from its first frame: against a session time of minutes the
 * warning comes that much later, which no user notices and which errs on
 * the side of the user's session.
 */
import { lazyWhenSettled } from '../common/lazyWhenSettled';
import { useStartup } from '../common/useStartupAndContent';

const SessionTimeoutWatch = lazyWhenSettled(() => import('./SessionTimeoutWatch'), 'session time-out');

export function SessionTimeout() {
  useStartup();
  return <SessionTimeoutWatch />;
}
