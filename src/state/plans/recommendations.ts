/**
 * Plan recommendation (spec §3.8, §4.9): the top plan for the active year,
 * the recommendation type, where its results live, and the Medicare
 * Supplement recommendation-widget script a supplement top plan needs.
 */
import { trustedScriptUrl } from '../../platform/trustedTypes';
import { atom } from 'jotai';
import type { CompositePlanId, Plan } from '../../api/schemas/plan';
import type { RecommendedPlan as SchemaRecommendedPlan } from '../../api/schemas/recommendation';
import { normalizePlanType } from '../../domain/planTypes';
import { needsRecommendationWidgetScript, recommendationType, topRecommendedPlan } from '../../domain/recommendation';
import { launchOnlineEnrollment, saveHandOff } from './enrollment';
import { activeYearAtom } from '../planYear';
import { preDataAtom } from '../profile';
import { medsuppPlansListAtom, savedPlansAtom } from '../savedPlans';
import { getStore, sharedAtom, storeSlot, type Store } from '../store';

export const RECOMMENDATION_PATH = '/plan-recommendation-engine.html';
export const RECOMMENDATION_RESULTS_PATH = '/plan-recommendation-engine.html/result';
/** The spec writes it without a leading slash; it is a page of the recommendation engine, so it is rooted like its siblings. */
export const EDIT_PREFERENCES_PATH = '/plan-recommendation-engine.html/editmypreferences';
/** Path not shown: the supplement widget script sits with the medsupp pages. */
export const RECOMMENDATION_WIDGET_SCRIPT_PATH = '/medsupp/recommendation-widget.js';
export const RECOMMENDATION_WIDGET_SCRIPT_ATTRIBUTE = 'data-sp-recommendation-widget';
export const STATE_CODE_POLL_MS = 100;

/** The results link carries the active year (spec §2.1). */
export function recommendationResultsUrl(activeYear: number): string {
  return `${RECOMMENDATION_RESULTS_PATH}?year=${activeYear}`;
}

/** A recommended plan with its composite id read as an object (a text id carries no type or year). */
export type RecommendationPlan = SchemaRecommendedPlan & { compositePlanId?: CompositePlanId };

function asRecommendationPlan(plan: SchemaRecommendedPlan): RecommendationPlan {
  if (typeof plan.compositePlanId === 'object') return plan as RecommendationPlan;
  const { compositePlanId: _textId, ...rest } = plan;
  return rest as RecommendationPlan;
}

const recommendationObjAtom = sharedAtom('recommendation.obj', () => atom((get) => get(preDataAtom)?.planRecommendationObj));
const rankedPlansAtom = sharedAtom('recommendation.plans', () =>
  atom((get) => ({ plans: (get(recommendationObjAtom)?.plans ?? []).map(asRecommendationPlan) })),
);

export const topRecommendedPlanAtom = sharedAtom('recommendation.topPlan', () =>
  atom<RecommendationPlan | undefined>((get) => topRecommendedPlan(get(rankedPlansAtom), get(activeYearAtom))),
);

export const recommendationTypeAtom = sharedAtom('recommendation.type', () =>
  atom((get) => recommendationType(get(rankedPlansAtom), get(activeYearAtom))),
);

/** The zip the recommendation was made for. */
export const recommendationZipAtom = sharedAtom('recommendation.zip', () =>
  atom((get) => {
    const obj = get(recommendationObjAtom);
    return String(obj?.location?.zipcode ?? obj?.zipCode ?? get(preDataAtom)?.medsuppUserInfo?.zipcode ?? '');
  }),
);

