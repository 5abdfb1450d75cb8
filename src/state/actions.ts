/**
 * The actions host pages (and the demo's stand-in tools) call through
 * `window.shopperProfile.actions`. Each is the same function the elements use.
 *
 * Registered by every library entry and element, so each action loads its
 * module on first call: a page whose elements never save or remove (a
 * toast-only page) does not download that code up front.
 */
import { registerAction } from './runtime';

type Action = (...args: never[]) => Promise<unknown>;

/** An action that imports its implementation when first called. */
function onDemand<F extends Action>(load: () => Promise<F>): (...args: Parameters<F>) => Promise<Awaited<ReturnType<F>>> {
  return (...args) => load().then((action) => action(...args)) as Promise<Awaited<ReturnType<F>>>;
}

export function registerHostActions(): void {
  registerAction('start', onDemand(() => import('./startup').then((m) => () => m.ensureStarted())));
  registerAction('reloadProfile', onDemand(() => import('./profile').then((m) => () => m.reloadProfile())));
  registerAction('savePlan', onDemand(() => import('./saving').then((m) => m.savePlan)));
  registerAction('removePlan', onDemand(() => import('./removal').then((m) => m.removePlan)));
  registerAction('saveDrugs', onDemand(() => import('./saving').then((m) => m.saveDrugs)));
  registerAction('removeDrug', onDemand(() => import('./removal').then((m) => m.removeDrug)));
  registerAction('saveProviders', onDemand(() => import('./saving').then((m) => m.saveProviders)));
  registerAction('removeProvider', onDemand(() => import('./removal').then((m) => m.removeProvider)));
  registerAction('switchPlanYear', onDemand(() => import('./planYearSwitch').then((m) => m.switchPlanYear)));
  registerAction('signOut', onDemand(() => import('./signOut').then((m) => () => m.signOut())));
}
