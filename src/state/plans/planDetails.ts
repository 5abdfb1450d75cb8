/**
 * Plan details by id for saved plans whose stored fields are missing or
 * stale (spec §7.3 "GET /planinfo/details/VPP/plan-years/{year}/plans/{planId},
 * first of data.plans"; which plans, domain/planDetails.ts). One call per
 * plan and store, made only for the plans that need it, so a full profile
 * makes none. A failed call, or an answer without the plan ('No plan found
 * in response'), is logged by the api layer and the card keeps what was
 * stored (§8). The calls are part of the follow-up code (planDetailsCalls.ts,
 * components/plans/followUpCalls.ts).
 */
import { atom } from 'jotai';
import type { Plan } from '../../api/schemas/plan';
import type { ServicePlan } from '../../api/schemas/planInfo';
import { planDetailsNeed, type PlanDetailsNeed } from '../../domain/planDetails';
import { favouritedPlanCodeOf } from '../medsuppFavourites';
import { sharedAtom } from '../store';

export const planDetailsKey = (planId: string, planYear: number | string) => `${planId}/${String(planYear)}`;

/** Details answered, by planDetailsKey. */
export const planDetailsAtom = sharedAtom('planDetails.answers', () => atom<ReadonlyMap<string, ServicePlan>>(new Map()));

/** Whether (and why) a card's plan takes its details: only plans the requests asked for. */
export function detailsNeedOf(plan: Plan): PlanDetailsNeed | null {
  return favouritedPlanCodeOf(plan) ? null : planDetailsNeed(plan);
}
