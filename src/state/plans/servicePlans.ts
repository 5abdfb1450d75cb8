/**
 * Benefits of saved plans that arrive without them (spec §3.2 service plan,
 * §7.3 plan products, §8 "a plan with no matching service plan is logged as
 * not found").
 *
 * A plan saved on another page of the site can come in the profile with its
 * identity, prices and county but no benefits list. Not shown in the spec:
 * for such a plan the card takes the benefit names and descriptions of its
 * service plan, from one plan products call per distinct (year, type, state,
 * county) of those plans; a plan the answer does not hold is logged as not
 * found and its card keeps 'Benefits not found !!'. A failed call is logged
 * by the api layer and the cards stay as they are. Plans that carry their
 * benefits never call, so a full profile makes no extra request. The calls
 * are part of the follow-up code (servicePlanCalls.ts,
 * components/plans/followUpCalls.ts).
 */
import { atom } from 'jotai';
import type { Plan } from '../../api/schemas/plan';
import { sharedAtom } from '../store';

export type Benefit = NonNullable<Plan['benefits']>[number];

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** Benefits found for a plan, by 'planId/year'. */
export const servicePlanBenefitsAtom = sharedAtom('servicePlans.benefits', () => atom<ReadonlyMap<string, readonly Benefit[]>>(new Map()));

export const servicePlanKey = (planId: unknown, planYear: unknown) => `${text(planId)}/${text(planYear)}`;
