/**
 * The follow-up calls' code (followUpCalls.ts) is not part of a page's first
 * render: a card shows its saved plan from the profile answer at once, and
 * the code is fetched once the saved items have painted: a frame after the
 * cards commit with no list beside them still loading (useHoldFollowUps),
 * then a task; what shows beside no card waits for the page to settle. So it
 * never delays the saved items. What it costs a person: the figures those
 * calls bring (each with its own loading state) arrive one frame and one
 * small fetch later than the calls could start, and on a page whose
 * supplement list waits for its state list, after that list. Until it has
 * loaded no call runs and the cards show what was stored. Code that cannot
 * be fetched is logged and the cards keep the stored figures, as after a
 * failed call; cards mounted later try again.
 */
import { atom, useAtomValue, useStore, type Atom } from 'jotai';
import { useEffect, useSyncExternalStore } from 'react';
import { logger } from '../../platform/logger';
import type { Store } from '../../state/store';
import { whenPageSettled } from '../common/whenPageSettled';
import type * as Calls from './followUpCalls';

export type FollowUpCalls = typeof Calls;

let loaded: FollowUpCalls | undefined;
let loading: Promise<void> | undefined;
/** Lists beside the cards still showing their loading state. */
let holds = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function load(): Promise<void> {
  loading ??= import('./followUpCalls').then(
    (code) => {
      loaded = code;
      notify();
    },
    (error: unknown) => {
      loading = undefined;
      logger.error('The follow-up calls of the saved plans could not be loaded; the cards keep their stored figures', error);
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => loaded;
const none = () => undefined;
const unheld = () => holds === 0;
const held = () => false;

/**
 * Holds the follow-up code back while `holding`: a list beside the cards is
 * still loading, so the saved items have not all painted yet.
 */
export function useHoldFollowUps(holding: boolean): void {
  useEffect(() => {
    if (!holding) return undefined;
    holds += 1;
    notify();
    return () => {
      holds -= 1;
      notify();
    };
  }, [holding]);
}

/**
 * When a component asks for the follow-up code: 'painted', one frame after
 * it commits with no list beside it loading (the cards); 'settled', once the
 * page has settled (whenPageSettled), for what shows beside no card (the
 * saved plans' count), so it never fetches the code ahead of the cards.
 */
export type FollowUpsWanted = 'painted' | 'settled';

function afterPaint(): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(() => {
      if (holds === 0) void load();
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}

/** The follow-up calls' code once it has loaded (fetched as `wanted` says); undefined before. */
export function useFollowUpCalls(wanted: FollowUpsWanted = 'painted'): FollowUpCalls | undefined {
  const code = useSyncExternalStore(subscribe, current, none);
  const free = useSyncExternalStore(subscribe, unheld, held);
  useEffect(() => {
    if (loaded || !free) return undefined;
    return wanted === 'painted' ? afterPaint() : whenPageSettled(() => void load());
  }, [free, wanted]);
  return code;
}

const NO_CALLS = atom('');

/**
 * Starts a follow-up call family after render once its code has loaded
 * (above), and again whenever its calls' key changes; the state layer makes
 * each distinct call once per store. Returns the code.
 */
export function useFollowUpRefresh(family: (code: FollowUpCalls) => [Atom<string>, (store: Store) => Promise<void>], wanted?: FollowUpsWanted): FollowUpCalls | undefined {
  const store = useStore();
  const code = useFollowUpCalls(wanted);
  const [keyAtom, refresh] = code ? family(code) : [NO_CALLS, undefined];
  const key = useAtomValue(keyAtom);
  useEffect(() => {
    if (key && refresh) void refresh(store);
  }, [store, key, refresh]);
  return code;
}
