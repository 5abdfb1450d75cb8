/**
 * The Extra Help figures saved plans and applications lack (spec §4.13,
 * §5.5; which ones, domain/extraHelpFigures.ts), from two calls of §7.3:
 * LIS data by county (a plan's subsidised premium, _subsidyList) and federal
 * plans by plan type (a plan's medical premium). Asked only while an Extra
 * Help value can show at all (flag lisChanges on, Extra Help level '1'), once
 * per county or plan type and year and store. An application takes the
 * medical premium of its saved plan first. A failed call is logged by the api
 * layer and a plan the answer lacks is logged as not found (§8); the figures
 * then stay as stored: a missing subsidy shows no Extra Help value, a missing
 * medical premium adds nothing. The calls are part of the follow-up code
 * (extraHelpFigureCalls.ts, components/plans/followUpCalls.ts).
 */
import { atom } from 'jotai';
import type { Plan } from '../../api/schemas/plan';
import type { ExtraHelpFigureAnswers } from '../../domain/extraHelpFigures';
import { toPlanYear } from '../../domain/planYear';
import { plansDetailsAtom } from '../profile';
import { sharedAtom } from '../store';

export const figuresKey = (planId: string, planYear: number | string) => `${planId}/${String(planYear)}`;

/** The saved copy of a plan, any year held in the profile. */
export function savedCopy(plans: readonly Plan[], planId: string, planYear: number): Plan | undefined {
  return plans.find((plan) => plan.planId === planId && toPlanYear(plan.planYear) === planYear);
}

/** The figures answered, by figuresKey. */
export const extraHelpFiguresAtom = sharedAtom('extraHelpFigures.answers', () => atom<ReadonlyMap<string, ExtraHelpFigureAnswers>>(new Map()));

/** An application's medical premium for its Extra Help value: its own, its saved plan's, else the federal plans'. */
export const applicationMedicalPremiumAtom = sharedAtom('extraHelpFigures.applicationMedical', () =>
  atom((get) => {
    const stored = get(plansDetailsAtom)?.plans ?? [];
    const answers = get(extraHelpFiguresAtom);
    return (application: { planId: string; planYear: number | string; medicalPremium?: unknown }): string | number | undefined => {
      const own = application.medicalPremium;
      if (typeof own === 'string' || typeof own === 'number') return own;
      const year = toPlanYear(application.planYear);
      const saved = year === null ? undefined : savedCopy(stored, application.planId, year)?.medicalPremium;
      return saved ?? answers.get(figuresKey(application.planId, application.planYear))?.medicalPremium;
    };
  }),
);
