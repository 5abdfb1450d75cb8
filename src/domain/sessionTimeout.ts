/** Session time-out rules and constants (spec §4.14, §9). */

/** Configured session time when none is given (spec §9 gives 9000 without its unit; read as seconds idle). */
export const DEFAULT_SESSION_TIMEOUT = 9000;
/** The time-out pop-up counts down 2 minutes. */
export const SESSION_WARNING_COUNTDOWN_MS = 120000;
/** The countdown and the idle check tick each second. */
export const SESSION_TICK_MS = 1000;
/** Activity that resets the idle timer. */
export const IDLE_RESET_EVENTS = ['keydown', 'mousedown', 'mousemove'] as const;

/** The time-out pop-up shows once idle time exceeds the session time (same unit for both). */
export function isSessionTimedOut(idleTime: number, sessionTime: number = DEFAULT_SESSION_TIMEOUT): boolean {
  return idleTime > sessionTime;
}

/** Activity resets the idle timer, except while the time-out pop-up is showing. */
export function resetsIdleTimer(timeoutPopupShowing: boolean): boolean {
  return !timeoutPopupShowing;
}

/** Remaining countdown after some ticks; never below 0. At 0 the user is logged out. */
export function remainingCountdownMs(elapsedMs: number, countdownMs = SESSION_WARNING_COUNTDOWN_MS): number {
  return Math.max(countdownMs - elapsedMs, 0);
}

/** 'm:ss' text of a countdown, whole seconds rounded up so 0:00 shows only at the end. */
export function countdownText(remainingMs: number): string {
  const totalSeconds = Math.max(Math.ceil(remainingMs / 1000), 0);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** After sign-out: a cloaked profile goes to the site root, others to the sign-out URL. */
export function signOutDestination(cloaked: boolean, signOutUrl: string): string {
  return cloaked ? '/' : signOutUrl;
}
