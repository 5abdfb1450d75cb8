/** Cost display rules (spec §5.5, §9). */
import { isExtraHelpApplied } from './extraHelp';
import { normalizePlanType } from './planTypes';

/**
 * The premium the online-enrollment cookie carries when it is unknown: data
 * the enrollment pages read, so English in every locale (screens show the
 * catalogs' `notAvailable`).
 */
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

export interface ExtraHelpPremiumInputs {
  /** The LIS-changes feature flag. */
  featureOn: boolean;
  lisSubsidyLevel: string | null | undefined;
  /** The normal monthly premium (a number, or a text such as '$24.00'). */
  premium: string | number | null | undefined;
  /** The subsidy figure (lisMonthlyPremiumFormatted). */
  subsidyPremium: string | number | null | undefined;
  medicalPremium?: string | number | null;
  planType: string | null | undefined;
  /** For enrollments: the value shows only when the status is not the default status. */
  enrollmentStatus?: string | null;
  defaultStatus?: string;
}

/**
 * The Extra Help premium a plan card, the remove pop-up or an application
 * card shows (spec §4.13 when, §5.5 what), or null when none shows. It
 * shows when the flag is on, extra help applies, (for enrollments) the
 * status is not the default status, and the value differs from the normal
 * premium, compared as amounts ('$24' and 24.00 are the same premium). The
 * value is extraHelpPremiumValue: 0 for a subsidy figure that is not a
 * number, the medical premium added for non-PDP plans. A subsidy figure that
 * is absent is no subsidised premium at all, so nothing shows (a $0.00 the
 * data never said would tell a person what they do not pay).
 */
export function extraHelpPremium(inputs: ExtraHelpPremiumInputs): number | null {
  const subsidy = inputs.subsidyPremium;
  if (subsidy === null || subsidy === undefined || (typeof subsidy === 'string' && subsidy.trim() === '')) return null;
  const statusAllows = inputs.defaultStatus === undefined || inputs.enrollmentStatus !== inputs.defaultStatus;
  if (!inputs.featureOn || !isExtraHelpApplied(inputs.lisSubsidyLevel) || !statusAllows) return null;
  const value = Number(extraHelpPremiumValue(inputs));
  const premium = asNumber(inputs.premium);
  return premium !== null && premium.toFixed(2) === value.toFixed(2) ? null : value;
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

/** Annual drug cost with 2 decimals and monthly = annual / 12; null when missing (the card says it is not available). */
export function drugCostTexts(annualDrugCost: string | number | null | undefined): DrugCostTexts | null {
  const annual = asNumber(annualDrugCost);
  if (annual === null) return null;
  return { annual: annual.toFixed(2), monthly: (annual / 12).toFixed(2) };
}

/** Drug tier 0 means not applicable. */
export function isTierApplicable(tier: string | number | null | undefined): boolean {
  const number = asNumber(tier);
  return number !== null && number !== 0;
}

/** The drug's tier number, or null for tier 0 or a missing tier (shown as not applicable). */
export function drugTier(tier: string | number | null | undefined): number | null {
  return isTierApplicable(tier) ? asNumber(tier) : null;
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
