/**
 * The page's one email action (the top bar's Email link, spec §2.2, §5.4):
 * the saved plans sent by email. Only the email pop-up's body runs it, so it
 * (and the identity API family it calls) loads with that pop-up, not with
 * the page's first render.
 */
import type { ReminderEmailRequest } from '../../api/schemas/identity';
import * as identityApi from '../../api/identity';
import { getHttp } from '../http';
import { brandCodeAtom } from '../brand';
import { plansDetailsAtom, userDetailsAtom } from '../profile';
import { getStore, type Store } from '../store';

function emailRequest(emailAddress: string, store: Store): ReminderEmailRequest {
  const user = store.get(userDetailsAtom);
  const { pathname, search, origin } = window.location;
  const zip = user?.zipCode ?? store.get(plansDetailsAtom)?.zipCode;
  return {
    emailAddress,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    mbi: user?.mbi,
    gender: user?.gender,
    dob: user?.dob,
    zip: zip === undefined || zip === null ? undefined : String(zip),
    siteId: store.get(brandCodeAtom),
    profileStatus: user?.profileStatus,
    // The link in the email opens the saved plans.
    deeplink: `${origin}${pathname}${search}#plans`,
  };
}

/**
 * Emails the saved plans (POST /EmailWAR/emailrest/profile/email/v1, the one
 * email call of spec §7.2). Resolves whether it was sent; a failure is
 * logged by the api layer only (spec §8 "email failure").
 */
export async function sendSavedPlansEmail(emailAddress: string, store: Store = getStore()): Promise<boolean> {
  const result = await identityApi.stopReminderEmail(getHttp(store), emailRequest(emailAddress.trim(), store));
  return result.ok;
}
