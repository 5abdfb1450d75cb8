/**
 * The actions host pages (and the demo's stand-in tools) call through
 * `window.shopperProfile.actions`. Each is the same function the elements use.
 */
import { registerAction } from './runtime';
import { reloadProfile } from './profile';
import { switchPlanYear } from './planYearSwitch';
import { removeDrug, removePlan, removeProvider } from './removal';
import { saveDrugs, savePlan, saveProviders } from './saving';
import { signOut } from './signOut';
import { ensureStarted } from './startup';

export function registerHostActions(): void {
  registerAction('start', () => ensureStarted());
  registerAction('reloadProfile', () => reloadProfile());
  registerAction('savePlan', savePlan);
  registerAction('removePlan', removePlan);
  registerAction('saveDrugs', saveDrugs);
  registerAction('removeDrug', removeDrug);
  registerAction('saveProviders', saveProviders);
  registerAction('removeProvider', removeProvider);
  registerAction('switchPlanYear', switchPlanYear);
  registerAction('signOut', () => signOut());
}
