/** Deterministic "random" values: the same key always gives the same value, so the catalog is stable across restarts. */
export function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** An integer in [min, max] chosen by key. */
export function between(min: number, max: number, key: string): number {
  return min + (hash(key) % (max - min + 1));
}

export function pick<T>(items: readonly [T, ...T[]], key: string): T {
  return items[hash(key) % items.length] ?? items[0];
}

// One formatter each: toLocaleString builds a new one per call, which a profile read of many plans pays many times.
const CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function money(amount: number): string {
  return `$${CENTS.format(amount)}`;
}

export function wholeMoney(amount: number): string {
  return `$${DOLLARS.format(amount)}`;
}

export const PLAN_YEARS = [2023, 2024, 2025, 2026, 2027] as const;
