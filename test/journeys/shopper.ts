/**
 * The main journeys speak to the page through this small interface, so one
 * journey runs in Chromium (puppeteer-core over CDP), Firefox (puppeteer-core
 * over WebDriver BiDi) and WebKit (WebdriverIO and WebKitWebDriver), the last
 * two being engines Playwright cannot drive here.
 */

/** A regular expression as it crosses into the page. */
export type TextPattern = string | { source: string; flags: string };

export interface Target {
  role?: string;
  name?: TextPattern;
  text?: TextPattern;
  /** The nth match (0-based) when several share the name. */
  nth?: number;
  /** Look only inside the element with this role and name (a dialog, a list). */
  within?: { role: string; name: TextPattern };
  /** Look only in the shadow root of the first element matching this selector (one of our tags, not the host page). */
  inside?: string;
  /** Click the field's label, as a person does on a styled radio or checkbox. */
  label?: boolean;
}

export interface Shopper {
  readonly engine: string;
  /** Opens a page of the demo site (a path with its QA switches). */
  open(path: string): Promise<void>;
  /** Sizes the window's page area (an engine with a smallest window keeps that); the next `restart` goes back to 1280 by 900. */
  resize(width: number, height: number): Promise<void>;
  /** Clicks what the target names, as a mouse would. */
  click(target: Target): Promise<void>;
  /** Types into the field the target names, replacing what was there. */
  fill(target: Target, text: string): Promise<void>;
  press(key: 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'Space' | 'End' | 'ArrowLeft' | 'Backspace'): Promise<void>;
  /** Types at the caret of the focused field, key by key. */
  type(text: string): Promise<void>;
  /** Runs one of the in-page queries (test/journeys/inPage.ts). */
  ask<K extends keyof import('./inPage').InPage>(query: K, ...args: Parameters<import('./inPage').InPage[K]>): Promise<ReturnType<import('./inPage').InPage[K]>>;
  /** Runs a script in the page and returns its JSON-able value. */
  evaluate<T>(script: string): Promise<T>;
  /** The path (with hash) of the page now shown. */
  location(): Promise<string>;
  /** Ends the browser session (cookies, storage) and starts a fresh one. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export const re = (pattern: RegExp): TextPattern => ({ source: pattern.source, flags: pattern.flags });

/** Polls `probe` until it holds, as a person waits for the page. */
export async function eventually<T>(probe: () => Promise<T | null | undefined | false>, message: string, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < until) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${message}${last ? ` (last error: ${String(last)})` : ''}`);
}

/** Waits until the target is on screen. */
export const see = (shopper: Shopper, target: Target, timeoutMs?: number) =>
  eventually(() => shopper.ask('exists', target), `never saw ${JSON.stringify(target)}`, timeoutMs);

/** Waits until the target is gone. */
export const notSee = (shopper: Shopper, target: Target) =>
  eventually(() => shopper.ask('exists', target).then((found) => !found), `still saw ${JSON.stringify(target)}`);

/** Waits until every tag is defined and the page has had a moment to render. */
export const settled = (shopper: Shopper) => eventually(() => shopper.ask('upgraded'), 'tags never upgraded');
