/**
 * What `window.shopperProfile.actions` runs: the same functions the elements
 * use. Loaded on a host's first call (see actions.ts).
 */
import { switchPlanYear } from './planYearSwitch';
import { reloadProfile } from './profile';
import { removeDrug, removePlan, removeProvider } from './removal';
import { saveDrugs, savePlan, saveProviders } from './saving';
import { signOut } from './signOut';
import { ensureStarted } from './startup';

export const hostActions = {
  start: () => ensureStarted(),
  reloadProfile: () => reloadProfile(),
  savePlan,
  removePlan,
  saveDrugs,
  removeDrug,
  saveProviders,
  removeProvider,
  switchPlanYear,
  signOut: () => signOut(),
};
