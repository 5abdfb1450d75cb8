/**
 * Consent for tracking: the page config's `tracking` (docs/tracking.md). Every tracking call the library makes (POST /gpdCustomEvent and
 * POST /shopper-profile/api/domo/v1, both sent by trackProfileEvent) goes
 * through `whenTrackingAllowed`:
 * - 'on' (the default): sent as it happens;
 * - 'held': kept in this page, in order, until the host says 'on' (each is
 *   then sent, carrying the time it happened) or 'off';
 * - 'off': not sent, and what was held is dropped.
 *
 * Held calls are dropped on a refusal rather than kept for a later yes: a
 * no means the shopper's identifiers and saved items never leave the
 * browser, and keeping them would hold personal data for nothing. They are
 * held in memory only, never in browser storage (writing them there before
 * consent would itself want consent), so a page left before the host
 * decides takes its held calls with it.
 */
import { logger } from '../platform/logger';
import { configAtom } from './config';
import { getStore, storeSlot, type Store } from './store';

/** A page holds at most this many events (each one or two calls); beyond it the oldest goes, logged. */
const HELD_LIMIT = 50;

const heldOf = storeSlot('tracking.held', () => ({
  sends: [] as Array<() => void>,
  stopWatching: undefined as (() => void) | undefined,
}));

/** Once the host has decided: sends (on) or drops (off) what was held, and stops watching the config. */
function settleHeld(store: Store): void {
  const consent = store.get(configAtom).tracking;
  if (consent === 'held') return;
  const held = heldOf(store);
  const sends = held.sends.splice(0);
  held.stopWatching?.();
  held.stopWatching = undefined;
  if (consent === 'on') for (const send of sends) send();
}

/** Runs `send` (the tracking calls of one event) now, once the host consents, or never, by the page config's `tracking`. */
export function whenTrackingAllowed(send: () => void, store: Store = getStore()): void {
  const consent = store.get(configAtom).tracking;
  if (consent === 'on') {
    send();
    return;
  }
  if (consent === 'off') return;
  const held = heldOf(store);
  if (held.sends.length >= HELD_LIMIT) {
    held.sends.shift();
    logger.warnOnce(`Tracking held for consent: more than ${HELD_LIMIT} events on this page, the oldest are dropped`);
  }
  held.sends.push(send);
  held.stopWatching ??= store.sub(configAtom, () => settleHeld(store));
}
