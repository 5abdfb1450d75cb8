/**
 * The system date every plan-year and enrollment-window rule is evaluated
 * against: the server's date-time call, or the QA override in the page config
 * (never the browser's clock while either is available).
 */
import { atom } from 'jotai';
import { makeCentral, parseInstantText } from '../domain/time';
import { logger } from '../platform/logger';
import * as usersApi from '../api/users';
import { getHttp } from './http';
import { configAtom } from './config';
import { getStore, sharedAtom, type Store } from './store';

/** Epoch ms of the server's date-time as last loaded; null until known. */
export const serverDateAtom = sharedAtom('serverDate', () => atom<number | null>(null));

/**
 * The QA override of the page config; 'YYYY-MM-DD' means noon Central time of that day. One that is no real date
 * (0000-00-00, month 13, hour 25) is reported once and the server's date stays in force.
 */
function overrideInstant(systemDate: string | undefined): number | null {
  if (!systemDate) return null;
  const instant = parseInstantText(systemDate);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(systemDate);
  if (instant === null) logger.warnOnce('The config systemDate is no real date; the server\'s date stays in force', systemDate);
  else if (day) return makeCentral(Number(day[1]), Number(day[2]), Number(day[3]), 12);
  return instant;
}

/**
 * The system date in force. Until the server has answered (or if it never
 * does) the browser clock stands in, so nothing waits on a failed call.
 */
export const systemDateAtom = sharedAtom('systemDate', () =>
  atom((get) => overrideInstant(get(configAtom).systemDate) ?? get(serverDateAtom) ?? Date.now()),
);

/** Loads the server's date-time; a failure is logged and the fallback stays. */
export async function loadSystemDate(store: Store = getStore()): Promise<void> {
  const result = await usersApi.systemDate(getHttp(store));
  if (!result.ok) return; // logged by the api layer (spec §8 "system date" errors)
  // A zoneless date-time is Central wall-clock time, never the browser's zone (spec §4.5).
  const ms = parseInstantText(result.data);
  if (ms === null) {
    logger.error('System date could not be read', result.data);
    return;
  }
  store.set(serverDateAtom, ms);
}
