/** Cost display rules (spec §5.5, §9). */
import { normalizePlanType } from './planTypes';

/** Shown for a cost field that is missing. The spec names a default placeholder without its text. */
export const COST_PLACEHOLDER = 'Not available';

function asNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const number = typeof value === 'number' ? value : Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(number) ? number : null;
}

/**
 * The Extra Help premium value: '0' when the subsidy figure is missing or not
 * a number; otherwise two decimals, with the medical premium added for
 * non-PDP plans (a missing medical premium adds nothing).
 */
export function extraHelpPremiumValue(inputs: {
  subsidyPremium: string | number | null | undefined;
  medicalPremium?: string | number | null;
  planType: string | null | undefined;
}): string {
  const subsidy = asNumber(inputs.subsidyPremium);
  if (subsidy === null) return '0';
  const medical = normalizePlanType(inputs.planType) === 'PDP' ? 0 : (asNumber(inputs.medicalPremium) ?? 0);
  return (subsidy + medical).toFixed(2);
}

/** Extra Help premium levels of the table. */
export const EXTRA_HELP_LEVELS = ['100', '75', '50', '25'] as const;

/** The 25/50/75 percent rows show only for plan years before 2024. */
export function showsPartialExtraHelpRows(planYear: number | string): boolean {
  return Number(planYear) < 2024;
}

export interface DrugCostTexts {
  annual: string;
  monthly: string;
}

/** Annual drug cost with 2 decimals and monthly = annual / 12; the placeholder when missing. */
export function drugCostTexts(annualDrugCost: string | number | null | undefined): DrugCostTexts {
  const annual = asNumber(annualDrugCost);
  if (annual === null) return { annual: COST_PLACEHOLDER, monthly: COST_PLACEHOLDER };
  return { annual: annual.toFixed(2), monthly: (annual / 12).toFixed(2) };
}

/** A cost field's text, or the placeholder when missing or blank. */
export function costOrPlaceholder(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return COST_PLACEHOLDER;
  const text = String(value).trim();
  return text === '' ? COST_PLACEHOLDER : text;
}

export const TIER_NOT_APPLICABLE = 'Not applicable';

/** Drug tier 0 means not applicable. */
export function isTierApplicable(tier: string | number | null | undefined): boolean {
  const number = asNumber(tier);
  return number !== null && number !== 0;
}

/** 'Tier {n}', or 'Not applicable' for tier 0 or a missing tier. */
export function drugTierText(tier: string | number | null | undefined): string {
  return isTierApplicable(tier) ? `Tier ${asNumber(tier)}` : TIER_NOT_APPLICABLE;
}

/** Start-application suppressed plan ids come from configuration; MW1 and TW1 when it gives none. */
export const DEFAULT_START_APPLICATION_SUPPRESSED_IDS: readonly string[] = ['MW1', 'TW1'];

export function startApplicationSuppressedIds(configured: readonly string[] | string | null | undefined): string[] {
  const list = typeof configured === 'string' ? configured.split(',') : (configured ?? []);
  const ids = list.map((id) => id.trim()).filter((id) => id !== '');
  return ids.length > 0 ? ids : [...DEFAULT_START_APPLICATION_SUPPRESSED_IDS];
}

/** The Part D deductible line: an all-tiers text replaces an empty or $0 deductible. */
export function isDeductibleEmpty(value: string | number | null | undefined): boolean {
  const number = asNumber(value);
  return number === null || number === 0;
}
