/**
 * Texts of the confirm-identity pop-up. The banner texts are the spec's
 * (§8, in src/domain/identityMachine.ts); the rest is not shown in the spec
 * and written here as a user would expect to read it. Field errors reuse the
 * import form's messages (§5.1): the spec gives none for this form (§5.2).
 */
import { IMPORT_FORM_MESSAGES } from '../../domain/validation/importForm';
import type { IdentityFieldName } from '../../domain/validation/identityForm';

export const IDENTITY_TEXTS = {
  heading: 'Confirm your identity',
  intro: 'We found a profile that was set up for you when you spoke with one of our licensed agents. Confirm your identity to bring its saved plans, drugs and pharmacy into this account.',
  submit: 'Confirm identity',
  loading: 'Confirming your identity',
  successHeading: 'Your identity is confirmed',
  success: 'The saved plans, drugs and pharmacy from your earlier profile are now in your account.',
  continue: 'Continue',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  mbi: 'Medicare number',
  zipCode: 'ZIP code',
} as const;

type Message = (typeof IMPORT_FORM_MESSAGES)[keyof typeof IMPORT_FORM_MESSAGES];

/** The message a field shows when any of its rules fails. */
export const IDENTITY_FIELD_MESSAGES: Record<IdentityFieldName, Message> = {
  firstName: IMPORT_FORM_MESSAGES.firstName,
  lastName: IMPORT_FORM_MESSAGES.lastName,
  email: IMPORT_FORM_MESSAGES.email,
  dobMonth: IMPORT_FORM_MESSAGES.dob,
  dobDay: IMPORT_FORM_MESSAGES.dob,
  dobYear: IMPORT_FORM_MESSAGES.dob,
  mbi: IMPORT_FORM_MESSAGES.mbi,
  zipCode: IMPORT_FORM_MESSAGES.zipCode,
  gender: IMPORT_FORM_MESSAGES.gender,
};