function countyStateCode(county: unknown): string | undefined {
  if (!county || typeof county !== 'object') return undefined;
  const code = (county as { stateCode?: unknown }).stateCode;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/** The recommendation's state code (msPREStateCode): the supplement user info's, else the chosen county's. */
export function recommendationStateCode(store: Store = getStore()): string | undefined {
  const preData = store.get(preDataAtom);
  const obj = preData?.planRecommendationObj;
  return preData?.medsuppUserInfo?.statecode || countyStateCode(obj?.location?.selectedCounty) || countyStateCode(obj?.county);
}

function widgetScriptPresent(): boolean {
  return document.head.querySelector(`script[${RECOMMENDATION_WIDGET_SCRIPT_ATTRIBUTE}]`) !== null;
}

/** Whether the supplement (shopper-profile) widget script is on the page, for the open-add-your-info route. */
export function isRecommendationWidgetPresent(): boolean {
  return widgetScriptPresent();
}

function attachScript(stateCode: string): void {
  if (widgetScriptPresent()) return;
  const script = document.createElement('script');
  script.src = trustedScriptUrl(`${RECOMMENDATION_WIDGET_SCRIPT_PATH}?stateCode=${encodeURIComponent(stateCode)}`);
  script.async = true;
  script.setAttribute(RECOMMENDATION_WIDGET_SCRIPT_ATTRIBUTE, stateCode);
  document.head.append(script);
}

const widgetOf = storeSlot('recommendation.widget', () => ({ timer: 0 as ReturnType<typeof setInterval> | 0, done: false }));

/**
 * A supplement top plan needs the widget script in the page head. It is
 * attached once the state code is known, checked every 100 ms, and only once
 * per page (a script already in the head is never added again).
 */
export function ensureRecommendationWidget(store: Store = getStore()): void {
  const widget = widgetOf(store);
  if (widget.done || widget.timer || !needsRecommendationWidgetScript(store.get(topRecommendedPlanAtom))) return;
  const tryAttach = (): boolean => {
    const stateCode = recommendationStateCode(store);
    if (!stateCode) return false;
    attachScript(stateCode);
    widget.done = true;
    return true;
  };
  if (tryAttach()) return;
  widget.timer = setInterval(() => {
    if (!tryAttach()) return;
    clearInterval(widget.timer);
    widget.timer = 0;
  }, STATE_CODE_POLL_MS);
}

/** Stops a state-code poll still running (an element leaving the page). */
export function stopRecommendationWidgetPoll(store: Store = getStore()): void {
  const widget = widgetOf(store);
  if (widget.timer) clearInterval(widget.timer);
  widget.timer = 0;
}

/** The state of the saved Medicare Supplement plans (msPlansStateCode). */
export function msPlansStateCode(store: Store = getStore()): string | undefined {
  return store.get(medsuppPlansListAtom).map((plan) => plan.county?.stateCode).find((code) => !!code) ?? undefined;
}

/** Recommendation results and provider data go to browser storage before leaving for an application. */
export function saveShoppingContext(store: Store = getStore()): void {
  saveHandOff(store);
}

/** The top plan as the plan object the online-enrollment cookie carries (its saved copy when saved). */
export function recommendedPlanAsPlan(plan: RecommendationPlan, store: Store = getStore()): Plan {
  const planYear = plan.planYear ?? store.get(activeYearAtom);
  const saved = store.get(savedPlansAtom).find((p) => p.planId === plan.planId && String(p.planYear) === String(planYear));
  if (saved) return saved;
  const obj = store.get(preDataAtom)?.planRecommendationObj;
  const county = obj?.location?.selectedCounty ?? obj?.county;
  return {
    planId: plan.planId ?? '',
    planName: plan.planName ?? '',
    planType: (normalizePlanType(plan.planType) ?? 'MAPD') as Plan['planType'],
    planYear,
    zipCode: store.get(recommendationZipAtom),
    ...(county && typeof county === 'object' ? { county: county as Plan['county'] } : {}),
    ...(plan.snpType ? { snpType: plan.snpType } : {}),
  };
}

/** Enroll in (or continue) the top plan online: cookie, stored context, then the enrollment page at `url`. */
export function enrollInRecommendedPlan(plan: RecommendationPlan, premium: string | null, url: string, store: Store = getStore()): void {
  launchOnlineEnrollment(recommendedPlanAsPlan(plan, store), premium, url, store);
}
