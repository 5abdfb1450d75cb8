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

/**
 * Whether a service plan's composite id names the plan: the same contract,
 * package and segment (a missing segment reads as '000'), or the same id when
 * the service sends it as one text; ids match with or without their hyphens.
 */
export function isSamePlanId(planId: string, composite: string | { contractId?: unknown; pbpNumber?: unknown; segmentId?: unknown }): boolean {
  const bare = (id: string) => id.replace(/-/g, '').trim().toUpperCase();
  if (typeof composite === 'string') return bare(composite) === bare(planId);
  const parts = planIdParts(bare(planId));
  if (!parts) return false;
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
  return text(composite.contractId).toUpperCase() === parts.contractId
    && text(composite.pbpNumber).padStart(3, '0') === parts.pbpNumber
    && (text(composite.segmentId) || '000').padStart(3, '0') === (parts.segmentId || '000');
}
