/**
 * Session time-out (spec §4.14, §9): the idle timer, the time-out pop-up and
 * its two-minute countdown, and the automatic sign-out at zero.
 *
 * - Watching: the idle timer ticks each second; activity resets it.
 * - Warning: idle time passed the configured session time
 *   (config.sessionTimeoutSeconds, in seconds: domain/session.ts). Activity on this page no longer resets the timer; the countdown
 *   ticks each second from 2:00. Activity in another tab closes the pop-up:
 *   the person is there, and signing them out here would end that tab too.
 * - Signing out: the logout call is in flight (a loading screen shows).
 *
 * Only signed-in users are watched: a guest has no session to time out.
 */
import { atom } from 'jotai';
import { IDLE_RESET_EVENTS, isSessionTimedOut, remainingCountdownMs, resetsIdleTimer, SESSION_TICK_MS, SESSION_WARNING_COUNTDOWN_MS } from '../../domain/sessionTimeout';
import { startIdleTimer, type IdleTimer } from '../../platform/idleTimer';
import { logger } from '../../platform/logger';
import { configAtom } from '../config';
import type * as SignOut from '../signOut';
import { getStore, sharedAtom, storeSlot, type Store } from '../store';

export type SessionTimeoutPhase = 'watching' | 'warning' | 'signingOut';

/** Activity that counts besides the spec's keydown, mousedown and mousemove. */
export const ACTIVITY_EVENTS: readonly string[] = [...IDLE_RESET_EVENTS, 'touchstart', 'scroll', 'wheel'];

/** Whole seconds since the last activity (app state "idle time"). */
export const idleTimeAtom = sharedAtom('idleTime', () => atom(0));
export const sessionTimeoutPhaseAtom = sharedAtom('sessionTimeoutPhase', () => atom<SessionTimeoutPhase>('watching'));
/** What is left of the warning countdown, in ms. */
export const countdownRemainingAtom = sharedAtom('sessionCountdownRemaining', () => atom(SESSION_WARNING_COUNTDOWN_MS));

interface IdleWatch {
  watchers: number;
  timer: IdleTimer | null;
  countdown: ReturnType<typeof setInterval> | null;
}

const watchOf = storeSlot<IdleWatch>('idleWatch', () => ({ watchers: 0, timer: null, countdown: null }));

function stopCountdown(store: Store): void {
  const watch = watchOf(store);
  if (watch.countdown !== null) clearInterval(watch.countdown);
  watch.countdown = null;
}

function startCountdown(store: Store): void {
  stopCountdown(store);
  const startedAt = Date.now();
  store.set(countdownRemainingAtom, SESSION_WARNING_COUNTDOWN_MS);
  watchOf(store).countdown = setInterval(() => {
    const remaining = remainingCountdownMs(Date.now() - startedAt);
    store.set(countdownRemainingAtom, remaining);
    if (remaining > 0) return;
    stopCountdown(store);
    // The pop-up's sign-out link may already be on it.
    if (store.get(sessionTimeoutPhaseAtom) !== 'signingOut') void timeoutSignOut(store);
  }, SESSION_TICK_MS);
}

function onIdleTick(store: Store, idleMs: number): void {
  const idleSeconds = Math.floor(idleMs / 1000);
  store.set(idleTimeAtom, idleSeconds);
  const timedOut = isSessionTimedOut(idleSeconds, store.get(configAtom).sessionTimeoutSeconds);
  const phase = store.get(sessionTimeoutPhaseAtom);
  if (phase === 'watching' && timedOut) {
    store.set(sessionTimeoutPhaseAtom, 'warning');
    startCountdown(store);
    void loadSignOut().catch(() => undefined);
  } else if (phase === 'warning' && !timedOut) {
    // Only another tab's activity can bring idle time back down while the pop-up shows.
    stopCountdown(store);
    store.set(sessionTimeoutPhaseAtom, 'watching');
  }
}

/** Starts watching for idleness (shared by every element that asks); returns the stop function. */
export function startIdleWatch(store: Store = getStore()): () => void {
  const watch = watchOf(store);
  watch.watchers += 1;
  watch.timer ??= startIdleTimer({
    onTick: (idleMs) => onIdleTick(store, idleMs),
    activityEvents: ACTIVITY_EVENTS,
    tickMs: SESSION_TICK_MS,
    isPaused: () => !resetsIdleTimer(store.get(sessionTimeoutPhaseAtom) !== 'watching'),
  });
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    watch.watchers -= 1;
    if (watch.watchers > 0) return;
    watch.timer?.stop();
    watch.timer = null;
    stopCountdown(store);
    store.set(sessionTimeoutPhaseAtom, 'watching');
  };
}

/** 'Stay on page': closes the pop-up, stops the countdown and counts idle time from now. */
export function stayOnPage(store: Store = getStore()): void {
  stopCountdown(store);
  watchOf(store).timer?.reset();
  store.set(idleTimeAtom, 0);
  store.set(sessionTimeoutPhaseAtom, 'watching');
}

let signOutCode: Promise<typeof SignOut> | undefined;

/**
 * The sign-out's code (signOut.ts) is not part of the page's first load: it
 * is fetched as the pop-up opens, two minutes before the countdown needs it
 * (or by the pop-up's sign-out link, if that comes first). A fetch that
 * fails is forgotten, so the next try fetches again.
 */
function loadSignOut(): Promise<typeof SignOut> {
  signOutCode ??= import('../signOut').catch((error: unknown) => {
    signOutCode = undefined;
    throw error;
  });
  return signOutCode;
}

/** Signs out; code that cannot be fetched is logged and counts as a failed sign-out (the pop-up stays). */
function signOut(store: Store): Promise<boolean> {
  return loadSignOut().then(
    (code) => code.signOut(store),
    (error: unknown) => {
      logger.error('The sign-out code could not be loaded; the user is still signed in', error);
      return false;
    },
  );
}

async function endSession(store: Store): Promise<boolean> {
  store.set(sessionTimeoutPhaseAtom, 'signingOut');
  const signedOut = await signOut(store);
  // Back to the pop-up (the countdown, if still running, tries again at zero).
  if (!signedOut) store.set(sessionTimeoutPhaseAtom, 'warning');
  return signedOut;
}

/** The pop-up's sign-out link. A failure is logged by signOut and the pop-up stays. */
export function signOutFromTimeout(store: Store = getStore()): Promise<boolean> {
  return endSession(store);
}

/** At zero the user is logged out automatically; a failure is logged (spec §8 "timeout logout failure"). */
async function timeoutSignOut(store: Store): Promise<void> {
  if (!(await endSession(store))) logger.error('Session timeout logout failed');
}
