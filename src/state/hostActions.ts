/**
 * What `window.shopperProfile.actions` runs: the same functions the elements
 * use. Loaded on a host's first call (see actions.ts).
 */
import { switchPlanYear } from './planYearSwitch';
import { reloadProfile } from './profile';
import { removeDrug, removePlan, removeProvider } from './removal';
import type { Drug } from '../api/schemas/drug';
import type { Plan } from '../api/schemas/plan';
import type { Provider } from '../api/schemas/provider';
import { saveDrugs, savePlan, saveProviders } from './saving';
import { signOut } from './signOut';
import { ensureStarted } from './startup';

export const hostActions = {
  start: () => ensureStarted(),
  reloadProfile: () => reloadProfile(),
  savePlan,
  // A host's removal is announced as a person's is (sp-plan-removed ...), from the page's first element that sends it.
  removePlan: (plan: Plan) => removePlan(plan),
  saveDrugs,
  removeDrug: (drug: Drug) => removeDrug(drug),
  saveProviders,
  removeProvider: (provider: Provider) => removeProvider(provider),
  switchPlanYear,
  signOut: () => signOut(),
};
