import { useAtomValue } from 'jotai';
import type { Plan } from '../../api/schemas/plan';
import { enrolledPlansAtom, savedPlansAtom } from '../../state/savedPlans';
import { drugEligiblePlan } from './drugText';

/** The plan the change-pharmacy link and drug edits apply to (see drugEligiblePlan). */
export function useDrugEligiblePlan(): Plan | undefined {
  return drugEligiblePlan(useAtomValue(enrolledPlansAtom), useAtomValue(savedPlansAtom));
}
