/**
 * Resolves once the browser has settled: in its next idle callback. Safari has no
 * requestIdleCallback (baseline Safari 16.4, docs/browsers.md); a short
 * timeout stands in there.
 */
const SAFARI_IDLE_MS = 200;

export function browserSettled(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve());
    else setTimeout(resolve, SAFARI_IDLE_MS);
  });
}
