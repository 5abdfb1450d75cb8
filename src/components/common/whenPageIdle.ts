/**
 * Runs a task once the page has settled: after the load event, after the
 * page's startup (profile read) has finished and rendered, in a moment the
 * browser is idle. So work ahead of need (fetching pop-up code) never
 * slows the first render. Safari has no requestIdleCallback; a short
 * timeout stands in there. Returns a cancel.
 */
import { startupSettled } from '../../state/startup';

const SAFARI_IDLE_MS = 200;

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve());
    else setTimeout(resolve, SAFARI_IDLE_MS);
  });
}

export function whenPageIdle(task: () => void): () => void {
  let cancelled = false;
  void loaded()
    .then(() => startupSettled())
    // The frame after startup shows its data, then the idle time after it.
    .then(nextFrame)
    .then(idle)
    .then(() => {
      if (!cancelled) task();
    });
  return () => {
    cancelled = true;
  };
}
