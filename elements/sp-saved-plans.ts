/**
 * <sp-saved-plans>: not built yet (foundation only).
 */
import { defineElement } from './define';

function SavedPlansPending() {
  return null;
}

defineElement('saved-plans', SavedPlansPending);
