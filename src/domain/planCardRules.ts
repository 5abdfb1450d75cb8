/** Plan-card rules (spec §2.3, §2.7, §9): disclaimers, notices, footnotes, the year toggle, amounts. */
import { formatCurrency } from './format';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { isInstitutionalSnp, normalizePlanType } from './planTypes';

/**
 * The two legal entities that carry a disclaimer (spec §2.3 "legal entity
 * maps to a disclaimer for two entity values"); the plans catalog holds the
 * disclaimer of each (the insurer lines AARP Medicare Supplement plans print
 * under each plan).
 */
export type LegalEntityDisclaimer = 'insuranceCompany' | 'insuranceCompanyOfAmerica';

const LEGAL_ENTITIES: Readonly<Record<string, LegalEntityDisclaimer>> = {
  'unitedhealthcare insurance company': 'insuranceCompany',
  'unitedhealthcare insurance company of america': 'insuranceCompanyOfAmerica',
};

/** The disclaimer a plan's legal entity carries (any case), or null. */
export function legalEntityDisclaimer(msLegalEntity: string | null | undefined): LegalEntityDisclaimer | null {
  return LEGAL_ENTITIES[(msLegalEntity ?? '').trim().toLowerCase()] ?? null;
}

/** A plan id starting with 'F' or 'C' (Medicare Supplement Plans F and C) shows the special notice. */
export function hasPlanFOrCNotice(planId: string): boolean {
  return /^[FC]/i.test(planId.trim());
}

export type MedsuppFootnote = 14 | 10;

/**
 * Medicare Supplement footnote markers: 14 for a high-deductible plan, 10 for
 * a wellness-extras plan. Recognised by the plan name, the only place the
 * profile's plan carries either trait.
 */
export function medsuppFootnotes(plan: { planType?: string | null; planName?: string | null }): MedsuppFootnote[] {
  if (normalizePlanType(plan.planType) !== 'MS') return [];
  const name = (plan.planName ?? '').toLowerCase();
  const notes: MedsuppFootnote[] = [];
  if (/high[\s-]*deductible/.test(name)) notes.push(14);
  if (/wellness\s+extras?/.test(name)) notes.push(10);
  return notes;
}

/** Chronic-condition special needs plan (CSNP), by snpType 'CSNP', 'C-SNP', 'CHRONIC...' (any case). */
export function isChronicSnp(snpType: string | null | undefined): boolean {
  const type = (snpType ?? '').trim().toUpperCase().replace(/-/g, '');
  return type === 'CSNP' || type.startsWith('CHRONIC');
}

/** The special needs plans with their own message (spec §2.3); the plans catalog holds the texts. */
export type SnpNotice = 'isnp' | 'csnp';

/**
 * The plan-eligibility label a special needs plan's tag shows (spec §9):
 * 'Medicaid required' (dual-eligible), 'Chronic condition required' (chronic),
 * 'Nursing home level of care required' (institutional, and institutional-equivalent,
 * whose members need that level of care at home).
 */
export type SnpEligibility = 'medicaid' | 'chronicCondition' | 'nursingHomeCare';

export function snpEligibility(snpType: string | null | undefined): SnpEligibility | null {
  const type = (snpType ?? '').trim().toUpperCase().replace(/[\s_-]/g, '');
  if (isInstitutionalSnp(snpType) || type === 'IESNP' || type.startsWith('INSTITUTIONALEQUIVALENT')) return 'nursingHomeCare';
  if (isChronicSnp(snpType)) return 'chronicCondition';
  if (type === 'DSNP' || type.startsWith('DUAL')) return 'medicaid';
  return null;
}

export function snpNotice(snpType: string | null | undefined): SnpNotice | null {
  if (isInstitutionalSnp(snpType)) return 'isnp';
  if (isChronicSnp(snpType)) return 'csnp';
  return null;
}

/**
 * The two toll-free enrollment numbers by plan product type (spec §2.7, §9;
 * values not shown, chosen here): drug plans have their own line, every
 * other plan uses the Medicare Advantage line.
 */
export const ENROLL_PHONE_NUMBERS = {
  drugPlan: '1-888-867-5564',
  medicarePlan: '1-877-714-0178',
} as const;

export function enrollPhoneNumber(plan: { planType?: string | null; planProductType?: string | null }): string {
  const drugPlan = (plan.planProductType ?? '').trim().toUpperCase() === 'PDP' || normalizePlanType(plan.planType) === 'PDP';
  return drugPlan ? ENROLL_PHONE_NUMBERS.drugPlan : ENROLL_PHONE_NUMBERS.medicarePlan;
}

/** One half of the year toggle: the year, and which plans it names (the plans catalog words it). */
export interface PlanYearToggleOption {
  value: string;
  year: number;
  starts: 'novemberOrDecember' | 'januaryOrLater';
}

/**
 * The two-year toggle (spec §2.3). During the annual enrollment period the
 * allowed years are this year and next. Plans that start in November or
 * December are this year's plans (coverage begins the month after enrolling),
 * so the first half names the current year; next year's plans start in
 * January, so the second half names next year. Null unless two years are allowed.
 */
export function planYearToggleOptions(allowedYears: readonly number[]): [PlanYearToggleOption, PlanYearToggleOption] | null {
  if (allowedYears.length !== 2) return null;
  const [current, next] = [...allowedYears].sort((a, b) => a - b) as [number, number];
  return [
    { value: String(current), year: current, starts: 'novemberOrDecember' },
    { value: String(next), year: next, starts: 'januaryOrLater' },
  ];
}

/** Amount as a currency text: display texts ('$24.00') are kept, numbers formatted; null when missing. */
export function amountText(value: string | number | null | undefined, locale: Locale = DEFAULT_LOCALE): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? formatCurrency(value, locale) : null;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? amountText(Number(text), locale) : text;
}

/** A saved plan's identity within the lists: plan id and plan year. */
export function planKey(plan: { planId: string; planYear: number | string }): string {
  return `${plan.planId} ${String(plan.planYear)}`;
}
