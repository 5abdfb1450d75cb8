/**
 * The toast's texts (spec §2.7). The CMS fragment gives the guest and
 * signed-in texts and the sign-in URL; these are the built-in fallbacks shown
 * while it loads (or if it fails). The imported-items wording is not shown in
 * the spec; ours says what was added, in the profile's own words.
 */
import { SIGN_IN_PATH } from '../../state/session';

export type ToastVariant = 'guest' | 'authenticated';

export interface ToastTexts {
  heading: string;
  body: string;
}

export const FALLBACK_TOAST_TEXTS: Record<ToastVariant, ToastTexts> = {
  guest: {
    heading: 'Your items are saved in this browser',
    body: 'Sign in or create an account to keep your saved plans, drugs and doctors on any device.',
  },
  authenticated: {
    heading: 'Your items are saved to your account',
    body: 'Find your saved plans, drugs and doctors here whenever you sign in.',
  },
};

export const FALLBACK_SIGN_IN_URL = SIGN_IN_PATH;
export const SIGN_IN_LABEL = 'Sign in';
export const CLOSE_LABEL = 'Close';
export const IMPORTED_HEADING = 'Your information was added';

function countText(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** 'We added 2 drugs and 1 doctor or dentist to your profile.' (only the kinds that arrived). */
export function importedBody(drugs: number, providers: number): string {
  const parts = [
    drugs > 0 ? countText(drugs, 'drug', 'drugs') : '',
    providers > 0 ? countText(providers, 'doctor or dentist', 'doctors and dentists') : '',
  ].filter(Boolean);
  return `We added ${parts.join(' and ')} to your profile.`;
}
