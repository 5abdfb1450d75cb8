/**
 * The removals as the elements call them, their code (removal.ts) not part of
 * the page's first load: the remove pop-ups' hosts fetch it with the pop-ups'
 * own code once the page has settled (`removalCode`, for
 * usePrefetchWhenSettled), so a confirmed removal runs at once, in the same
 * frame, as before; a removal confirmed before that fetches it first. Code
 * that cannot be fetched is logged and the removal resolves false: the item
 * stays, and the pop-up says the removal failed.
 */
import { logger } from '../platform/logger';
import type { Store } from './store';
import type * as Removal from './removal';

type Removals = typeof Removal;
type Name = 'removePlan' | 'removeDrug' | 'removeProvider';

let loaded: Removals | undefined;
let loading: Promise<Removals> | undefined;

function loadRemoval(): Promise<Removals> {
  // A failed fetch is forgotten, so the next removal fetches again (a dropped connection may be back).
  loading ??= import('./removal').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** For usePrefetchWhenSettled: the removals' code, fetched ahead with the pop-ups'. */
export const removalCode = { preload: (): Promise<unknown> => loadRemoval().catch(() => undefined) };

function onDemand<N extends Name>(name: N) {
  type Item = Parameters<Removals[N]>[0];
  return (item: Item, store?: Store, from?: EventTarget): Promise<boolean> => {
    const run = (removals: Removals) => (removals[name] as (item: Item, store?: Store, from?: EventTarget) => Promise<boolean>)(item, store, from);
    if (loaded) return run(loaded);
    return loadRemoval().then(run, (error: unknown) => {
      logger.error('The removal code could not be loaded; nothing was removed', error);
      return false;
    });
  };
}

export const removePlan = onDemand('removePlan');
export const removeDrug = onDemand('removeDrug');
export const removeProvider = onDemand('removeProvider');
