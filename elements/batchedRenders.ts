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
 * - store notifications: the page store's subscribers (Jotai's hooks inside
 *   the elements) are told in one microtask, inside `flushSync`, so every
 *   root they update renders at sync priority in that same task, then one
 *   layout;
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
 * Makes `store` tell its subscribers in render batches. The store object keeps
 * its identity (atoms and per-store state are keyed by it); done once per
 * store, whichever library copy on the page gets there first.
 */
export function batchStoreNotifications(store: Store): void {
  const marked = store as BatchedStore;
  if (marked[BATCHED]) return;
  const subscribe = store.sub.bind(store);
  Object.defineProperty(marked, BATCHED, { value: subscribe });
  store.sub = (atom, listener) => {
    let subscribed = true;
    const unsubscribe = subscribe(atom, () => {
      // An unsubscribed listener (an element removed meanwhile) is not called.
      inRenderBatch(() => {
        if (subscribed) listener();
      });
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
