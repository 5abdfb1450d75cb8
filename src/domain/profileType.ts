/** Identity and profile type (spec §4.1, §4.4). */
import { isTrue } from './identityCookie';
import { isPresent } from './storedValue';

export interface MemberFields {
  uuid?: string | null;
  isGuestUser?: boolean | string | null;
  optumId?: string | null;
  mbi?: string | null;
  salesforceRecordType?: string | null;
}

/** Member profile: uuid, not guest, optumId and mbi present, record type other than 'p'. */
export function isMemberProfile(user: MemberFields): boolean {
  return (
    isPresent(user.uuid) &&
    !isTrue(user.isGuestUser) &&
    isPresent(user.optumId) &&
    isPresent(user.mbi) &&
    user.salesforceRecordType !== 'p'
  );
}

/**
 * Base account: a single-sign-on account without a full name. Missing either
 * name counts (the spec says "no first/last name"), so the identity form
 * keeps the name fields editable whenever a name is still to be filled.
 */
export function isBaseAccountProfile(user: { firstName?: string | null; lastName?: string | null }): boolean {
  return !isPresent(user.firstName) || !isPresent(user.lastName);
}

/** Telesales profile types and their codes. */
export const TELESALES_PROFILE_TYPES = {
  memberConsent: 'M',
  nonMemberConsent: 'P',
  memberNoConsent: 'TPM',
  nonMemberNoConsent: 'TPP',
} as const;

export type TelesalesProfileType = (typeof TELESALES_PROFILE_TYPES)[keyof typeof TELESALES_PROFILE_TYPES];

const TELESALES_CODES: readonly string[] = Object.values(TELESALES_PROFILE_TYPES);

export function isTelesalesProfileType(value: unknown): value is TelesalesProfileType {
  return typeof value === 'string' && TELESALES_CODES.includes(value);
}

/** A telesales type that is set but is none of the four (§4.4 "any other type is logged as invalid"); null when absent or known. */
export function invalidTelesalesProfileType(value: unknown): string | null {
  if (!isPresent(value)) return null;
  return isTelesalesProfileType(value) ? null : String(value);
}

export interface IdentityDialogInputs {
  isGuest: boolean;
  telesalesProfileType?: string | null;
  /** Whether an agent created the profile (agent flow); the caller knows how it is marked. */
  createdByAgent: boolean;
}

/** The confirm-identity pop-up loads for a non-guest with a telesales type not created by an agent (§4.4). */
export function needsIdentityConfirmation(inputs: IdentityDialogInputs): boolean {
  return !inputs.isGuest && isTelesalesProfileType(inputs.telesalesProfileType) && !inputs.createdByAgent;
}
