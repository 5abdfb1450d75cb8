/**
 * Waits for what a person would see, never a fixed sleep.
 *
 *   const dialog = await waitFor(() => root.querySelector('dialog[open]'));
 */
import { waitUntil } from '@open-wc/testing';

export interface WaitOptions {
  /** ms; default 5000: a loaded machine (two cores shared by three browsers) can take seconds for a save and re-fetch. */
  timeout?: number;
  /** ms between checks; default 20. */
  interval?: number;
}

/** Resolves with the first truthy value `probe` returns; rejects with `message` on time-out. */
export async function waitFor<T>(probe: () => T | null | undefined | false | 0 | '', message = 'waitFor: condition never held', options: WaitOptions = {}): Promise<T> {
  let found: T | undefined;
  await waitUntil(
    () => {
      const value = probe();
      if (!value) return false;
      found = value;
      return true;
    },
    message,
    { timeout: options.timeout ?? 5000, interval: options.interval ?? 20 },
  );
  return found as T;
}

/** Resolves after the browser has painted twice (layout, focus and effects settled). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
