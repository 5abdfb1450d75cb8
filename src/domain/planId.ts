/** Plan id parts (spec §3.2): 5-character contract, 3-character plan-benefit package, remainder segment. */

export interface PlanIdParts {
  contractId: string;
  pbpNumber: string;
  segmentId: string;
}

/** Splits a plan id, e.g. 'H1234001000' -> H1234 / 001 / 000. Null when shorter than contract plus package. */
export function planIdParts(planId: string): PlanIdParts | null {
  if (planId.length < 8) return null;
  return { contractId: planId.slice(0, 5), pbpNumber: planId.slice(5, 8), segmentId: planId.slice(8) };
}
