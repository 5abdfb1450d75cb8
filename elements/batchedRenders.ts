/**
 * One render pass for every element, not one per element.
 *
 * Each element is its own React root. Left alone, React schedules each root's
 * work as its own scheduler task: a store change read by many elements (the
 * profile arriving) re-rendered the roots one task at a time, and the browser
 * restyled, laid out and painted the page between them. With 50 elements
 * that was 50 layouts where one React root (portals) needs one.
 *
 * So the elements' work is gathered and done in one go:
 * - store notifications that do not come from the user's input (responses,
 *   timers): the page store's subscribers (Jotai's hooks inside the
 *   elements) are told in one microtask, inside `flushSync`, so every root
 *   they update renders at sync priority in that same task, then one
 *   layout. Input already gets that from React (discrete events render at
 *   sync priority, all roots in one microtask) and is left as it was;
 * - first renders: elements connected in the same task (a page's tags,
 *   upgraded together) mount in one microtask the same way.
 *
 * Microtasks never run while React renders or commits (both synchronous), so
 * `flushSync` here is never nested in React's own work.
 */
import { flushSync } from 'react-dom';
import type { Store } from '../src/state/store';

const BATCHED = Symbol.for('shopper-profile.batched-store');

type Sub = Store['sub'];
type BatchedStore = Store & { [BATCHED]?: Sub };

type Job = () => void;
const pending: Job[] = [];
let scheduled = false;

function flush(): void {
  scheduled = false;
  const jobs = pending.splice(0);
  const errors: unknown[] = [];
  flushSync(() => {
    for (const job of jobs) {
      try {
        job();
      } catch (error) {
        errors.push(error);
      }
    }
  });
  // As Jotai does: every subscriber is told, then the first failure surfaces.
  if (errors.length) throw errors[0];
}

/** Runs `job` in the next batch: one microtask, one `flushSync`, with every other job queued in this task. */
export function inRenderBatch(job: Job): void {
  pending.push(job);
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(flush);
}

/**
 * Input events the page is dispatching: a store change made while one is
 * being dispatched comes from the user's input. Seen on the way down to the
 * target (capture on window), so events inside shadow roots count too
 * (`window.event` is unset there); over once the event's phase is NONE.
 */
const INPUT_EVENTS = ['click', 'auxclick', 'dblclick', 'contextmenu', 'keydown', 'keyup', 'beforeinput', 'input', 'pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'focusin', 'focusout', 'compositionend', 'paste', 'cut', 'copy', 'drop', 'dragend'];
let inputEvent: Event | null = null;
let watchingInput = false;

function watchInput(): void {
  if (watchingInput) return;
  watchingInput = true;
  const remember = (event: Event) => {
    inputEvent = event;
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, remember, { capture: true, passive: true });
}

function handlingInput(): boolean {
  if (inputEvent && inputEvent.eventPhase !== Event.NONE) return true;
  // Events that do not cross a shadow root (change, submit) are seen by window.event alone.
  return typeof window.event !== 'undefined';
}

/**
 * Makes `store` tell its subscribers in render batches. The store object keeps
 * its identity (atoms and per-store state are keyed by it); done once per
 * store, whichever library copy on the page gets there first.
 */
export function batchStoreNotifications(store: Store): void {
  const marked = store as BatchedStore;
  if (marked[BATCHED]) return;
  watchInput();
  const subscribe = store.sub.bind(store);
  Object.defineProperty(marked, BATCHED, { value: subscribe });
  store.sub = (atom, listener) => {
    let subscribed = true;
    const unsubscribe = subscribe(atom, () => {
      if (!subscribed) return;
      // A change the user's input made (a click, a key) is told at once, as
      // Jotai would: React renders it at the input's priority with the rest
      // of that handler's updates, and lower-priority work the handler
      // started (a transition) stays behind it.
      if (handlingInput()) listener();
      // An unsubscribed listener (an element removed meanwhile) is not called.
      else inRenderBatch(() => subscribed && listener());
    });
    return () => {
      subscribed = false;
      unsubscribe();
    };
  };
}

/** Subscribes to `store` outside the render batches: `listener` is told at once, as Jotai tells it (no React work in it). */
export function subscribeNow(store: Store, ...args: Parameters<Sub>): ReturnType<Sub> {
  return ((store as BatchedStore)[BATCHED] ?? store.sub.bind(store))(...args);
}
