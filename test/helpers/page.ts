/**
 * The one test page: who uses it (the session cookies the site
 * sets), a fresh store, storage and address bar, the page config, a stubbed
 * backend answering the profile, and elements placed in the document.
 *
 *   const page = startPage({ who: 'member', profile: memberProfile(), routes: [failingCall] });
 *   const { root } = await placeElement('sp-drug-list', (r) => queryByRole(r, 'list'));
 *   ...
 *   leavePage();
 *
 * Each area's fixtures (test/components/<area>/…) build the profile answers.
 */
import { configure, type ConfigPatch } from '../../src/state/config';
import { stopCrossTabSync } from '../../src/state/crossTab';
import { getStore, resetStore, type Store } from '../../src/state/store';
import { stubFetch, type FetchStub, type Route } from './fetch';
import { waitFor } from './wait';

export type Who = 'guest' | 'signed-in' | 'member' | 'cloaked';

/** Every test page is dated 2026-03-10 unless it says otherwise: the active plan year is 2026. */
export const SYSTEM_DATE = '2026-03-10';
export const YEAR = 2026;

/** Every cookie the library reads or writes. */
const COOKIES = ['sp-user-id', 'sp-identity', 'sp-ole-plan', 'sp-post-logout-redirect'];

/** The cookies the site's sign-in leaves: the user's id and identity (cloaked for customer-service staff). */
export function signIn(uuid: string, { cloaked = false } = {}): void {
  document.cookie = `sp-user-id=${uuid}; path=/`;
  document.cookie = `sp-identity=${encodeURIComponent(JSON.stringify({ uuid, isGuest: false, isCSRLogin: cloaked }))}; path=/`;
}

export function clearCookies(): void {
  for (const name of COOKIES) document.cookie = `${name}=; max-age=0; path=/`;
}

const START_URL = `${location.pathname}${location.search}`;
const START_LANG = document.documentElement.lang;

export interface FreshPageOptions {
  systemDate?: string;
  config?: ConfigPatch;
  /** Path + query + hash the page starts at. */
  url?: string;
}

/**
 * Puts the address at `url` (path, query, hash) with no history state. Only
 * when it differs: WebKit refuses more than 100 history.replaceState calls
 * in 10 seconds, and a test file calls this twice a test.
 */
function resetAddress(url: string): void {
  if (`${location.pathname}${location.search}${location.hash}` !== url || history.state !== null) history.replaceState(null, '', url);
}

/** A page as a new visit finds it: new store, no storage, no cookies, the start address, the given date and config. */
export function freshPage({ systemDate = SYSTEM_DATE, config = {}, url = START_URL }: FreshPageOptions = {}): Store {
  const store = resetStore();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  resetAddress(url);
  configure({ systemDate, ...config });
  return store;
}

/**
 * The next page load of the same visit: a new store, no elements, the config again; cookies and storage stay as
 * the last page left them.
 */
export function nextPage({ systemDate = SYSTEM_DATE, config = {} }: Omit<FreshPageOptions, 'url'> = {}): Store {
  stopCrossTabSync(getStore());
  document.body.replaceChildren();
  const store = resetStore();
  configure({ systemDate, ...config });
  return store;
}

export interface StartPageOptions extends FreshPageOptions {
  who: Who;
  /** The signed-in user's id (the profile is asked for by it). */
  uuid?: string;
  /** The profile answer; a guest's sections are put in browser storage, where a guest's data lives. */
  profile?: Record<string, unknown>;
  /** Answered before the profile (first match wins): content, a failing call... */
  routes?: Route[];
  /** Answered after the profile: defaults a test's own routes can override. */
  fallbackRoutes?: Route[];
}

export interface Page {
  server: FetchStub;
  /** The backend's routes in order: a test may put a new answer in front. */
  routes: Route[];
  profileGets(): number;
}

const GUEST_SECTIONS = ['plansDetails', 'drugsAndPharmacyDetails', 'providersDetails'] as const;

function keepGuestProfile(profile: Record<string, unknown>): void {
  const sections = Object.fromEntries(GUEST_SECTIONS.filter((name) => name in profile).map((name) => [name, profile[name]]));
  if (Object.keys(sections).length > 0) localStorage.setItem('sp.guestProfile', JSON.stringify(sections));
}

/** A fresh page used by `who`, with a backend answering `profile` for any plan year. */
export function startPage({ who, uuid = 'u-page-1', profile, routes = [], fallbackRoutes = [], ...fresh }: StartPageOptions): Page {
  freshPage(fresh);
  if (who !== 'guest') signIn(uuid, { cloaked: who === 'cloaked' });
  if (who === 'guest' && profile) keepGuestProfile(profile);
  const id = who === 'guest' ? 'guest' : uuid;
  const answer = who === 'guest' ? { uuid: '' } : (profile ?? { uuid });
  const table: Route[] = [...routes, { method: 'GET', path: new RegExp(`/landrover/api/Users/${id}/all/\\d+`), json: answer }, ...fallbackRoutes];
  const server = stubFetch(table);
  return { server, routes: table, profileGets: () => profileGets(server) };
}

export function profileGets(server: FetchStub): number {
  return server.requests.filter((r) => r.method === 'GET' && r.url.pathname.includes('/landrover/api/Users/')).length;
}

/** The page is left: cross-tab sync stopped, elements and the host's tools gone, storage, cookies and address reset. */
export function leavePage(store: Store = getStore()): void {
  stopCrossTabSync(store);
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  resetAddress(START_URL);
  document.documentElement.lang = START_LANG;
  delete window.dceDrawer;
  delete window.providerSearchTool;
  for (const script of Array.from(document.head.querySelectorAll('script[data-sp-recommendation-widget]'))) script.remove();
}

export function place(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

export function shadow(el: HTMLElement): ShadowRoot {
  if (!el.shadowRoot) throw new Error('element has no shadow root');
  return el.shadowRoot;
}

/**
 * Whether every control held unseen until its rule is known (an Enroll waiting for the content naming acquired
 * and suppressed plans) has shown or gone: what a person waits for before pressing one.
 */
export const controlsDecided = (root: ParentNode): boolean => root.querySelector('.sp-undecided') === null;

/** Places `<tag>` and waits until `ready` finds what a person would see once it has loaded, its controls decided. */
export async function placeElement(tag: string, ready: (root: ShadowRoot) => unknown, attributes: Record<string, string> = {}): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  const el = place(tag, attributes);
  const root = await waitFor(() => el.shadowRoot, `<${tag}> never rendered`);
  await waitFor(() => ready(root), `<${tag}> never showed its content`);
  await waitFor(() => controlsDecided(root), `<${tag}> never showed its held controls`);
  return { el, root };
}

/**
 * Records what is written to document.cookie until `stop` (the writes carry max-age and path, which reading the
 * cookies cannot show).
 */
export function recordCookieWrites(): { writes: string[]; stop: () => void } {
  const writes: string[] = [];
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native.get!.call(document) as string,
    set: (text: string) => {
      writes.push(text);
      native.set!.call(document, text);
    },
  });
  return { writes, stop: () => delete (document as { cookie?: string }).cookie };
}
