/**
 * The confirm-identity pop-up's texts. The banner texts are the spec's (§8),
 * also shown by the import pop-up's form 2; the rest is not shown in the spec
 * and written as a user would expect to read it. The fields' labels and
 * errors are the import form's (importMessages.ts).
 */
import { defineMessages } from '../i18n/messages';

export const identityMessages = defineMessages('identity', {
  heading: 'Confirm your identity',
  intro: 'We found a profile that was set up for you when you spoke with one of our licensed agents. Confirm your identity to bring its saved plans, drugs and pharmacy into this account.',
  submit: 'Confirm identity',
  loading: 'Confirming your identity',
  successHeading: 'Your identity is confirmed',
  success: 'The saved plans, drugs and pharmacy from your earlier profile are now in your account.',
  continue: 'Continue',

  // Spec §8.
  unableToConfirm: 'We were unable to confirm your identity.',
  /** The spec writes 'attempt(s)' whatever the count. */
  attemptsRemaining: (remainingRetryCount: number) => `You have ${remainingRetryCount} attempt(s) remaining to confirm your identity.`,
  maximumAttempts: "We're sorry, but you have reached the maximum number of attempts to confirm your identity. Please contact us to try again:",
  contactUs: (tollFreeNumber: string) => `${tollFreeNumber} (TTY: 711), toll free, 8 a.m. - 8 p.m., 7 days a week`,
});

export type IdentityMessages = typeof identityMessages.en;

declare module '../i18n/messages' {
  interface Catalogs {
    identity: typeof identityMessages;
  }
}
