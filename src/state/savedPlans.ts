/**
 * Saved plans for the active plan year (spec §3.9, §4.6): the favourites
 * (member-enrolled plans show apart, as active plans) and the favourited
 * supplement plans (medsuppFavourites.ts), in lists by type, the count and
 * the exists-flag.
 */
import { atom } from 'jotai';
import { planKey } from '../domain/planCardRules';
import { splitPlansByEnrollment } from '../domain/planClassification';
import { planListForType, type PlanListName } from '../domain/planTypes';
import { toPlanYear } from '../domain/planYear';
import { parseSavedPlanKeys } from '../domain/savedPlanKeys';
import type { Plan } from '../api/schemas/plan';
import { favouritePlansAtom } from './medsuppFavourites';
import { activeYearAtom } from './planYear';
import { memberEnrolledPlansAtom, plansDetailsAtom } from './profile';
import { stableListAtom } from './stableListAtom';
import { sharedAtom } from './store';
import { systemDateAtom } from './systemDate';

/**
 * The saved plans of the active year, in stored order, then the favourited
 * supplement plans not also saved. When the savedPlans key text is present it
 * decides which stored plans are saved; an empty text means every stored plan
 * is (services that omit it still show plans).
 */
export const savedPlansAtom = sharedAtom('savedPlans', () =>
  stableListAtom<Plan>((get) => {
    const details = get(plansDetailsAtom);
    const year = get(activeYearAtom);
    const keys = new Set(parseSavedPlanKeys(details?.savedPlans).map(planKey));
    const forYear = (details?.plans ?? []).filter((p) => toPlanYear(p.planYear) === year && (keys.size === 0 || keys.has(planKey(p))));
    const saved = splitPlansByEnrollment(forYear, get(systemDateAtom)).favoritePlans;
    const savedKeys = new Set(forYear.map(planKey));
    return [...saved, ...get(favouritePlansAtom).filter((p) => !savedKeys.has(planKey(p)))];
  }),
);

function listAtom(name: PlanListName) {
  return sharedAtom(`savedPlans.${name}`, () =>
    stableListAtom<Plan>((get) => get(savedPlansAtom).filter((plan) => planListForType(plan.planType) === name)),
  );
}

export const maPlansListAtom = listAtom('maPlansList');
export const pdpPlansListAtom = listAtom('pdpPlansList');
export const snpPlansListAtom = listAtom('snpPlansList');
export const medsuppPlansListAtom = listAtom('medsuppPlansList');

export const savedPlansCountAtom = sharedAtom('savedPlansCount', () => atom((get) => get(savedPlansAtom).length));
export const isPlansExistsAtom = sharedAtom('isPlansExists', () => atom((get) => get(savedPlansAtom).length > 0));

/** Member-enrolled plans (spec §4.6) from the profile's enrolled list and the saved plans. */
export const enrolledPlansAtom = sharedAtom('enrolledPlans', () =>
  stableListAtom<Plan>((get) => {
    const date = get(systemDateAtom);
    const enrolled = splitPlansByEnrollment(get(memberEnrolledPlansAtom) ?? [], date).memberEnrolledPlans;
    const saved = splitPlansByEnrollment(get(plansDetailsAtom)?.plans ?? [], date).memberEnrolledPlans;
    const seen = new Set(enrolled.map(planKey));
    return [...enrolled, ...saved.filter((p) => !seen.has(planKey(p)))];
  }),
);
