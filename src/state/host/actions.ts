/**
 * The actions host pages (and the demo's stand-in tools) call through
 * `window.shopperProfile.actions`. Each is the same function the elements use.
 *
 * Every library entry and element registers them, so they load their code on
 * the first call: a page whose elements never save or remove (a toast-only
 * page) does not download that code up front.
 */
import type { hostActions } from './hostActions';
import { registerAction, type HostActions as RuntimeActions } from './runtime';

type HostActions = typeof hostActions;

const NAMES: ReadonlyArray<keyof HostActions> = [
  'start',
  'reloadProfile',
  'savePlan',
  'removePlan',
  'saveDrugs',
  'removeDrug',
  'saveProviders',
  'removeProvider',
  'switchPlanYear',
  'signOut',
];

/** The named action, imported on its first call. */
function onDemand<N extends keyof HostActions>(name: N): RuntimeActions[N] {
  type Args = Parameters<HostActions[N]>;
  const call = (...args: Args) => import('./hostActions').then(({ hostActions: actions }) => (actions[name] as (...a: Args) => Promise<unknown>)(...args));
  return call as unknown as RuntimeActions[N];
}

function register<N extends keyof HostActions>(name: N): void {
  registerAction(name, onDemand(name));
}

export function registerHostActions(): void {
  for (const name of NAMES) register(name);
}
