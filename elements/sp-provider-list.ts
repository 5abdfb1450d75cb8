/**
 * <sp-provider-list>: not built yet (foundation only).
 */
import { defineElement } from './define';

function ProviderListPending() {
  return null;
}

defineElement('provider-list', ProviderListPending);
