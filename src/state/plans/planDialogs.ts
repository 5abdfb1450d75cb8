/**
 * Which plan the plan pop-ups show (spec §3.9): drugPricingPlan for the drug
 * pricing pop-up, planToBeEnrolledByPhone for the learn-more / call-to-enroll
 * pop-up, extraHelpPlan for the Extra Help pop-up's second version (a plan
 * card's own figures). planToBeDeleted belongs to the element showing the
 * remove pop-up (components/plans/PlanDialogs.tsx).
 */
import { atom } from 'jotai';
import type { Plan } from '../../api/schemas/plan';
import { sharedAtom } from '../store';

export const drugPricingPlanAtom = sharedAtom('drugPricingPlan', () => atom<Plan | null>(null));
export const planToBeEnrolledByPhoneAtom = sharedAtom('planToBeEnrolledByPhone', () => atom<Plan | null>(null));
export const extraHelpPlanAtom = sharedAtom('extraHelpPlan', () => atom<Plan | null>(null));
