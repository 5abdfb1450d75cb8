/**
 * Runs a task once the page has settled: after the load event, after the
 * page's startup (profile read) has finished and rendered, in a moment the
 * browser is idle. So work ahead of need (fetching pop-up code) never
 * slows the first render. Returns a cancel.
 */
import { browserIdle } from '../../platform/idle';
import { startupSettled } from '../../state/startup';

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

export function whenPageIdle(task: () => void): () => void {
  let cancelled = false;
  void loaded()
    .then(() => startupSettled())
    // The frame after startup shows its data, then the idle time after it.
    .then(nextFrame)
    .then(browserIdle)
    .then(() => {
      if (!cancelled) task();
    });
  return () => {
    cancelled = true;
  };
}
