/** Plan-year switching (spec §4.5): stores the choice and reloads the profile for that year. */
import { storePlanYearChoice } from './planYear';
import { reloadProfile } from './profile';
import { getStore, type Store } from './store';
import { trackProfileEvent } from './tracking';

export async function switchPlanYear(year: number, store: Store = getStore()): Promise<boolean> {
  storePlanYearChoice(year, store);
  trackProfileEvent('plan year switched', { planYear: year }, store);
  return reloadProfile(store);
}
