/**
 * What `window.shopperProfile.actions` runs: the same functions the elements
 * use. Loaded on a host's first call (see actions.ts).
 */
import { switchPlanYear } from '../planYearSwitch';
import { reloadProfile } from '../profile';
import { removeDrug, removePlan, removeProvider } from '../removal';
import type { Drug } from '../../api/schemas/drug';
import type { Plan } from '../../api/schemas/plan';
import type { Provider } from '../../api/schemas/provider';
import { saveDrugs, savePlan, saveProviders } from '../saving';
import { signOut } from '../signOut';
import { ensureStarted } from '../startup';

export const hostActions = {
  /** Starts the page's work (the sign-in code exchange, the import, the profile load) if no element has yet; resolves when it is done. */
  start: () => ensureStarted(),
  /** Loads the profile again (after a change made outside the elements); resolves true when it loaded. */
  reloadProfile: () => reloadProfile(),
  /** Saves a plan (as plan browsing does): a guest's in the browser, a signed-in user's on the server; a plan already saved is left as it is. Resolves true when saved. */
  savePlan,
  /** Removes a saved plan, as its remove pop-up does; resolves true when it stays removed (a refused removal brings it back). Announced as a person's removal is (sp-plan-removed), from the page's first element that sends it. */
  removePlan: (plan: Plan) => removePlan(plan),
  /** Saves drugs (a drug already saved, matched by drug id, else national drug code, else name, is replaced) and, when given, the pharmacy, as the drug cost estimator does. Resolves true when saved. */
  saveDrugs,
  /** Removes a saved drug, as its remove pop-up does; resolves true when it stays removed. */
  removeDrug: (drug: Drug) => removeDrug(drug),
  /** Replaces the saved doctors and dentists with the given list, as the provider search tool's sync does. Resolves true when saved. */
  saveProviders,
  /** Removes a saved doctor or dentist, as its remove pop-up does; resolves true when it stays removed. */
  removeProvider: (provider: Provider) => removeProvider(provider),
  /** Switches the plan year the elements show and reloads the profile for it. The choice is kept in browser storage; a year the system date does not allow gives way to that date's year. */
  switchPlanYear,
  /** Signs the user out: clears the browser storage and goes to the sign-out page (a cloaked session to the site root). */
  signOut: () => signOut(),
};
