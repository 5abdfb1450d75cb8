/**
 * The active plan year (spec §4.5): a stored choice among the allowed years,
 * else the system date's. Switching stores the choice and reloads the profile.
 */
import { atom } from 'jotai';
import { allowedPlanYears, currentPlanYear, isActiveYearNextYear, resolveActivePlanYear } from '../domain/planYear';
import { writeText } from '../platform/storage';
import { readStoredText } from '../platform/storedValue';
import { userStorageArea, storageKey } from './userStorageArea';
import { sessionAtom } from './session';
import { getStore, sharedAtom, type Store } from './store';
import { systemDateAtom } from './systemDate';

/** Bumped when the choice is stored, so the stored text is read again. */
const planYearChoiceVersionAtom = sharedAtom('planYearChoiceVersion', () => atom(0));

/**
 * The stored plan-year choice (text as stored), read from browser storage;
 * read again when the page's user changes (another user's choice went with
 * their data, browserData.ts).
 */
export const planYearChoiceAtom = sharedAtom('planYearChoice', () =>
  atom((get) => {
    get(planYearChoiceVersionAtom);
    get(sessionAtom);
    return readStoredText(userStorageArea(), storageKey('planYear'));
  }),
);

export const activeYearAtom = sharedAtom('activeYear', () =>
  atom((get) => resolveActivePlanYear(get(planYearChoiceAtom), get(systemDateAtom))),
);

export const currentYearAtom = sharedAtom('currentYear', () => atom((get) => currentPlanYear(get(systemDateAtom))));

export const isActiveYearNextYearAtom = sharedAtom('activeYearNextYear', () =>
  atom((get) => isActiveYearNextYear(get(activeYearAtom), get(systemDateAtom))),
);

/** The years a user can switch between (the two-year toggle shows when there are two). */
export const allowedPlanYearsAtom = sharedAtom('allowedPlanYears', () => atom((get) => allowedPlanYears(get(systemDateAtom))));

/** Stores the choice; the caller (profile actions) reloads for the chosen year. */
export function storePlanYearChoice(year: number, store: Store = getStore()): void {
  writeText(userStorageArea(), storageKey('planYear'), String(year));
  store.set(planYearChoiceVersionAtom, (n) => n + 1);
}
