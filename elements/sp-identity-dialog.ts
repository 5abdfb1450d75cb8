/**
 * <sp-identity-dialog>: not built yet (foundation only).
 */
import { defineElement } from './define';

function IdentityDialogPending() {
  return null;
}

defineElement('identity-dialog', IdentityDialogPending);
