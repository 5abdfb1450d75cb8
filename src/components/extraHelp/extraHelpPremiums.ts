/**
 * Premium figures of the Extra Help pop-up (spec §9): $0 with Extra Help
 * versus $24 without by default, and for plan years before 2024 a table by
 * Extra Help level (100/75/50/25%). The spec gives no figures for the partial
 * levels; we show the premium less that share of it ($24 at 75% is $6.00),
 * which is how a partial subsidy pays.
 *
 * Pure rules; a candidate for src/domain (costs.ts) once its owner agrees.
 */
import type { Plan } from '../../api/schemas/plan';
import { EXTRA_HELP_LEVELS, extraHelpPremiumValue, showsPartialExtraHelpRows } from '../../domain/costs';

export const DEFAULT_MONTHLY_PREMIUM = 24;
export const DEFAULT_LIS_PREMIUM = 0;

export type ExtraHelpLevel = (typeof EXTRA_HELP_LEVELS)[number];

export interface ExtraHelpPremiumRow {
  level: ExtraHelpLevel;
  monthlyPremium: number;
}

/** The premium left to pay when Extra Help covers `level` percent of it. */
export function premiumAtLevel(monthlyPremium: number, level: ExtraHelpLevel): number {
  return Math.round(monthlyPremium * (100 - Number(level))) / 100;
}

/** The rows of the level table: all four levels before 2024, none from 2024 on. */
export function extraHelpPremiumRows(planYear: number, monthlyPremium = DEFAULT_MONTHLY_PREMIUM): ExtraHelpPremiumRow[] {
  if (!showsPartialExtraHelpRows(planYear)) return [];
  return EXTRA_HELP_LEVELS.map((level) => ({ level, monthlyPremium: premiumAtLevel(monthlyPremium, level) }));
}

export interface ExtraHelpFigures {
  monthlyPremium: number;
  lisPremium: number;
}

function amount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value.replace(/[$,\s]/g, ''));
  return value === '' || !Number.isFinite(number) ? null : number;
}

/**
 * The pop-up's second version: a plan card's own figures. The LIS premium
 * follows the §5.5 Extra Help value rule; a plan without a readable monthly
 * premium shows the spec's default (our choice: the pop-up never shows an
 * empty figure).
 */
export function planExtraHelpFigures(plan: Plan): ExtraHelpFigures {
  const monthlyPremium = amount(plan.monthlyPremium) ?? amount(plan.monthlyPremiumFormatted) ?? DEFAULT_MONTHLY_PREMIUM;
  const lis = extraHelpPremiumValue({ subsidyPremium: plan.lisMonthlyPremiumFormatted, medicalPremium: plan.medicalPremium, planType: plan.planType });
  return { monthlyPremium, lisPremium: Number(lis) };
}
