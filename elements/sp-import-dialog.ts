/**
 * <sp-import-dialog>: not built yet (foundation only).
 */
import { defineElement } from './define';

function ImportDialogPending() {
  return null;
}

defineElement('import-dialog', ImportDialogPending);
