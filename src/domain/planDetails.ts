/**
 * When a saved plan needs its details by id (spec §7.3 plan details), and
 * how the answer completes it. Pure.
 *
 * Not said in the spec, chosen here:
 * - Missing: a card cannot show the plan's premium (no monthlyPremium and no
 *   monthlyPremiumFormatted), or it has no benefits and no county (so the
 *   plan products of its county cannot give them, state/plans/servicePlans.ts).
 * - Stale: the plan was saved (savedOn) before October 1 of the year before
 *   its plan year, when that year's plans open (§4.5, §9): its figures were
 *   copied from an earlier year (a year-over-year renewal) and cannot be the
 *   year's own.
 * A missing plan takes only the fields it lacks; a stale one takes the
 * answer's figures over its own. Who the plan is and what the user did with
 * it (id, name, type, year, zip, saved time, enrollment) always stay.
 * Medicare Supplement plans come from the supplement plan search instead.
 */
import { isMedicareSupplementPlan } from './planTypes';
import { toPlanYear } from './planYear';
import { makeCentral } from './time';

export type PlanDetailsNeed = 'missing' | 'stale';

/** The figure fields plan details answer for a card. */
export const PLAN_DETAIL_FIELDS = [
  'planProductType',
  'monthlyPremium',
  'monthlyPremiumFormatted',
  'lisMonthlyPremiumFormatted',
  'medicalPremium',
  'outofPocketMaximum',
  'partDDeductible',
  'tier1PreferredGeneric',
  'benefits',
  'rider',
  'marketingInformation',
  'marketingBulletsV2',
  'snpType',
  'county',
] as const;

/** The fields a stale plan keeps when they are its own: where it is is the user's, not a figure. */
const KEPT_WHEN_STALE: ReadonlySet<string> = new Set(['county']);

export interface PlanForDetails {
  planType?: string | null;
  planYear: number | string;
  savedOn?: number | string | null;
  monthlyPremium?: unknown;
  monthlyPremiumFormatted?: string | null;
  benefits?: readonly unknown[] | null;
  county?: unknown;
}

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export function planDetailsNeed(plan: PlanForDetails): PlanDetailsNeed | null {
  if (isMedicareSupplementPlan(plan.planType)) return null;
  const year = toPlanYear(plan.planYear);
  const savedOn = Number(plan.savedOn);
  if (year !== null && !isBlank(plan.savedOn) && Number.isFinite(savedOn) && savedOn < makeCentral(year - 1, 10, 1)) return 'stale';
  const noPremium = isBlank(plan.monthlyPremium) && isBlank(plan.monthlyPremiumFormatted);
  const noBenefits = (plan.benefits?.length ?? 0) === 0 && isBlank(plan.county);
  return noPremium || noBenefits ? 'missing' : null;
}

/** The plan completed by its details: absent fields filled; for a stale plan, the answer's figures first. */
export function withPlanDetails<P extends object>(plan: P, details: Readonly<Record<string, unknown>>, need: PlanDetailsNeed): P {
  const own = plan as Readonly<Record<string, unknown>>;
  const merged: Record<string, unknown> = { ...own };
  for (const field of PLAN_DETAIL_FIELDS) {
    const answered = details[field];
    if (isBlank(answered) || (Array.isArray(answered) && answered.length === 0)) continue;
    const ownValue = own[field];
    const ownMissing = isBlank(ownValue) || (Array.isArray(ownValue) && ownValue.length === 0);
    if (ownMissing || (need === 'stale' && !KEPT_WHEN_STALE.has(field))) merged[field] = answered;
  }
  return merged as P;
}
