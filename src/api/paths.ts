/**
 * Every path of spec §7.2 and §7.3, in one place; the content paths of §7.1
 * are in contentPaths.ts, so a page that needs only CMS copy loads none of
 * these. Paths are relative to the API base URL (page config `apiBaseUrl`);
 * dynamic segments are URI-encoded here.
 * The reference backend (demo/server) answers exactly these paths.
 *
 * Users API contract (spec §7.2), implemented by demo/server:
 *
 *   GET    /landrover/api/Users/{id}/{type}[/{x}][/{flag}]     (sent with no-cache)
 *   POST   /landrover/api/Users/{id}/{type}[/{x}]              (update)
 *   DELETE /landrover/api/Users/{id}/{type}/{item}/{x}         (remove one saved item)
 *
 *   {id}   the profile uuid (the user-id cookie / identity cookie uuid). A guest
 *          that has no uuid yet uses the literal `guest`: the server then answers
 *          an empty profile `{ uuid: '' }` and stores nothing (guest data lives in
 *          the browser).
 *   {type} what to read or write (UsersType below):
 *            all          every section for plan year {x}: uuid, userDetails,
 *                         plansDetails, memberEnrolledPlans, drugsAndPharmacyDetails,
 *                         providersDetails, enrollmentsDetails, macraData,
 *                         medsuppData, preData.
 *            full         as `all`, and userDetails carries the fuller stored
 *                         profile fields of §3.1 (siteId, profileStatus, retryCount,
 *                         importHistory, ...); plans of every year.
 *            plans        uuid, plansDetails, memberEnrolledPlans.
 *            drugs        uuid, drugsAndPharmacyDetails.
 *            providers    uuid, providersDetails.
 *            medsuppPlans uuid, medsuppData (favorited supplement plans).
 *            medsupp      uuid, medsuppData and plansDetails limited to MS plans.
 *            demographics uuid, userDetails.
 *          Every GET answers the one ProfileResponse shape (schemas/profile.ts)
 *          with only the selected sections present.
 *   {x}    the plan year, e.g. 2025. Without it the server uses its active
 *          plan year. Plans, drugs and providers are kept per plan year.
 *   {flag} `true` when the read follows a successful identity merge (§4.4,
 *          "reload profile data marked as merged"), else `false` or absent.
 *          The answer has the same shape either way.
 *
 *   POST bodies (schemas/profile.ts UsersUpdateBody by type) carry the section
 *   to store plus `isGuest`:
 *            plans        { plansDetails, isGuest }
 *            drugs        { drugsAndPharmacyDetails, isGuest }
 *            providers    { providersDetails, isGuest }        (spec §7.2)
 *            medsuppPlans { medsuppData, isGuest }
 *            demographics { userDetails, isGuest }
 *   The section replaces the stored one for plan year {x}; the answer is the
 *   ProfileResponse for that type after the write.
 *
 *   DELETE removes one item of {type} for plan year {x}, answers 200 with
 *   `{ success: true }` (any 2xx is success; 404 when the item is unknown):
 *            plans      {item} = planId          (this is also the spec's
 *                                                 "delete saved plan" call)
 *            drugs      {item} = drugId
 *            providers  {item} = providerId
 *
 *   Errors: 401 `{ message: 'Invalid session' }` when the session is gone;
 *   400 `{ error, issues }` for a body that fails its schema.
 */

import { pathSegment as seg } from './contentPaths';

export const USERS_TYPES = ['all', 'full', 'plans', 'drugs', 'providers', 'medsuppPlans', 'medsupp', 'demographics'] as const;
export type UsersType = (typeof USERS_TYPES)[number];
export const USERS_ITEM_TYPES = ['plans', 'drugs', 'providers'] as const;
export type UsersItemType = (typeof USERS_ITEM_TYPES)[number];

/** The id segment used by a guest that has no uuid yet. */
export const GUEST_USER_ID = 'guest';

