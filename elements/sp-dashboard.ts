/**
 * <sp-dashboard>: not built yet (foundation only).
 */
import { defineElement } from './define';

function DashboardPending() {
  return null;
}

defineElement('dashboard', DashboardPending);
