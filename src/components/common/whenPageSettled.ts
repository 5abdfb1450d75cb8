/**
 * Runs a task once the page has settled: after the load event, after the
 * page's startup (profile read) has finished, and after every call that
 * followed it (drug costs, pharmacy, applications) has answered and been
 * shown, once the browser has settled. So work ahead of need (fetching
 * pop-up code) never slows the first render nor competes with the page's
 * data. Returns a cancel.
 */
import { requestsSettled } from '../../state/http';
import { startupSettled } from '../../state/startup';

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

export function whenPageSettled(task: () => void): () => void {
  let cancelled = false;
  void loaded()
    .then(() => startupSettled())
    .then(() => requestsSettled())
    .then(() => {
      if (!cancelled) task();
    });
  return () => {
    cancelled = true;
  };
}
