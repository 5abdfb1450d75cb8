/** Plan-card rules (spec §2.3, §2.7, §9): disclaimers, notices, footnotes, the year toggle, amounts. */
import { formatCurrency } from './format';
import { isInstitutionalSnp, normalizePlanType } from './planTypes';

/**
 * The two legal entities that carry a disclaimer (spec §2.3 "legal entity
 * maps to a disclaimer for two entity values"). Texts not shown: the insurer
 * lines AARP Medicare Supplement plans print under each plan.
 */
export const LEGAL_ENTITY_DISCLAIMERS: Readonly<Record<string, string>> = {
  'unitedhealthcare insurance company': 'Insured by UnitedHealthcare Insurance Company, Horsham, PA.',
  'unitedhealthcare insurance company of america': 'Insured by UnitedHealthcare Insurance Company of America, Hartford, CT.',
};

export function legalEntityDisclaimer(msLegalEntity: string | null | undefined): string | null {
  return LEGAL_ENTITY_DISCLAIMERS[(msLegalEntity ?? '').trim().toLowerCase()] ?? null;
}

/** A plan id starting with 'F' or 'C' (Medicare Supplement Plans F and C) shows the special notice. */
export function hasPlanFOrCNotice(planId: string): boolean {
  return /^[FC]/i.test(planId.trim());
}

export const PLAN_F_C_NOTICE = 'Plans C and F are available only to those first eligible for Medicare before January 1, 2020.';

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

export const MEDSUPP_FOOTNOTE_TEXT: Record<MedsuppFootnote, string> = {
  14: 'High-deductible plan: you pay a deductible before the plan pays.',
  10: 'Wellness extras plan: includes added wellness services.',
};

/** Chronic-condition special needs plan (CSNP), by snpType 'CSNP', 'C-SNP', 'CHRONIC...' (any case). */
export function isChronicSnp(snpType: string | null | undefined): boolean {
  const type = (snpType ?? '').trim().toUpperCase().replace(/-/g, '');
  return type === 'CSNP' || type.startsWith('CHRONIC');
}

export interface SnpNotice {
  kind: 'isnp' | 'csnp';
  tag: string;
  message: string;
}

/**
 * ISNP and CSNP tags and messages (spec §2.3; texts not shown: the plan
 * eligibility labels of spec §9 with a sentence saying what they mean).
 */
export function snpNotice(snpType: string | null | undefined): SnpNotice | null {
  if (isInstitutionalSnp(snpType)) {
    return {
      kind: 'isnp',
      tag: 'Nursing home level of care required',
      message: 'This plan is for people who live in a nursing home or need that level of care at home. Call us to learn whether you qualify.',
    };
  }
  if (isChronicSnp(snpType)) {
    return {
      kind: 'csnp',
      tag: 'Chronic condition required',
      message: 'This plan is for people with certain chronic conditions. You will be asked to confirm your condition when you enroll.',
    };
  }
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

export interface PlanYearToggleOption {
  value: string;
  label: string;
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
    { value: String(current), label: `Plans starting in November or December ${current}` },
    { value: String(next), label: `January ${next} or later` },
  ];
}

/** Amount as a currency text: display texts ('$24.00') are kept, numbers formatted; null when missing. */
export function amountText(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? formatCurrency(value) : null;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? amountText(Number(text)) : text;
}

/** A saved plan's identity within the lists: plan id and plan year. */
export function planKey(plan: { planId: string; planYear: number | string }): string {
  return `${plan.planId} ${String(plan.planYear)}`;
}
