/**
 * Starting, continuing or viewing a Medicare Supplement application (spec
 * §4.8), one rule for every button that offers it: the recommended plan's on
 * the dashboard and a supplement card's on the plans page.
 *
 * An existing application for the plan (same zip, same plan name) is
 * continued or viewed on its resume page, never started again: the click
 * waits for the user's supplement application to have loaded, so a button
 * pressed before it arrived still finds it. Otherwise the application
 * starts: the open-add-your-info window event when the shopper-profile
 * (recommendation widget) script is on the page and the plan's state matches
 * the recommendation's, else the medsupp details page with
 * startApplication=true, after the online-enrollment hand-off (§4.8 "clicking
 * start ... writes the online-enrollment object to a cookie").
 */
import type { Plan } from '../../api/schemas/plan';
import { findMatchingMedsuppApplication, isMedsuppApplicationInProgress, medsuppEnrollRoute } from '../../domain/applicationActions';
import { normalizePlanType } from '../../domain/planTypes';
import { loadMedsuppApplication } from './applicationLoading';
import { openMedsuppApplication } from './applicationNavigation';
import { medsuppApplicationAtom } from './applications';
import { launchOnlineEnrollment } from './enrollment';
import { activeYearAtom } from '../planYear';
import {
  isRecommendationWidgetPresent,
  msPlansStateCode,
  recommendationStateCode,
  recommendationZipAtom,
  recommendedPlanAsPlan,
  type RecommendationPlan,
} from './recommendations';
import { emitOnWindow, OPEN_ADD_YOUR_INFO } from '../hostEvents';
import { getStore, type Store } from '../store';

export const DASHBOARD_ENTRY_POINT = 'shopper-profile-dashboard';
/** Not shown in the spec: the entry point a plans-page supplement card names in the open-add-your-info event. */
export const PLANS_ENTRY_POINT = 'shopper-profile-plans';

/** A supplement plan someone asked to apply for, and where the button that asked sits. */
export interface SupplementApplicationTarget {
  /** The plan as the online-enrollment hand-off carries it. */
  plan: Plan;
  planCode: string;
  zipCode: string;
  /** The plan's state, compared with the recommendation's for the open-add-your-info route. */
  planStateCode: string | undefined;
  legalEntity?: string | undefined;
  premium: string | null;
  entryPoint: string;
  /** The clicked button's English label (the host's event names it so, whatever the page's language). */
  clickedElement: string;
}

/** Starts a new application for the plan (no existing one is looked for: see applyForSupplementPlan). */
export function startSupplementApplication(target: SupplementApplicationTarget, store: Store = getStore()): void {
  const { plan, planCode, zipCode } = target;
  const stateCode = recommendationStateCode(store);
  const route = medsuppEnrollRoute({
    shopperProfileScriptPresent: isRecommendationWidgetPresent(),
    planStateCode: target.planStateCode,
    recommendationStateCode: stateCode,
    zipCode,
    planCode,
    planId: plan.planId,
    planYear: plan.planYear,
  });
  if (route.kind === 'navigate') {
    launchOnlineEnrollment(plan, target.premium, route.url, store);
    return;
  }
  emitOnWindow(OPEN_ADD_YOUR_INFO, {
    entryPoint: target.entryPoint,
    planName: plan.planName,
    planCode,
    zipCode,
    clickedElement: target.clickedElement,
    planYear: plan.planYear,
    stateCode,
    legalEntity: target.legalEntity,
    marketingPlanCode: planCode,
  });
}

/** Continues or views the user's application for the plan when one exists, else starts one (never a second). */
export async function applyForSupplementPlan(target: SupplementApplicationTarget, store: Store = getStore()): Promise<void> {
  await loadMedsuppApplication(store);
  const application = store.get(medsuppApplicationAtom);
  const matching = application ? findMatchingMedsuppApplication([application], target.plan.planName, target.zipCode) : undefined;
  if (matching) await openMedsuppApplication(matching, isMedsuppApplicationInProgress(matching.applicationStatus), store);
  else startSupplementApplication(target, store);
}

function supplementPlanCode(plan: RecommendationPlan): string {
  return plan.compositePlanId?.plancode || plan.planId || '';
}

/** The recommended supplement plan as an application target of the dashboard. */
export function recommendedSupplementTarget(plan: RecommendationPlan, premium: string | null, clickedElement: string, store: Store = getStore()): SupplementApplicationTarget {
  const planCode = supplementPlanCode(plan);
  const asPlan = recommendedPlanAsPlan(plan, store);
  return {
    plan: { ...asPlan, planId: plan.planId || planCode, planName: plan.planName ?? asPlan.planName, planType: 'MS', planYear: plan.planYear ?? store.get(activeYearAtom) },
    planCode,
    zipCode: store.get(recommendationZipAtom),
    planStateCode: msPlansStateCode(store),
    legalEntity: plan.legalEntity,
    premium,
    entryPoint: DASHBOARD_ENTRY_POINT,
    clickedElement,
  };
}

/** A plans-page supplement card as an application target: its own zip, state and code. */
export function savedSupplementTarget(plan: Plan, planCode: string, premium: string | null, clickedElement: string, store: Store = getStore()): SupplementApplicationTarget {
  return {
    plan: { ...plan, planType: normalizePlanType(plan.planType) ?? 'MS' },
    planCode,
    zipCode: String(plan.zipCode ?? ''),
    planStateCode: plan.county?.stateCode ?? msPlansStateCode(store),
    legalEntity: plan.msLegalEntity,
    premium,
    entryPoint: PLANS_ENTRY_POINT,
    clickedElement,
  };
}