// §7.2 profile, enrollments, identity, tracking
export const paths = {
  trackingEvent: () => '/gpdCustomEvent',
  domoEvent: () => '/shopper-profile/api/domo/v1',
  applicationStatusSearch: () => '/shopper-profile/api/applications/status/v1/search',
  /** Path not shown: lookup by confirmation numbers, beside the mbi search. */
  applicationStatusLookup: () => '/shopper-profile/api/applications/status/v1/lookup',
  pendingEnrollmentsByEmail: (traceId: string) => `/online-enrollment/user/fetchEnrollmentDataByEmailId/${seg(traceId)}/v1`,
  authValidate: () => '/landrover/api/apps/aarp/authValidate',
  usersGet: (id: string, type: UsersType, planYear?: number | string, flag?: boolean) =>
    `/landrover/api/Users/${seg(id)}/${type}` +
    (planYear === undefined ? '' : `/${seg(planYear)}`) +
    (flag === undefined || planYear === undefined ? '' : `/${String(flag)}`),
  usersUpdate: (id: string, type: UsersType, planYear?: number | string) =>
    `/landrover/api/Users/${seg(id)}/${type}` + (planYear === undefined ? '' : `/${seg(planYear)}`),
  usersDeleteItem: (id: string, type: UsersItemType, item: string, planYear: number | string) =>
    `/landrover/api/Users/${seg(id)}/${type}/${seg(item)}/${seg(planYear)}`,
  logout: () => '/landrover/api/logout',
  medsuppApplication: () => '/landrover/api/enrollments/medsupp/v1',
  profileMerge: () => '/landrover/api/profiles/merge/v1',
  importMemberItems: () => '/landrover/api/profiles/import/member-items/v1',
  /** Path not shown: the alternate import for one member category (spec §4.3), beside the member import. */
  importMemberItemsForCategory: (category: string) => `/landrover/api/profiles/import/member-items/${seg(category)}/v1`,
  /** Path not shown: the server's date-time, answering { systemDate }. */
  systemDate: () => '/landrover/api/system-date/v1',
  /**
   * Not in the spec: who the session cookie the browser sends names,
   * answering the identity cookie's fields (spec §3.1) { uuid, isGuest,
   * isCSRLogin }; a guest (no session, or one that ended) is
   * { uuid: '', isGuest: true }. A page whose API is on another origin
   * cannot read the API's cookies and asks this instead (domain/identitySource.ts).
   */
  session: () => '/landrover/api/session/v1',
  reminderEmail: () => '/EmailWAR/emailrest/profile/email/v1',

  // §7.3 plan, drug and provider data.
  planProducts: (year: number | string, productType: string, stateCode: string, fipsCountyCode: string) =>
    `/planinfo/product-details/VPP/plan-years/${seg(year)}/products/${seg(productType)}/state-codes/${seg(stateCode)}/fips-county-codes/${seg(fipsCountyCode)}`,
  planDetails: (year: number | string, planId: string) => `/planinfo/details/VPP/plan-years/${seg(year)}/plans/${seg(planId)}`,
  /**
   * Path not shown ("federal plans by plan type and data"): POST beside plan
   * details, the plan type in the path and { planYear, planIds } as the data.
   */
  federalPlans: (planType: string) => `/planinfo/federal-plans/VPP/plan-types/${seg(planType)}`,
  /** Path not shown ("LIS data by county"): by plan year, state code and county FIPS code, as plan products are. */
  lisData: (year: number | string, stateCode: string, fipsCountyCode: string) =>
    `/planinfo/lis/VPP/plan-years/${seg(year)}/state-codes/${seg(stateCode)}/fips-county-codes/${seg(fipsCountyCode)}`,
  medsuppPlanSearch: (zipCode: string) => `/medsupp/plans/v2/zip-codes/${seg(zipCode)}/products/MEDSUPP/search?benefitsSummaries=true`,
  planContact: (planId: string, year: number | string) => `/planinfo/individual-search/plans/${seg(planId)}/plan-years/${seg(year)}/plan-contact`,
  counties: (zipCode: string) => `/geolocationinfo/counties/${seg(zipCode)}`,
  pharmacyData: (pharmacyNumber: string, year: number | string) => `/pharmacysearch/pharmacyData/v1/${seg(pharmacyNumber)}/${seg(year)}`,
  pharmacyCoverage: (pharmacyNumber: string, planYear: number | string, planType: string, planIds: readonly string[]) =>
    `/pharmacysearch/pharmacies/v1/${seg(pharmacyNumber)}/coverage/${seg(planYear)}/${seg(planType)}/${planIds.map(seg).join(',')}`,
  genericDrugInfo: (drugTypeId: string, drugIdentifier: string, currentYear: number | string, drugName: string) =>
    `/drug-info-api/druginfo/genericdruginfo/${seg(drugTypeId)}/${seg(drugIdentifier)}/${seg(currentYear)}?drug=${encodeURIComponent(drugName)}`,
  /** Path "not shown in full": the search sits beside genericdruginfo. */
  drugInfoSearch: () => '/drug-info-api/druginfo/search',
  estimatePlanCost: () => '/drug-pricing-api/drugpricing/estimateplancost',
  /**
   * Path not shown: provider coverage update by plan year, zip and the
   * 5-digit state+county FIPS code; POST with the saved providers, answers
   * them with plansList/networkIdsMedical refreshed.
   */
  providerCoverage: (planYear: number | string, zipCode: string, stateCountyFips: string) =>
    `/providersearch/providers/v1/coverage/${seg(planYear)}/${seg(zipCode)}/${seg(stateCountyFips)}`,
} as const;

export type PathName = keyof typeof paths;

/** Spec §7.3: provider tool requests use these codes. */
export const PROVIDER_PARTNER_CODE = 'uhc.mnr';
export const PROVIDER_CLIENT_PORTAL_CODE = 'UHCMS1';
