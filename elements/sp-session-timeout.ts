/**
 * <sp-session-timeout>: not built yet (foundation only).
 */
import { defineElement } from './define';

function SessionTimeoutPending() {
  return null;
}

defineElement('session-timeout', SessionTimeoutPending);
