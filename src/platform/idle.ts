/**
 * Resolves in a moment the browser is idle. Safari has no
 * requestIdleCallback (baseline Safari 16.4, docs/browsers.md); a short
 * timeout stands in there.
 */
const SAFARI_IDLE_MS = 200;

export function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve());
    else setTimeout(resolve, SAFARI_IDLE_MS);
  });
}
