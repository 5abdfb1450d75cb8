/** Counts the calls in flight, so work ahead of need can wait for the page's data to arrive first. */
export interface InFlight {
  count(): number;
  /** Resolves once no call is waiting for its answer (at once when none is). */
  quiet(): Promise<void>;
  around<T>(request: () => Promise<T>): Promise<T>;
}

export function inFlightCounter(): InFlight {
  let count = 0;
  let waiters: (() => void)[] = [];
  return {
    count: () => count,
    quiet: () => (count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    async around<T>(request: () => Promise<T>): Promise<T> {
      count += 1;
      try {
        return await request();
      } finally {
        count -= 1;
        if (count === 0) {
          const waiting = waiters;
          waiters = [];
          waiting.forEach((resolve) => resolve());
        }
      }
    },
  };
}
