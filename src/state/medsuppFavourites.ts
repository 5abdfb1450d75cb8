/**
 * Favourited supplement plans (spec §3.1 medsuppData.savedPlanInformation
 * .favoritedPlans, §7.3 supplement plan search).
 *
 * The supplement pages of the site keep a shopper's favourites as plan codes
 * and years in medsuppData, not as saved plans. They show with the saved
 * plans of the active year, as Medicare Supplement cards built from the
 * supplement plan search of the profile's zip (one call per zip). Chosen
 * here, the spec being silent: a favourite without a year counts for the
 * active year (the search answers current plans); a favourite whose plan is
 * also saved shows once, as the saved plan; a code the search does not
 * answer, or answers without a name, is logged as not found and shows no card
 * (a card with nothing but a code would tell a person nothing). The plan's
 * county comes from a saved plan in the same zip, else from the counties
 * call, so the supplement list knows its state. A failed search is logged by
 * the api layer and only the favourites stay out.
 */
import { atom } from 'jotai';
import type { Plan } from '../api/schemas/plan';
import type { County } from '../api/schemas/plan';
import type { MedsuppSearchPlan } from '../api/schemas/planInfo';
import { toPlanYear } from '../domain/planYear';
import { activeYearAtom } from './planYear';
import { medsuppDataAtom, plansDetailsAtom, userDetailsAtom } from './profile';
import { getStore, sharedAtom, type Store } from './store';

/** The field a favourite's card carries: the plan code it was favourited by (removal writes medsuppData, not the saved plans). */
const FAVOURITE_CODE = 'favoritedPlanCode';

/** The plan code a favourite's card was built from; undefined for a saved plan. */
export function favouritedPlanCodeOf(plan: Plan): string | undefined {
  const code = plan[FAVOURITE_CODE];
  return typeof code === 'string' ? code : undefined;
}

export const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The zip the favourites were made for: medsuppData's, its applicant's, else the profile's. */
const favouritesZipAtom = sharedAtom('medsuppFavourites.zip', () =>
  atom((get) => {
    const data = get(medsuppDataAtom);
    const zip = data?.zipCode || data?.applicantInformation?.zipCode || get(plansDetailsAtom)?.zipCode || get(userDetailsAtom)?.zipCode;
    return zip ? String(zip).trim() : '';
  }),
);

/** The active year's favourite codes, each once. */
export const favouriteCodesAtom = sharedAtom('medsuppFavourites.codes', () =>
  atom((get) => {
    const year = get(activeYearAtom);
    const codes: string[] = [];
    for (const favourite of get(medsuppDataAtom)?.savedPlanInformation?.favoritedPlans ?? []) {
      const favouriteYear = favourite.planYear === undefined ? year : toPlanYear(favourite.planYear);
      if (favouriteYear === year && !codes.some((code) => sameCode(code, favourite.planCode))) codes.push(favourite.planCode.trim());
    }
    return codes;
  }),
);

/** What a component watches to start the search: the zip, when the active year has favourites. */
export const medsuppFavouritesKeyAtom = sharedAtom('medsuppFavourites.key', () =>
  atom((get) => (get(favouriteCodesAtom).length > 0 ? get(favouritesZipAtom) : '')),
);

interface SearchAnswer {
  plans: readonly MedsuppSearchPlan[];
  county: County | undefined;
}

/** Search answers by zip (medsuppFavouritesSearch.ts, part of the follow-up code, fills it). */
export const searchAnswersAtom = sharedAtom('medsuppFavourites.answers', () => atom<ReadonlyMap<string, SearchAnswer>>(new Map()));

function favouritePlan(code: string, found: MedsuppSearchPlan, zipCode: string, county: County | undefined, planYear: number): Plan | null {
  if (!found.planName) return null;
  return {
    planId: found.planId || code,
    planName: found.planName,
    planType: 'MS',
    planProductType: 'MEDSUPP',
    planYear,
    zipCode,
    ...(county ? { county } : {}),
    ...(found.monthlyPremium === undefined ? {} : { monthlyPremium: found.monthlyPremium }),
    ...(found.benefitSummaries ? { benefits: found.benefitSummaries } : {}),
    ...(found.legalEntity ? { msLegalEntity: found.legalEntity } : {}),
    ...(found.planPositioningStatement ? { msPlanPositioningStatement: found.planPositioningStatement } : {}),
    [FAVOURITE_CODE]: code,
  };
}

/** The favourited supplement plans of the active year as cards, in favourite order (saved plans not yet left out). */
export const favouritePlansAtom = sharedAtom('medsuppFavourites.plans', () =>
  atom((get): readonly Plan[] => {
    const zip = get(medsuppFavouritesKeyAtom);
    const answer = zip ? get(searchAnswersAtom).get(zip) : undefined;
    if (!answer) return [];
    const year = get(activeYearAtom);
    return get(favouriteCodesAtom).flatMap((code) => {
      const found = answer.plans.find((plan) => sameCode(plan.planCode, code));
      const plan = found ? favouritePlan(code, found, zip, answer.county, year) : null;
      return plan ? [plan] : [];
    });
  }),
);

/** The code a saved supplement plan is also favourited by, when the search has matched one to it. */
export function favouriteCodeOfSavedPlan(plan: Plan, store: Store = getStore()): string | undefined {
  const favourite = store.get(favouritePlansAtom).find((p) => p.planId === plan.planId && String(p.planYear) === String(plan.planYear));
  return favourite ? favouritedPlanCodeOf(favourite) : undefined;
}
