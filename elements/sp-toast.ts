/**
 * <sp-toast>: not built yet (foundation only).
 */
import { defineElement } from './define';

function ToastPending() {
  return null;
}

defineElement('toast', ToastPending);
