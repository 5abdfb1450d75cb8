/** Import eligibility (spec §4.3, §4.2 step 2): one rule for the offer, the pop-up and the sign-in import. */
import { isMemberProfile, type MemberFields } from './profileType';
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

/** userDetails.userType of a user signed in through the health-ID service (spec §3.1 "userType (hsid)"). */
export const HEALTH_ID_USER_TYPE = 'hsid';

/** The health-ID sign-in however the service spells it: 'HSID', 'hsid' and ' Hsid ' are the same member. */
export function isHealthIdUserType(userType: unknown): boolean {
  return typeof userType === 'string' && userType.trim().toLowerCase() === HEALTH_ID_USER_TYPE;
}

/** What the rule reads of the user details (the profile's, or the demographics answer at sign-in). */
export interface ImportUser extends MemberFields {
  userType?: string | null;
  importAgreementData?: { agreementDate?: string | number | null } | null;
}

/** What the rule reads of the session. */
export interface ImportSession {
  /** The signed-in profile's id; empty for a guest. */
  uuid: string;
  isGuest: boolean;
  isCloaked: boolean;
}

/**
 * A health-ID member (§4.3): signed in (not a guest) through the health-ID
 * service, with a member profile (§4.1). User details that lack their uuid
 * (the demographics answer may) take the session's.
 */
export function isHealthIdMember(user: ImportUser | undefined, session: ImportSession): boolean {
  if (!user || session.isGuest || !isHealthIdUserType(user.userType)) return false;
  return isMemberProfile({ ...user, uuid: user.uuid || session.uuid });
}

/**
 * The one import eligibility rule (spec §4.3 "Import applies to a health-ID
 * member eligible for it"): a health-ID member whose agreement date is not in
 * the current month. Not in a cloaked session: the import records the
 * member's own agreement and the pop-up asks the member to attest, which
 * customer-service staff viewing the profile cannot give for them (the spec
 * does not say; our choice).
 */
export function canImportMemberItems(inputs: { user: ImportUser | undefined; session: ImportSession; systemDate: Instant }): boolean {
  const { user, session, systemDate } = inputs;
  if (session.isCloaked || !isHealthIdMember(user, session)) return false;
  return isImportEligible(user?.importAgreementData?.agreementDate, systemDate);
}

/**
 * The member category whose alternate import is tried when the member import
 * returns no summary or fails (spec §4.3). The spec does not name the
 * categories; import applies to health-ID members only, so the category is
 * the member's sign-in kind: 'hsid' (the service then looks the claims up by
 * the health-ID sign-in rather than by the Medicare number). Any other kind
 * has no alternate import.
 */
export function alternateImportCategory(userType: string | null | undefined): string | undefined {
  return isHealthIdUserType(userType) ? HEALTH_ID_USER_TYPE : undefined;
}
