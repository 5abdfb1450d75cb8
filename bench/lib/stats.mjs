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

/** Student's t at 97.5% (two-sided 95%) by degrees of freedom, 1 to 30. */
const T975 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042];

/**
 * The ratio the paired runs point to, with its 95% interval: the geometric mean of the run-by-run ratios and a
 * t interval on their logarithms (a ratio and its inverse are equally far from 1). Null under two runs.
 */
export function ratioInterval(ratios) {
  const logs = ratios.filter((r) => typeof r === 'number' && r > 0 && Number.isFinite(r)).map(Math.log);
  const n = logs.length;
  if (n < 2) return null;
  const mean = logs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(logs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
  const half = T975[Math.min(n - 1, T975.length) - 1] * (sd / Math.sqrt(n));
  return { runs: n, ratio: Math.exp(mean), low: Math.exp(mean - half), high: Math.exp(mean + half) };
}
