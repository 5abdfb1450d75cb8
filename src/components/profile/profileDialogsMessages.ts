/**
 * The profile page's pop-ups' own English texts (see ../i18n/messages.ts):
 * sign out and email the saved plans (spec §2.2, §2.7). Apart from the
 * profile area's catalog (profileMessages.ts, which they also read) because
 * only the pop-ups' bodies use them, and those load after the page's first
 * render.
 */
import { defineMessages } from '../i18n/messages';

export const profileDialogsMessages = defineMessages('profileDialogs', {
  signOutHeading: 'Sign out?',
  signOutDescription: 'Your saved plans, drugs and doctors stay in your account for the next time you sign in.',
  cancel: 'Cancel',

  emailHeading: 'Email your saved plans',
  emailLabel: 'Email address',
  required: '(required)',
  emailConsent: 'By selecting Send, you agree that we may email your saved plans to this address. We use it only to send this email.',
  send: 'Send',
});

export type ProfileDialogsMessages = typeof profileDialogsMessages.en;

declare module '../i18n/messages' {
  interface Catalogs {
    profileDialogs: typeof profileDialogsMessages;
  }
}
