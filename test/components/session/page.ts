/** The session, toast and Extra Help element tests' page: a profile for each kind of user, the element alone. */
import type { ConfigPatch } from '../../../src/state/config';
import { browserSettled } from '../../../src/platform/browserSettled';
import { profileStatusAtom } from '../../../src/state/profile';
import { getStore } from '../../../src/state/store';
import type { Route } from '../../helpers/fetch';
import { placeElement, type StartPageOptions, type Who } from '../../helpers/page';

export const UUID = 'u-session-1';

function userDetails(who: Who) {
  const base = { uuid: UUID, userType: 'hsid', firstName: 'Ruth', lastName: 'Baker', email: 'ruth@example.com', optumId: 'rbaker' };
  return who === 'signed-in' ? base : { ...base, mbi: '1EG4TE5MK72' };
}

function profile(who: Who) {
  if (who === 'guest') return { uuid: '' };
  return { uuid: UUID, userDetails: userDetails(who), plansDetails: { zipCode: '10001', plans: [], savedPlans: '' } };
}

export interface PageOptions {
  routes?: Route[];
  config?: ConfigPatch;
}

/** The page used by `who` (for test/helpers/page.ts startPage): `routes` first, then the profile. */
export function sessionPage(who: Who, { routes = [], config = {} }: PageOptions = {}): StartPageOptions {
  return { who, uuid: UUID, profile: profile(who), routes, config };
}

/**
 * Places `<tag>` alone in the document and waits until the page has started (the profile answered) and the element
 * has drawn it: the answer renders in a transition (elements/batchedRenders.ts), in slices that on a loaded machine
 * span several frames, so the browser's next idle time is when it has.
 */
export async function placeStarted(tag: string, attributes: Record<string, string> = {}): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  const placed = await placeElement(tag, () => ['ready', 'error'].includes(getStore().get(profileStatusAtom)), attributes);
  await browserSettled();
  return placed;
}

/** `sp-*` events the element sent the host during the test. */
export function recordEvents(el: HTMLElement, types: string[]): Array<{ type: string; detail: unknown }> {
  const seen: Array<{ type: string; detail: unknown }> = [];
  for (const type of types) el.addEventListener(type, (event) => seen.push({ type, detail: (event as CustomEvent).detail }));
  return seen;
}
