/**
 * One render pass for every element, not one per element.
 *
 * Each element is its own React root. Left alone, React schedules each root's
 * work as its own scheduler task: a store change read by many elements (the
 * profile arriving) re-rendered the roots one task at a time, and the browser
 * restyled, laid out and painted the page between them. With 50 elements
 * that was 50 layouts where one React root (portals) needs one.
 *
 * So the elements' work is gathered and handed to React in one go:
 * - store notifications that do not come from the user's input (responses,
 *   timers): the page store's subscribers (Jotai's hooks inside the
 *   elements) are told in one microtask, inside `startTransition`, so every
 *   root they update renders in the same transition. Input already renders
 *   at its own priority (discrete events: sync, all roots in one microtask)
 *   and is left as it was;
 * - first renders: elements connected in the same task (a page's tags,
 *   upgraded together) mount in one microtask the same way.
 *
 * A transition, not `flushSync` (except for changes in the frame of a user's
 * input, which answer it and render at once): React renders it in slices of a few
 * milliseconds and gives the main thread back between them, so a page's
 * start-up and a large answer's re-render are no long task (a plain React
 * app's default-priority render is one). Each root still commits its own
 * tree at once; the reserved heights of the tags (undefinedTags.ts) keep the
 * page from shifting while the roots commit one after another. An input that
 * comes meanwhile is rendered first.
 *
 * Microtasks never run while React renders or commits (both synchronous), so
 * the `flushSync` here is never nested in React's own work.
 */
import { startTransition } from 'react';
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
  const run = () => jobs.forEach((job) => job());
  // What follows the user's input within its frame (a removal's follow-up, a pop-up's code arriving) is the
  // answer to that input: rendered at once, as the person waits for it. The rest yields.
  if (answeringInput) flushSync(run);
  else startTransition(run);
}

/** Runs `job` in the next batch: one microtask, one transition, with every other job queued in this task. */
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
/** True from an input event until the browser's next frame. */
let answeringInput = false;
const remember = (event: Event) => {
  input = new WeakRef(event);
  if (answeringInput) return;
  answeringInput = true;
  requestAnimationFrame(() => {
    answeringInput = false;
  });
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
