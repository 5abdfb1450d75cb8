import { buttonCss } from '../src/components/common/Button.css';
import { dialogCss } from '../src/components/common/Dialog.css';
import { iconCss } from '../src/components/common/Icon.css';
import { spinnerCss } from '../src/components/common/Spinner.css';
import { SessionTimeout } from '../src/components/session/SessionTimeout';
import { sessionTimeoutCss } from '../src/components/session/SessionTimeout.css';
import { defineElement } from './define';
import { ensureStarted } from '../src/state/startup';

/**
 * Watches a signed-in user's idle time (keys, mouse, touch and scroll, in any
 * tab of the site) and, once it passes the page config's
 * `sessionTimeoutSeconds` (9000 by default), shows the time-out pop-up: an
 * alert dialog with a 2:00 countdown, 'Stay on page' and 'Sign out'. At 0:00
 * the user is signed out. Guests are not watched. Place it once per page;
 * it renders nothing until the pop-up opens (spec §4.14).
 * @summary Idle timer and session time-out pop-up.
 * @attr heading-level - Level of the pop-up's heading (2 by default).
 * @event sp-timeout-opened - The time-out pop-up opened.
 * @event sp-session-extended - The pop-up closed because the person stayed (here or in another tab).
 * @csspart dialog - The pop-up.
 * @csspart button - Its buttons.
 * @cssprop --sp-color-primary - Brand colour of the 'Stay on page' button.
 * @cssprop --sp-backdrop - Colour behind the pop-up.
 */
defineElement('session-timeout', SessionTimeout, {
  start: ensureStarted,
  props: { headingLevel: 'number' },
  styles: [iconCss, buttonCss, dialogCss, spinnerCss, sessionTimeoutCss],
});
