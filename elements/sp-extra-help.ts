/**
 * <sp-extra-help>: not built yet (foundation only).
 */
import { defineElement } from './define';

function ExtraHelpPending() {
  return null;
}

defineElement('extra-help', ExtraHelpPending);
