/**
 * The page's startup as the elements begin it: every element that shows
 * profile data starts the page as soon as it is connected (its requests then
 * go out while React renders). The startup module hands itself in here when
 * it loads, so the element layer reaches it without importing it: a page
 * whose elements need no profile (the toast alone) loads no startup code.
 */
let start: (() => unknown) | undefined;

/** Called once by the startup module (state/startup.ts) as it loads. */
export function setPageStart(begin: () => unknown): void {
  start = begin;
}

/** Begins the page's startup if its module is loaded (it is, for any element whose component reads the profile). */
export function beginPageStart(): void {
  start?.();
}
