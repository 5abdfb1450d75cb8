/**
 * Starting, continuing or viewing an online enrollment from a plan card
 * (spec §4.8): the online-enrollment cookie is deleted, then set with the
 * plan and its premium; recommendation results and provider data go to
 * browser storage; the plan year is kept; then the page navigates.
 *
 * The hand-off, as the enrollment pages read it. A browser keeps a cookie of
 * at most 4096 bytes (name, value and attributes) and drops a larger one
 * silently, and a saved plan can be far larger (benefits, bullets, drug
 * costs, launch data), so the plan object is split:
 * - the cookie `sp-ole-plan` carries what identifies the plan and what it
 *   costs: planYear, planType, planId, premium, zipCode, the county's codes
 *   (fipsCountyCode, fipsStateCode, stateCode), snpType, enrollmentStatus,
 *   planName, and `owner` (whose hand-off it is: the user's uuid, or
 *   'guest');
 * - browser storage `sp.ole.plan` (where the user's data lives: local
 *   storage, session storage in the agent flow) carries the whole plan
 *   object with the same premium and owner: county names and CMS codes,
 *   launch data (oleLaunchData, whose cookieInfo has no bound), premiums,
 *   costs, benefits and everything else.
 * A reader takes the stored plan when its planYear, planType and planId
 * (when the cookie could carry it) are the cookie's, else the cookie alone.
 * With every field at its largest (a 255-character plan name and
 * 40-character SNP type and enrollment status, all of characters that take
 * nine bytes once encoded; plan id, premium, ZIP and county codes of 20, 20,
 * 10 and 10 characters; a 64-character owner) the cookie measures 3549
 * bytes. A value beyond that (hostile or broken data) never costs the whole
 * cookie: fields leave the cookie, least needed first (COOKIE_FIELDS read
 * from the end), until it fits, and a warning names them; the stored plan
 * still has them.
 */
import type { Plan } from '../../api/schemas/plan';
import { deleteCookie, jsonCookieSize, COOKIE_SIZE_LIMIT, writeJsonCookie } from '../../platform/cookies';
import { logger } from '../../platform/logger';
import { trackProfileEvent } from '../tracking';
import { navigation } from '../../platform/navigation';
import { removeItem, writeJson, writeText } from '../../platform/storage';
import { userStorageArea } from '../userStorageArea';
import { storePlanYearChoice } from '../planYear';
import { preDataAtom, providersDetailsAtom } from '../profile';
import { sessionAtom } from '../session';
import { GUEST_OWNER, USER_COOKIES } from '../browserData';
import { getStore, type Store } from '../store';
import { sitePath } from '../brand';

export const ONLINE_ENROLLMENT_COOKIE = USER_COOKIES.onlineEnrollment;
export const OLE_STORAGE_KEYS = { plan: 'sp.ole.plan', recommendation: 'sp.ole.recommendation', providers: 'sp.ole.providers' } as const;

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

/** The cookie's fields, most needed first: when the cookie would be too large, fields leave it from the end. */
const COOKIE_FIELDS = ['planYear', 'planType', 'planId', 'owner', 'premium', 'zipCode', 'county', 'snpType', 'enrollmentStatus', 'planName'] as const;
/** planYear and planType are bounded by their schemas: these two always fit. */
const ALWAYS_IN_COOKIE = 2;

type CookieField = (typeof COOKIE_FIELDS)[number];

function cookieFields(plan: Plan, premium: string | null, owner: string): Record<CookieField, unknown> {
  return {
    planYear: plan.planYear,
    planType: plan.planType,
    planId: plan.planId,
    owner,
    premium,
    zipCode: plan.zipCode,
    county: plan.county ? { fipsCountyCode: plan.county.fipsCountyCode, fipsStateCode: plan.county.fipsStateCode, stateCode: plan.county.stateCode } : undefined,
    snpType: plan.snpType,
    enrollmentStatus: plan.enrollmentStatus,
    planName: plan.planName,
  };
}

/** The cookie's value: every field of COOKIE_FIELDS that fits in one cookie, most needed first. */
function onlineEnrollmentCookieValue(plan: Plan, premium: string | null, owner: string): Record<string, unknown> {
  const fields = cookieFields(plan, premium, owner);
  const left: CookieField[] = [];
  let value: Record<string, unknown> = fields;
  for (let kept = COOKIE_FIELDS.length; jsonCookieSize(ONLINE_ENROLLMENT_COOKIE, value) > COOKIE_SIZE_LIMIT && kept > ALWAYS_IN_COOKIE; kept--) {
    const field = COOKIE_FIELDS[kept - 1]!;
    if (fields[field] !== undefined) left.push(field);
    value = Object.fromEntries(COOKIE_FIELDS.slice(0, kept - 1).map((name) => [name, fields[name]]));
  }
  if (left.length > 0) logger.warn(`Online-enrollment cookie: ${left.join(', ')} left out to keep it within ${COOKIE_SIZE_LIMIT} bytes; the plan in browser storage (${OLE_STORAGE_KEYS.plan}) carries them`, { planId: plan.planId });
  return value;
}

/** Whose data the page holds: the signed-in user's uuid, or GUEST_OWNER. */
function ownerOf(store: Store): string {
  const session = store.get(sessionAtom);
  return session.isGuest ? GUEST_OWNER : session.uuid;
}

export function launchOnlineEnrollment(plan: Plan, premium: string | null, url: string, store: Store = getStore()): void {
  const owner = ownerOf(store);
  deleteCookie(ONLINE_ENROLLMENT_COOKIE);
  writeJsonCookie(ONLINE_ENROLLMENT_COOKIE, onlineEnrollmentCookieValue(plan, premium, owner));
  if (!writeJson(userStorageArea(), OLE_STORAGE_KEYS.plan, { ...plan, premium, owner })) {
    // Storage full or blocked: no older plan may be taken for this one.
    removeItem(userStorageArea(), OLE_STORAGE_KEYS.plan);
    logger.warn(`Online-enrollment plan could not be kept in browser storage (${OLE_STORAGE_KEYS.plan}); the cookie carries its identity`, { planId: plan.planId });
  }
  saveHandOff(store);
  const year = Number(plan.planYear);
  if (Number.isInteger(year)) storePlanYearChoice(year, store);
  // Never awaited: a failed tracking call does not hold the navigation (spec §7.2).
  trackProfileEvent('enrollment started', { planId: plan.planId, planYear: plan.planYear }, store);
  navigation.assign(sitePath(url, store));
}
