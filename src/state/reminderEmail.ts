/**
 * The one email call (spec §7.2, POST /EmailWAR/emailrest/profile/email/v1)
 * and its payload (§3.9): every field the spec lists is sent, '' where the
 * page knows no value. The profile has no source for uhcstatus, so it is
 * always ''; siteId is the brand code (brand.ts: the profile's own site
 * first, then the page's brand). Both callers (the saved-plans email and the merge's
 * reminder stop) load with their pop-ups, not with the page.
 */
import * as identityApi from '../api/identity';
import type { ReminderEmailRequest } from '../api/schemas/identity';
import { brandCodeAtom } from './brand';
import { getHttp } from './http';
import { plansDetailsAtom, userDetailsAtom } from './profile';
import type { Store } from './store';

type Given = Pick<ReminderEmailRequest, 'emailAddress' | 'deeplink'> & Partial<Record<'firstName' | 'lastName' | 'mbi' | 'gender' | 'dob' | 'zip', string>>;

/** The profile's values under what the caller gives (a form's answers win over the stored profile). */
export function reminderEmailRequest(given: Given, store: Store): ReminderEmailRequest {
  const user = store.get(userDetailsAtom);
  const zip = user?.zipCode ?? store.get(plansDetailsAtom)?.zipCode;
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    mbi: user?.mbi ?? '',
    gender: user?.gender ?? '',
    dob: user?.dob ?? '',
    zip: zip === undefined || zip === null ? '' : String(zip),
    siteId: store.get(brandCodeAtom),
    uhcstatus: '',
    profileStatus: user?.profileStatus ?? '',
    ...given,
  };
}

/** Resolves whether the email was sent; a failure is logged by the api layer only (spec §8 "email failure"). */
export async function sendReminderEmail(given: Given, store: Store): Promise<boolean> {
  return (await identityApi.stopReminderEmail(getHttp(store), reminderEmailRequest(given, store))).ok;
}
