/**
 * The supplement plan search behind the favourited supplement plans
 * (medsuppFavourites.ts; part of the follow-up code,
 * components/plans/followUpCalls.ts): the plans of the zip, and a county for the zip so the
 * supplement list knows its state. A favourite the answer lacks, or answers
 * without a name, is logged as not found (spec §8); a failed search is
 * logged by the api layer and only the favourites stay out.
 */
import type { County } from '../../api/schemas/plan';
import { logger } from '../../platform/logger';
import * as geolocationApi from '../../api/geolocation';
import * as planInfoApi from '../../api/planInfo';
import { getHttp } from '../http';
import { favouriteCodesAtom, medsuppFavouritesKeyAtom, sameCode, searchAnswersAtom } from '../medsuppFavourites';
import { plansDetailsAtom } from '../profile';
import { storeSlot, type Store } from '../store';

/** A county for the zip: a saved plan's in that zip, else the first the counties call answers. */
async function countyFor(store: Store, zip: string): Promise<County | undefined> {
  const saved = (store.get(plansDetailsAtom)?.plans ?? []).find((plan) => String(plan.zipCode ?? '') === zip && plan.county?.stateCode);
  if (saved?.county) return saved.county;
  const counties = await geolocationApi.counties(getHttp(store), zip);
  return counties.ok ? counties.data[0] : undefined;
}

/** Searches the zip's supplement plans and keeps the answer for the favourites' cards. */
async function searchFavourites(store: Store, zip: string): Promise<void> {
  const [result, county] = await Promise.all([planInfoApi.medsuppPlanSearch(getHttp(store), zip), countyFor(store, zip)]);
  if (!result.ok) return;
  for (const code of store.get(favouriteCodesAtom)) {
    const found = result.data.find((plan) => sameCode(plan.planCode, code));
    if (!found?.planName) logger.warn(`Favourited supplement plan ${code} not found in the supplement plan search`, { call: 'planInfo.medsuppPlanSearch', zip });
  }
  store.set(searchAnswersAtom, (answers) => new Map([...answers, [zip, { plans: result.data, county }]]));
}

const searchesOf = storeSlot('medsuppFavourites.searches', () => new Map<string, Promise<void>>());

/** Starts the supplement plan search for the favourites' zip, once per zip and store. Never rejects. */
export function refreshMedsuppFavourites(store: Store): Promise<void> {
  const zip = store.get(medsuppFavouritesKeyAtom);
  if (!zip) return Promise.resolve();
  const searches = searchesOf(store);
  let call = searches.get(zip);
  if (!call) {
    call = searchFavourites(store, zip);
    searches.set(zip, call);
  }
  return call;
}
