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

let pending: Array<() => void> = [];

function flush(): void {
  const jobs = pending;
  pending = [];
  // The jobs tell React of updates (Jotai's re-render dispatch, a root's
  // render call): they do not throw; a component that throws meets its
  // element's error boundary, or React's error reporting, as usual.
  flushSync(() => jobs.forEach((job) => job()));
}

/** Runs `job` in the next batch: one microtask, one `flushSync`, with every other job queued in this task. */
export function inRenderBatch(job: () => void): void {
  if (pending.push(job) === 1) queueMicrotask(flush);
}

/**
 * The input event being dispatched, if any: a store change made meanwhile
 * comes from the user's input. Seen on its way down (capture on window), so
 * events inside shadow roots count too (`window.event` is unset there); over
 * once the event's phase is NONE. Held weakly: it must not keep a removed
 * element alive.
 */
let input: WeakRef<Event> | undefined;
const remember = (event: Event) => {
  input = new WeakRef(event);
};

let watching = false;

/** Watches the page's input events (once per library copy; call it before any element mounts). */
export function watchInput(): void {
  if (watching) return;
  watching = true;
  for (const type of ['click', 'keydown', 'keyup', 'input', 'pointerdown', 'pointerup']) {
    window.addEventListener(type, remember, true);
  }
}

function handlingInput(): boolean {
  const event = input?.deref();
  // Events that stay inside one tree (change, submit) are seen through window.event.
  return (event !== undefined && event.eventPhase !== 0 /* NONE: dispatched */) || window.event !== undefined;
}

/** The subscribe function of a batched store (a function of its own, so it keeps nothing but `subscribe` alive). */
function batchedSub(subscribe: Sub): Sub {
  return function sub(atom, listener) {
    let subscribed = true;
    const unsubscribe = subscribe(atom, () => {
      // A change the user's input made (a click, a key) is told at once, as
      // Jotai would: React renders it at the input's priority with the rest
      // of that handler's updates, ahead of the transitions it started.
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

/**
 * Makes `store` tell its subscribers in render batches. The store object keeps
 * its identity (atoms and per-store state are keyed by it); done once per
 * store, whichever library copy on the page gets there first.
 */
export function batchStoreNotifications(store: Store): void {
  const batched = store as BatchedStore;
  if (batched[BATCHED]) return;
  watchInput();
  batched[BATCHED] = store.sub.bind(store);
  store.sub = batchedSub(batched[BATCHED]);
}

/** Subscribes to `store` outside the render batches: `listener` is told at once, as Jotai tells it (no React work in it). */
export function subscribeNow(store: Store, ...args: Parameters<Sub>): ReturnType<Sub> {
  return ((store as BatchedStore)[BATCHED] ?? store.sub.bind(store))(...args);
}
