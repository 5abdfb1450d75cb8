import { SessionTimeout } from '../src/components/session/SessionTimeout';
import { defineElement, type ElementOptions } from './define';
import { SESSION_EXTENDED, TIMEOUT_OPENED } from '../src/state/hostEvents';

/**
 * Watches a signed-in user's idle time (keys, mouse, touch and scroll, in any
 * tab of the site) and, once it passes the page config's
 * `sessionTimeoutSeconds` (9000 by default), shows the time-out pop-up: an
 * alert dialog with a 2:00 countdown, 'Stay on page' and 'Sign out'. At 0:00
 * the user is signed out. Guests are not watched. Place it once per page;
 * it renders nothing until the pop-up opens (spec §4.14).
 * @summary Idle timer and session time-out pop-up.
 * @example <sp-session-timeout></sp-session-timeout>
 * @demo member timeout=10 - Margaret Hill, a member, with the session time-out at 10 idle seconds: leave the page alone and the pop-up opens.
 * @csspart dialog - The pop-up.
 * @csspart button - Its buttons.
 * @cssprop --sp-color-primary - Brand colour of the 'Stay on page' button.
 * @cssprop --sp-backdrop - Colour behind the pop-up.
 */
export const contract = {
  events: [TIMEOUT_OPENED, SESSION_EXTENDED],
} as const satisfies ElementOptions;

defineElement('session-timeout', SessionTimeout, contract);

