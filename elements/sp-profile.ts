/**
 * <sp-profile>: not built yet (foundation only).
 */
import { defineElement } from './define';

function ProfilePending() {
  return null;
}

defineElement('profile', ProfilePending);
