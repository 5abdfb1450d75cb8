import { Toast } from '../src/components/toast/Toast';
import { defineElement, type ElementOptions } from './define';
import { TOAST_CLOSED } from '../src/state/hostEvents';

/**
 * The toast (spec §2.7): a notice shown once per browser, different for
 * guests (with a 'Sign in' button to the sign-in URL from content) and for
 * signed-in users, then hidden for good through a stored flag. It also tells
 * the person when drugs or doctors were imported: dispatch
 * `window.dispatchEvent(new CustomEvent('sp-items-imported', { detail: { drugs: 2, providers: 1 } }))`.
 * It stays until closed, never takes focus, and is announced through a polite
 * live region.
 * @summary One-time welcome toast and imported-items notice.
 * @example <sp-toast heading-level="3"></sp-toast>
 * @demo member - Margaret Hill, signed in: the signed-in toast, shown once per browser.
 * @csspart toast - The toast box.
 * @csspart button - The 'Sign in' button.
 * @cssprop --sp-toast-z-index - Stacking order of the toast (1000 by default).
 * @cssprop --sp-color-primary - Brand colour of the toast's edge and button.
 */
export const contract = {
  // It needs no profile: a page with only the toast loads no startup and makes no profile call.
  start: false,
  events: [TOAST_CLOSED],
} as const satisfies ElementOptions;

defineElement('toast', Toast, contract);

