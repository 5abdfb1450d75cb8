import { IdentityDialog } from '../src/components/identity/IdentityDialog';
import { defineElement, type ElementOptions } from './define';
import { IDENTITY_CONFIRMED, PROFILE_RELOAD_REQUESTED } from '../src/state/hostEvents';

/**
 * The confirm-identity pop-up (spec §4.4, §5.2) that merges an earlier
 * telesales profile. For a signed-in user with a telesales profile type (M,
 * P, TPM, TPP) not created by an agent it opens by itself once per browser
 * session; for anyone else it renders nothing. Views: details (the fields of
 * the telesales type, prefilled), loading, success; after a failed attempt
 * the banner gives the remaining attempts, and at 0 the form locks with the
 * maximum-attempts message and toll-free number (the count is the server's,
 * so a reload does not reset it). On success it reloads the profile marked
 * as merged and sends `sp-profile-reload-requested` on window with detail
 * { merged: true }; closing without success saves the skip preference.
 * @summary Confirm identity to merge an earlier telesales profile.
 * @example <sp-identity-dialog></sp-identity-dialog>
 * @demo telesales-m - A signed-in user with an earlier telesales profile (type M): the pop-up opens by itself, once per browser session.
 * @csspart dialog - The pop-up.
 * @csspart input - Each text field.
 * @csspart button - Each button.
 * @csspart banner - The failure or maximum-attempts banner.
 * @cssprop --sp-color-primary - Brand colour of buttons.
 * @cssprop --sp-color-danger - Colour of field errors.
 */
export const contract = {
  // A pop-up alone: its heading starts its own outline at h2 (the page behind it is inert).
  headingLevel: false,
  events: [IDENTITY_CONFIRMED, PROFILE_RELOAD_REQUESTED],
} as const satisfies ElementOptions;

defineElement('identity-dialog', IdentityDialog, contract);

