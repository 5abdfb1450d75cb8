/** Import eligibility (spec §4.3). */
import { centralDate, parseCalendarDate, type Instant } from './time';

/**
 * Eligible unless the agreement date falls in the current month and year
 * (Central calendar). No agreement date, or an unreadable one, is eligible.
 */
export function isImportEligible(agreementDate: string | number | null | undefined, systemDate: Instant): boolean {
  const agreement = parseCalendarDate(agreementDate);
  if (!agreement) return true;
  const today = centralDate(systemDate);
  return !(agreement.year === today.year && agreement.month === today.month);
}

/** Import applies to a health-ID member who is eligible. */
export function canImportMemberItems(inputs: {
  isHealthIdMember: boolean;
  agreementDate: string | number | null | undefined;
  systemDate: Instant;
}): boolean {
  return inputs.isHealthIdMember && isImportEligible(inputs.agreementDate, inputs.systemDate);
}

/** userDetails.userType of a user signed in through the health-ID service (spec §3.1 "userType (hsid)"). */
export const HEALTH_ID_USER_TYPE = 'hsid';

/**
 * The member category whose alternate import is tried when the member import
 * returns no summary or fails (spec §4.3). The spec does not name the
 * categories; import applies to health-ID members only, so the category is
 * the member's sign-in kind: 'hsid' (the service then looks the claims up by
 * the health-ID sign-in rather than by the Medicare number). Any other kind
 * has no alternate import.
 */
export function alternateImportCategory(userType: string | null | undefined): string | undefined {
  return userType === HEALTH_ID_USER_TYPE ? HEALTH_ID_USER_TYPE : undefined;
}
