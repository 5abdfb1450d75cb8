/**
 * The rules a host page needs (subpath export "./domain"), and only those:
 * which plan years the site shows and when the enrollment windows are open
 * (US Central time, from a date the host passes in), how plan ids compare,
 * and what the identity cookie says. They are public API under semver
 * (docs/releasing.md); every other rule in src/domain is internal, so it can
 * change without a major release. Inside the app, import the module itself.
 */
export { CENTRAL_TIME_ZONE, type Instant } from './time';
export { activePlanYear, allowedPlanYears, currentPlanYear, isEnrollmentYearShown, resolveActivePlanYear, type PlanYearValue } from './planYear';
export { isAnnualEnrollmentPeriod, isInNextYearEnrollmentWindow } from './dateWindows';
export { isSamePlanId, planIdParts, type PlanIdParts } from './planId';
export { isCloakedIdentity, isGuestIdentity, type IdentityCookie } from './identityCookie';
