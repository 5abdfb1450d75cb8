/**
 * Premium figures of the Extra Help pop-up (spec §9): $0 with Extra Help
 * versus $24 without by default, and for plan years before 2024 a table by
 * Extra Help level (100/75/50/25%). The spec gives no figures for the partial
 * levels; we show the premium less that share of it ($24 at 75% is $6.00),
 * which is how a partial subsidy pays.
 */
import { EXTRA_HELP_LEVELS, showsPartialExtraHelpRows } from './costs';

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

function amount(text: string | null): number | null {
  if (text === null) return null;
  const number = Number(text.replace(/[$,\s]/g, ''));
  return text.trim() === '' || !Number.isFinite(number) ? null : number;
}

/**
 * The pop-up's second version: the figures a plan card shows (its monthly
 * premium and its Extra Help premium), so the pop-up never disagrees with the
 * card it opened from. A figure that is not a number shows the spec's default
 * (our choice: the pop-up never shows an empty figure).
 */
export function planExtraHelpFigures(premium: { monthly: string; lis: string | null }): ExtraHelpFigures {
  return { monthlyPremium: amount(premium.monthly) ?? DEFAULT_MONTHLY_PREMIUM, lisPremium: amount(premium.lis) ?? DEFAULT_LIS_PREMIUM };
}
