/**
 * Settings for every property test (fast-check). `npm test` runs each
 * property with FUZZ_CASES generated cases from a fixed seed, so a failure
 * replays the same way; `npm run fuzz` runs many more (FUZZ_RUNS, default
 * 5000). A failing run prints its seed and path: pass them to `fc.assert` to
 * replay one case.
 *
 *   fc.assert(fc.property(arbitrary, check), fuzzParameters());
 *   await fc.assert(fc.asyncProperty(arbitrary, check), fuzzParameters());
 */
import type { Parameters } from 'fast-check';

/** At least 200 cases in every `npm test` run (issue: nothing lost, proven by generated input). */
export const FUZZ_CASES = 200;
export const FUZZ_SEED = 20261123;

export function fuzzRuns(): number {
  const asked = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(asked) && asked > 0 ? asked : FUZZ_CASES;
}

export function fuzzParameters<T>(extra: Parameters<T> = {}): Parameters<T> {
  return { numRuns: fuzzRuns(), seed: FUZZ_SEED, endOnFailure: true, ...extra };
}
