/**
 * A page for the session, toast and Extra Help element tests: who is signed
 * in (cookies), a stubbed backend, the page config, and the element placed
 * alone in the document. The state starts fresh for each test.
 */
import { configure, type ConfigPatch } from '../../../src/state/config';
import { stopCrossTabSync } from '../../../src/state/crossTab';
import { profileStatusAtom } from '../../../src/state/profile';
import { getStore, resetStore } from '../../../src/state/store';
import { stubFetch, type FetchStub, type Route } from '../../helpers/fetch';
import { waitFor } from '../../helpers/wait';

export const UUID = 'u-session-1';
export const YEAR = 2026;

export type Who = 'guest' | 'signed-in' | 'member' | 'cloaked';

function userDetails(who: Who) {
  const base = { uuid: UUID, userType: 'hsid', firstName: 'Ruth', lastName: 'Baker', email: 'ruth@example.com', optumId: 'rbaker' };
  return who === 'signed-in' ? base : { ...base, mbi: '1EG4TE5MK72' };
}

function profile(who: Who) {
  if (who === 'guest') return { uuid: '' };
  return { uuid: UUID, userDetails: userDetails(who), plansDetails: { zipCode: '10001', plans: [], savedPlans: '' } };
}

function clearCookies() {
  for (const name of ['sp-user-id', 'sp-identity', 'sp-post-logout-redirect']) document.cookie = `${name}=; max-age=0; path=/`;
}

function signIn(who: Who) {
  if (who === 'guest') return;
  document.cookie = `sp-user-id=${UUID}; path=/`;
  document.cookie = `sp-identity=${encodeURIComponent(JSON.stringify({ uuid: UUID, isGuest: false, isCSRLogin: who === 'cloaked' }))}; path=/`;
}

export interface PageOptions {
  routes?: Route[];
  config?: ConfigPatch;
}

/** Fresh state and storage, cookies for `who`, the config, and a backend answering the profile (`routes` first). */
export function startPage(who: Who, { routes = [], config = {} }: PageOptions = {}): FetchStub {
  resetStore();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  configure({ systemDate: `${YEAR}-03-10`, ...config });
  signIn(who);
  const id = who === 'guest' ? 'guest' : UUID;
  return stubFetch([...routes, { method: 'GET', path: new RegExp(`/landrover/api/Users/${id}/all/`), json: profile(who) }]);
}

/** Places `<tag>` alone in the document and waits until the page has started (the profile answered). */
export async function placeElement(tag: string, attributes: Record<string, string> = {}): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  const root = await waitFor(() => el.shadowRoot, `<${tag}> never rendered`);
  await waitFor(() => ['ready', 'error'].includes(getStore().get(profileStatusAtom)), 'the page never started');
  return { el, root };
}

export function endPage(): void {
  document.body.replaceChildren();
  stopCrossTabSync(getStore());
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
}

/** `sp-*` events the element sent the host during the test. */
export function recordEvents(el: HTMLElement, types: string[]): Array<{ type: string; detail: unknown }> {
  const seen: Array<{ type: string; detail: unknown }> = [];
  for (const type of types) el.addEventListener(type, (event) => seen.push({ type, detail: (event as CustomEvent).detail }));
  return seen;
}
