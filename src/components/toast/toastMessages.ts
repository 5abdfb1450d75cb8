/**
 * The toast's texts (spec §2.7). The CMS fragment gives the guest and
 * signed-in texts and the sign-in URL; the welcome texts here are the
 * built-in fallbacks shown while it loads (or if it fails). The
 * imported-items wording is not shown in the spec; ours says what was added,
 * in the profile's own words.
 */
import { countsText } from '../../domain/locale';
import { SIGN_IN_PATH } from '../../state/session';
import { defineMessages } from '../i18n/messages';

export type ToastVariant = 'guest' | 'authenticated';

export interface ToastTexts {
  heading: string;
  body: string;
}

export const FALLBACK_SIGN_IN_URL = SIGN_IN_PATH;

/** 'We added 2 drugs and 1 doctor or dentist to your profile.' (only the kinds that arrived). */
function importedBody(drugs: number, providers: number): string {
  const added = countsText('en', [[drugs, { one: 'drug', other: 'drugs' }], [providers, { one: 'doctor or dentist', other: 'doctors and dentists' }]]);
  return `We added ${added} to your profile.`;
}

export const toastMessages = defineMessages('toast', {
  guestHeading: 'Your items are saved in this browser',
  guestBody: 'Sign in or create an account to keep your saved plans, drugs and doctors on any device.',
  authenticatedHeading: 'Your items are saved to your account',
  authenticatedBody: 'Find your saved plans, drugs and doctors here whenever you sign in.',
  signIn: 'Sign in',
  close: 'Close',
  importedHeading: 'Your information was added',
  importedBody,
});

export type ToastMessages = typeof toastMessages.en;

/** The built-in welcome texts of a variant. */
export function fallbackToastTexts(messages: ToastMessages, variant: ToastVariant): ToastTexts {
  return variant === 'guest'
    ? { heading: messages.guestHeading, body: messages.guestBody }
    : { heading: messages.authenticatedHeading, body: messages.authenticatedBody };
}

declare module '../i18n/messages' {
  interface Catalogs {
    toast: typeof toastMessages;
  }
}
