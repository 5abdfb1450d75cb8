/**
 * <sp-drug-list>: not built yet (foundation only).
 */
import { defineElement } from './define';

function DrugListPending() {
  return null;
}

defineElement('drug-list', DrugListPending);
