/**
 * The idle timer (spec §4.14): how long since the person last used the page,
 * checked every tick. Activity in any tab counts for all tabs, as in the CMS
 * design system's IdleTimeout: the last activity time is kept in
 * localStorage, read on every tick and taken at once from `storage` events.
 *
 * Times are elapsed wall-clock milliseconds (Date.now()), not a date rule:
 * the system date (server or QA override) says which day it is, not how long
 * someone has been away. Ticks compute idle time from timestamps, so a
 * background tab whose intervals the browser slows still gets it right.
 */
import { writeText } from './storage';
import { logger } from './logger';
import { readStoredText } from './storedValue';

export const LAST_ACTIVITY_KEY = 'sp.lastActivity';

export interface IdleTimerOptions {
  /** Called every tick with the idle time in ms. */
  onTick: (idleMs: number) => void;
  /** DOM events that count as activity (listened to on the document, capture phase). */
  activityEvents: readonly string[];
  tickMs: number;
  /** While true, activity on this page does not reset the timer (the time-out pop-up is showing). */
  isPaused?: () => boolean;
}

export interface IdleTimer {
  /** Counts from now, here and in every other tab. */
  reset(): void;
  idleMs(): number;
  stop(): void;
}

/**
 * The last activity another tab recorded. A time later than now cannot be one
 * (the tabs share this machine's clock): it is garbage, or left from before the
 * clock was set back, and taken as activity it would keep the session open for
 * good. It is ignored and logged once.
 */
function storedLastActivity(): number {
  const stored = Number(readStoredText('local', LAST_ACTIVITY_KEY));
  if (!Number.isFinite(stored)) return 0;
  if (stored <= Date.now()) return stored;
  logger.warnOnce('The last activity kept in the browser is later than now; it is ignored');
  return 0;
}

export function startIdleTimer({ onTick, activityEvents, tickMs, isPaused = () => false }: IdleTimerOptions): IdleTimer {
  let lastActivity = Date.now();
  let lastWritten = 0;

  const record = (force: boolean) => {
    lastActivity = Date.now();
    // mousemove fires many times a second: share it with other tabs at most once a tick.
    if (force || lastActivity - lastWritten >= tickMs) {
      writeText('local', LAST_ACTIVITY_KEY, String(lastActivity));
      lastWritten = lastActivity;
    }
  };
  const idleMs = () => {
    lastActivity = Math.max(lastActivity, storedLastActivity());
    return Math.max(Date.now() - lastActivity, 0);
  };
  const onActivity = () => {
    if (!isPaused()) record(false);
  };
  // Another tab was used: that counts here too, even while our pop-up shows.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LAST_ACTIVITY_KEY) onTick(idleMs());
  };

  for (const type of activityEvents) document.addEventListener(type, onActivity, { capture: true, passive: true });
  window.addEventListener('storage', onStorage);
  const interval = setInterval(() => onTick(idleMs()), tickMs);
  record(true);

  return {
    reset: () => record(true),
    idleMs,
    stop() {
      clearInterval(interval);
      for (const type of activityEvents) document.removeEventListener(type, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
    },
  };
}
