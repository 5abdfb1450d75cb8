/**
 * Optimistic removal as pure list operations (spec §4.12): remove at once,
 * restore at the old position on failure, with counts and exists-flags.
 */
import { planListForType, type PlanListName } from './planTypes';

export interface Removal<T> {
  item: T;
  index: number;
}

/** Removes the item at index; null when the index is out of range. */
export function removeAt<T>(list: readonly T[], index: number): { list: T[]; removal: Removal<T> } | null {
  const item = list[index];
  if (index < 0 || item === undefined) return null;
  return { list: [...list.slice(0, index), ...list.slice(index + 1)], removal: { item, index } };
}

/** Puts a removed item back at its old index (at the end when the list got shorter meanwhile). */
export function restoreAt<T>(list: readonly T[], removal: Removal<T>): T[] {
  const index = Math.min(Math.max(removal.index, 0), list.length);
  return [...list.slice(0, index), removal.item, ...list.slice(index)];
}

/** A list with its count and exists-flag, as drugs and providers keep them. */
export interface CountedList<T> {
  items: readonly T[];
  count: number;
  exists: boolean;
}

export function countedList<T>(items: readonly T[]): CountedList<T> {
  return { items, count: items.length, exists: items.length > 0 };
}

/** Removes a drug or provider at once; null when not found. */
export function removeFromCountedList<T>(
  list: CountedList<T>,
  matches: (item: T) => boolean,
): { list: CountedList<T>; removal: Removal<T> } | null {
  const result = removeAt(list.items, list.items.findIndex(matches));
  return result && { list: countedList(result.list), removal: result.removal };
}

export function restoreToCountedList<T>(list: CountedList<T>, removal: Removal<T>): CountedList<T> {
  return countedList(restoreAt(list.items, removal));
}

export interface PlanRemovalItem {
  planId: string;
  planYear: number | string;
  planType?: string | null;
}

/** The plan lists of the app state with savedPlansCount and isPlansExists. */
export type SavedPlansState<P extends PlanRemovalItem> = Record<PlanListName, readonly P[]> & {
  savedPlansCount: number;
  isPlansExists: boolean;
};

export interface PlanRemoval<P> extends Removal<P> {
  listName: PlanListName;
}

/** Removes a plan from its list; count down, and the plans-exist flag turns false at 0. Null when not found. */
export function removeSavedPlan<P extends PlanRemovalItem>(
  state: SavedPlansState<P>,
  plan: PlanRemovalItem,
): { state: SavedPlansState<P>; removal: PlanRemoval<P> } | null {
  const listName = planListForType(plan.planType);
  if (!listName) return null;
  const list = state[listName];
  const index = list.findIndex((item) => item.planId === plan.planId && String(item.planYear) === String(plan.planYear));
  const result = removeAt(list, index);
  if (!result) return null;
  const savedPlansCount = Math.max(state.savedPlansCount - 1, 0);
  return {
    state: { ...state, [listName]: result.list, savedPlansCount, isPlansExists: savedPlansCount > 0 },
    removal: { ...result.removal, listName },
  };
}

/** Re-adds a plan to its list by type at its old position; count up, flag true. */
export function restoreSavedPlan<P extends PlanRemovalItem>(state: SavedPlansState<P>, removal: PlanRemoval<P>): SavedPlansState<P> {
  return {
    ...state,
    [removal.listName]: restoreAt(state[removal.listName], removal),
    savedPlansCount: state.savedPlansCount + 1,
    isPlansExists: true,
  };
}
