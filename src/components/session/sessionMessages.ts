/** The session time-out pop-up's texts and its signing-out screen (see ../i18n/messages.ts). */
import { defineMessages } from '../i18n/messages';

export const sessionMessages = defineMessages('session', {
  timeoutHeading: 'Your session is about to end',
  /** Said before the countdown ('… we will sign you out in 1:59. Choose …'). */
  timeoutBefore: "You haven't been active for a while. For your security, we will sign you out in",
  timeoutAfter: 'Choose Stay on page to keep working.',
  stay: 'Stay on page',
  signOut: 'Sign out',
  signingOutHeading: 'Signing you out',
  signingOutMessage: 'Please wait while we sign you out.',
});

export type SessionMessages = typeof sessionMessages.en;

declare module '../i18n/messages' {
  interface Catalogs {
    session: typeof sessionMessages;
  }
}
