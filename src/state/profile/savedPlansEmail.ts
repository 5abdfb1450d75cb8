/**
 * The page's one email action (the top bar's Email link, spec §2.2, §5.4):
 * the saved plans sent by email. Only the email pop-up's body runs it, so it
 * (and the identity API family it calls) loads with that pop-up, not with
 * the page's first render.
 */
import { sendReminderEmail } from '../reminderEmail';
import { getStore, type Store } from '../store';

/**
 * Emails the saved plans (the one email call of spec §7.2): the profile's
 * details, the address the person typed, and a link that opens the saved plans.
 */
export function sendSavedPlansEmail(emailAddress: string, store: Store = getStore()): Promise<boolean> {
  const { pathname, search, origin } = window.location;
  return sendReminderEmail({ emailAddress: emailAddress.trim(), deeplink: `${origin}${pathname}${search}#plans` }, store);
}
