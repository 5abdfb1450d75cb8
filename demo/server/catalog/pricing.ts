/** Drug tiers and costs per plan: deterministic, plausible Part D numbers. */
import type { CatalogPlan } from './plans';
import { findByNdc, type DrugPackageHit } from './drugs';
import { inNetwork, type CatalogPharmacy } from './pharmacies';
import { between, hash } from './seeded';

export const TIER_DESCRIPTIONS = ['Not applicable', 'Tier 1: Preferred Generic', 'Tier 2: Generic', 'Tier 3: Preferred Brand', 'Tier 4: Non-Preferred Drug', 'Tier 5: Specialty Tier'] as const;

/** Tier 0: not covered (spec §5.5 "drug tier 0 means not applicable"). */
export function tierFor(plan: CatalogPlan, hit: DrugPackageHit): number {
  if (!plan.hasDrugCoverage) return 0;
  const draw = hash(`tier:${plan.planId}:${plan.planYear}:${hit.drug.drugId}`);
  if (draw % 11 === 0) return 0;
  if (hit.drug.isGeneric) return draw % 3 === 0 ? 2 : 1;
  if (hit.drug.insulin) return 3;
  return [3, 3, 4, 5][draw % 4] ?? 3;
}

const RETAIL_PRICE = [160, 12, 25, 210, 380, 620] as const;

/** One 30-day fill at a network pharmacy, before any Extra Help. */
function copay30(plan: CatalogPlan, tier: number): number {
  const key = `${plan.planId}:${plan.planYear}`;
  switch (tier) {
    case 1: return between(0, 3, `c1:${key}`);
    case 2: return between(5, 15, `c2:${key}`);
    case 3: return between(40, 47, `c3:${key}`);
    case 4: return between(90, 100, `c4:${key}`);
    case 5: return 0.33 * RETAIL_PRICE[5];
    default: return RETAIL_PRICE[0];
  }
}

/**
 * One saved drug as priced: its package, supply length and, when the request
 * gives them, its quantity and frequency. Without a quantity the drug is
 * priced for the standard fill (one unit a day), which is how the figures
 * stored with a saved plan are priced: plan browsing does not know the
 * member's quantities, the estimate call does.
 */
export interface DrugUse { nationalDrugCode: string; supply: number; quantity?: number | string; frequency?: string }

/** Units a day for a quantity given per day, week or month; other frequencies (refill options) mean per supply. */
const DAYS_PER_FREQUENCY: Record<string, number> = { day: 1, week: 7, month: 30 };

/**
 * How many standard fills (one unit a day) the drug's quantity is: copays are
 * for the standard fill and prices scale with the units, so a change of
 * quantity, frequency or supply length changes the figure.
 */
function standardFills(use: DrugUse): number {
  const quantity = Number(use.quantity);
  if (use.quantity === undefined || !Number.isFinite(quantity) || quantity <= 0) return 1;
  const perDays = DAYS_PER_FREQUENCY[String(use.frequency ?? '').toLowerCase()] ?? use.supply;
  return quantity / perDays;
}

export interface DrugCost {
  nationalDrugCode: string;
  tier: number;
  covered: boolean;
  /** Per fill during the initial coverage stage. */
  initialCoverageCost: number;
  annualCost: number;
  insulin: boolean;
}

/** Extra Help (LIS level '1') caps copays at the low-income amounts. */
const LIS_CAP = { generic: 4.9, brand: 12.15 } as const;

export function drugCost(plan: CatalogPlan, use: DrugUse, pharmacy: CatalogPharmacy | undefined, lis = false): DrugCost | undefined {
  const hit = findByNdc(use.nationalDrugCode);
  if (!hit) return undefined;
  const tier = tierFor(plan, hit);
  const networked = !pharmacy || inNetwork(pharmacy, plan.planId);
  const standard = tier === 0 || !networked ? RETAIL_PRICE[Math.min(tier, 5)] ?? RETAIL_PRICE[0] : copay30(plan, tier);
  // The insulin and Extra Help caps hold whatever the quantity.
  let perFill30 = standard * standardFills(use);
  if (hit.drug.insulin && tier > 0) perFill30 = Math.min(perFill30, 35);
  if (lis && tier > 0) perFill30 = Math.min(perFill30, hit.drug.isGeneric ? LIS_CAP.generic : LIS_CAP.brand);
  const ninety = use.supply === 90;
  // Mail order 90-day fills cost two 30-day copays instead of three.
  const perFill = ninety ? perFill30 * (pharmacy?.mailOrder ? 2 : 3) : perFill30;
  const fills = ninety ? 4 : 12;
  return {
    nationalDrugCode: hit.pkg.nationalDrugCode,
    tier,
    covered: tier > 0,
    initialCoverageCost: round(perFill),
    annualCost: round(perFill * fills),
    insulin: hit.drug.insulin,
  };
}

export function round(n: number): number {
  return Math.round(n * 100) / 100;
}
