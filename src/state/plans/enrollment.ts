/**
 * Starting, continuing or viewing an online enrollment from a plan card
 * (spec §4.8): the online-enrollment cookie is deleted, then set with the
 * plan and its premium; recommendation results and provider data go to
 * browser storage; the plan year is kept; then the page navigates.
 */
import type { Plan } from '../../api/schemas/plan';
import { deleteCookie, writeJsonCookie } from '../../platform/cookies';
import { trackProfileEvent } from '../tracking';
import { navigation } from '../../platform/navigation';
import { writeJson, writeText } from '../../platform/storage';
import { userStorageArea } from '../userStorageArea';
import { storePlanYearChoice } from '../planYear';
import { preDataAtom, providersDetailsAtom } from '../profile';
import { getStore, type Store } from '../store';
import { sitePath } from '../brand';

export const ONLINE_ENROLLMENT_COOKIE = 'sp-ole-plan';
export const OLE_STORAGE_KEYS = { recommendation: 'sp.ole.recommendation', providers: 'sp.ole.providers' } as const;

/**
 * Session-storage keys of the recommendation's zip (spec §4.8 "session
 * storage holds the recommendation zip keys"): the zip of the
 * recommendation's location and the one its stored top-plan object carries.
 * Names not shown in the spec.
 */
export const RECOMMENDATION_ZIP_KEYS = { location: 'sp.recommendation.locationZip', topPlan: 'sp.recommendation.zipCode' } as const;

/**
 * What the pages after the profile read, written before navigating there
 * (spec §4.8): recommendation results and provider data to browser storage,
 * the recommendation zip keys to session storage.
 */
export function saveHandOff(store: Store = getStore()): void {
  const preData = store.get(preDataAtom);
  if (preData) writeJson(userStorageArea(), OLE_STORAGE_KEYS.recommendation, preData);
  const providers = store.get(providersDetailsAtom);
  if (providers) writeJson(userStorageArea(), OLE_STORAGE_KEYS.providers, providers);
  const recommendation = preData?.planRecommendationObj;
  const zips = { location: recommendation?.location?.zipcode, topPlan: recommendation?.zipCode };
  for (const [name, key] of Object.entries(RECOMMENDATION_ZIP_KEYS) as [keyof typeof zips, string][]) {
    const zip = zips[name];
    if (zip !== undefined && zip !== null && String(zip) !== '') writeText('session', key, String(zip));
  }
}

/**
 * The cookie's value: the plan's identifying fields and launch data, not the
 * whole plan (benefits and bullets would pass the 4 KB cookie limit).
 */
export function onlineEnrollmentCookieValue(plan: Plan, premium: string | null) {
  return {
    planId: plan.planId,
    planName: plan.planName,
    planType: plan.planType,
    planYear: plan.planYear,
    zipCode: plan.zipCode,
    county: plan.county ? { fipsCountyCode: plan.county.fipsCountyCode, fipsStateCode: plan.county.fipsStateCode, stateCode: plan.county.stateCode } : undefined,
    snpType: plan.snpType,
    enrollmentStatus: plan.enrollmentStatus,
    cookieInfo: plan.oleLaunchData?.cookieInfo,
    premium,
  };
}

export function launchOnlineEnrollment(plan: Plan, premium: string | null, url: string, store: Store = getStore()): void {
  deleteCookie(ONLINE_ENROLLMENT_COOKIE);
  writeJsonCookie(ONLINE_ENROLLMENT_COOKIE, onlineEnrollmentCookieValue(plan, premium));
  saveHandOff(store);
  const year = Number(plan.planYear);
  if (Number.isInteger(year)) storePlanYearChoice(year, store);
  // Never awaited: a failed tracking call does not hold the navigation (spec §7.2).
  trackProfileEvent('enrollment started', { planId: plan.planId, planYear: plan.planYear }, store);
  navigation.assign(sitePath(url, store));
}
