/** Medians of the runs, figure by figure. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median of every numeric figure; api counts by path as medians too; lists from the first run. */
export function summarise(runs) {
  const first = runs[0] ?? {};
  const out = { runs: runs.length };
  for (const [key, value] of Object.entries(first)) {
    if (typeof value === 'number') out[key] = median(runs.map((r) => r[key]));
    else if (key === 'api') {
      const keys = new Set(runs.flatMap((r) => Object.keys(r.api)));
      out.api = Object.fromEntries([...keys].sort().map((k) => [k, median(runs.map((r) => r.api[k] ?? 0))]));
    } else out[key] = value;
  }
  return out;
}

export const ratio = (ours, plain) => (typeof ours === 'number' && typeof plain === 'number' && plain > 0 ? ours / plain : null);

/**
 * Each figure's ours / plain run by run: run i of ours beside run i of plain, measured one after the other
 * (measureBoth), so the spread shows how far one run moves from the next.
 */
export function pairedRatios(runs) {
  const out = {};
  for (const [key, value] of Object.entries(runs.ours[0] ?? {})) {
    if (typeof value !== 'number') continue;
    out[key] = runs.ours.map((r, i) => ratio(r[key], runs.plain[i]?.[key])).filter((v) => v !== null);
  }
  return out;
}
