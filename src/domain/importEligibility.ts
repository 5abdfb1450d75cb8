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
