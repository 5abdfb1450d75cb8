/**
 * A code-split module's default export, fetched once on first ask: later asks
 * share that fetch, and `current()` gives it at once when it is in. A failed
 * fetch is forgotten (`onFailure` hears of it once), so the next ask fetches
 * again: a dropped connection may be back. lazyDialog and lazyWhenSettled
 * build on it.
 */
export interface LazyDefault<T> {
  current: () => T | undefined;
  load: () => Promise<T>;
}

export function lazyDefault<T>(fetchModule: () => Promise<{ default: T }>, onFailure: (error: unknown) => void = () => {}): LazyDefault<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    current: () => loaded,
    load: () =>
      (loading ??= fetchModule().then(
        (module) => (loaded = module.default),
        (error: unknown) => {
          loading = undefined;
          onFailure(error);
          throw error;
        },
      )),
  };
}
