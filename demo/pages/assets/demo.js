/**
 * Shared script of every demo page. It must load BEFORE the library
 * (module scripts run in document order), because it:
 *  - reads the QA switches (URL query parameters first, then the sp-qa
 *    cookie the server keeps) for its panel; the server writes the library
 *    config they ask for into the page's <script id="sp-config">,
 *  - wraps window.fetch so every API call the elements make is logged,
 *  - logs every sp-* event dispatched in the page (on an element, the document or the window),
 *  - renders the site header, footer and a collapsible QA panel.
 * Page scripts import { runtime, qa, logs } from here.
 */

export const QA_KEYS = ['date', 'brand', 'flags', 'fault', 'timeout', 'lang', 'tracking'];
const QA_COOKIE = 'sp-qa';
/** The switch the server does not keep: demo.js adds it to the sp-qa cookie itself. */
const CLIENT_KEYS = ['timeout'];
const MAX_ROWS = 300;

export function readCookie(name) {
  const hit = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  if (!hit) return undefined;
  try {
    return decodeURIComponent(hit.slice(name.length + 1));
  } catch {
    return undefined;
  }
}

const list = (value) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** The QA switches in force: the page URL wins key by key over the sp-qa cookie. */
export function readQa(url = new URL(location.href)) {
  const params = new URLSearchParams(readCookie(QA_COOKIE) ?? '');
  for (const key of QA_KEYS) if (url.searchParams.has(key)) params.set(key, url.searchParams.get(key) ?? '');
  const brand = params.get('brand');
  const date = params.get('date') ?? '';
  const timeout = Number(params.get('timeout'));
  const tracking = params.get('tracking');
  return {
    brand: brand === 'uhc' ? 'uhc' : 'aarp',
    /** lang=es: the server serves the page with <html lang="es">, and the elements speak Spanish. */
    lang: params.get('lang') === 'es' ? 'es' : 'en',
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
    flags: list(params.get('flags')),
    faults: list(params.get('fault')),
    /** Idle seconds before the session time-out pop-up; 0 keeps the library default. */
    timeoutSeconds: Number.isInteger(timeout) && timeout > 0 ? timeout : 0,
    /** The library's tracking: 'held' until the consent banner below is answered, 'off' refused, else 'on'. */
    tracking: tracking === 'held' || tracking === 'off' ? tracking : 'on',
  };
}

/**
 * The server keeps date, brand, flags and fault in the sp-qa cookie (a page
 * URL with any of them replaces it). timeout=SECONDS is kept the same way by
 * this script: added to the cookie when the URL carries it (empty removes it).
 */
function keepClientSwitches(url = new URL(location.href)) {
  if (!CLIENT_KEYS.some((key) => url.searchParams.has(key))) return;
  const params = new URLSearchParams(readCookie(QA_COOKIE) ?? '');
  for (const key of CLIENT_KEYS) {
    const value = url.searchParams.get(key);
    if (value) params.set(key, value);
    else if (value !== null) params.delete(key);
  }
  document.cookie = `${QA_COOKIE}=${encodeURIComponent(params.toString())}; path=/; SameSite=Lax`;
}

keepClientSwitches();
export const qa = readQa();

/**
 * The library config of the QA switches is in the page's sp-config script,
 * written by the demo server (demo/server/http/pageHead.ts): a page under
 * Trusted Types (csp=strict) cannot write a script's text from a script.
 */
function applyConfig() {
  document.documentElement.dataset.brand = qa.brand;
}

// ---- Logs: API calls and sp-* events ----

export const logs = { calls: [], events: [] };
const listeners = new Set();

/** Calls back on every new log row; returns an unsubscribe function. */
export function onLog(callback) {
  listeners.add(callback);
  return () => listeners.delete(callback);
}

function push(kind, row) {
  const rows = logs[kind];
  rows.push(row);
  if (rows.length > MAX_ROWS) rows.shift();
  for (const callback of listeners) callback(kind, row);
}

function pathOf(input) {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(raw, location.href);
  return url.origin === location.origin ? `${url.pathname}${url.search}` : url.href;
}

const pageFetch = window.fetch.bind(window);

function wrapFetch() {
  const original = pageFetch;
  window.fetch = async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const path = pathOf(input);
    const started = performance.now();
    try {
      const response = await original(input, init);
      push('calls', { method, path, status: response.status, ms: Math.round(performance.now() - started), time: new Date() });
      return response;
    } catch (error) {
      push('calls', { method, path, status: 'network error', ms: Math.round(performance.now() - started), time: new Date() });
      throw error;
    }
  };
}

const heardEvents = new Set();

function summarize(detail) {
  if (detail === undefined || detail === null) return '';
  try {
    const text = JSON.stringify(detail);
    return text.length > 200 ? `${text.slice(0, 200)}…` : text;
  } catch {
    return String(detail);
  }
}

/** Where an event was dispatched: an element's tag name, 'document' or 'window'. */
function sourceOf(event) {
  const source = event.composedPath()[0];
  if (source === window) return 'window';
  return source instanceof Element ? source.localName : 'document';
}

/**
 * Listens for one sp-* event name on the window, in the capture phase: the
 * window is the first stop of every event dispatched in the page (on an
 * element, the document or the window itself, bubbling or not), so the
 * library's window-level events (sp-items-imported,
 * sp-profile-reload-requested) are heard too, and one listener hears each
 * event once, before any handler can stop it.
 */
function listenFor(type) {
  if (heardEvents.has(type)) return;
  heardEvents.add(type);
  window.addEventListener(type, (event) => {
    push('events', { type, from: sourceOf(event), detail: summarize(event.detail), time: new Date() });
  }, { capture: true });
}

/**
 * Event names come from the library's manifest; names it does not list are
 * learned on their first dispatch, so no sp-* event goes unseen.
 */
function watchEvents() {
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function dispatchEvent(event) {
    if (typeof event?.type === 'string' && event.type.startsWith('sp-')) listenFor(event.type);
    return dispatch.call(this, event);
  };
  // The page's own fetch: the demo's manifest read is not one of the library's calls.
  pageFetch('/dist/custom-elements.json')
    .then((r) => (r.ok ? r.json() : { modules: [] }))
    .then((manifest) => {
      for (const mod of manifest.modules ?? []) {
        for (const decl of mod.declarations ?? []) for (const ev of decl.events ?? []) if (ev.name?.startsWith('sp-')) listenFor(ev.name);
      }
    })
    .catch(() => undefined);
}

// ---- Runtime access ----

/** Resolves with window.shopperProfile once its host actions are registered (the first element module registers them). */
export function runtime() {
  return new Promise((resolve) => {
    const check = () => {
      const rt = window.shopperProfile;
      if (rt && typeof rt.actions?.start === 'function') {
        resolve(rt);
        return true;
      }
      return false;
    };
    if (check()) return;
    const timer = setInterval(() => check() && clearInterval(timer), 50);
  });
}

let started;
/** The runtime after its startup ran (a sign-in code exchanged, the profile loaded). */
export function startedRuntime() {
  started ??= runtime().then(async (rt) => {
    await rt.actions.start();
    return rt;
  });
  return started;
}

/** Reads a shared atom's value by its registry key ('session', 'savedPlansCount', ...). */
export function atomValue(rt, key) {
  const atoms = globalThis[Symbol.for('shopper-profile.atoms')];
  const atom = atoms?.get(key);
  return atom ? rt.store.get(atom) : undefined;
}

export function isSignedIn() {
  const uuid = readCookie('sp-user-id');
  return Boolean(uuid);
}

// ---- Site chrome ----
// The header and footer are in the page's HTML (demo/server/http/siteChrome.ts): here only the account item is wired.

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'class') node.className = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    // Through CSSOM: a style attribute is refused under csp=strict.
    else if (key === 'style') node.style.cssText = value;
    else node.setAttribute(key, value);
  }
  node.append(...children.filter((c) => c !== undefined && c !== null));
  return node;
}
export { el };

async function signOutFromHeader() {
  const rt = window.shopperProfile;
  // The library's sign-out clears browser storage and navigates; without it, the server's sign-out page.
  if (rt?.actions?.signOut) {
    const ok = await rt.actions.signOut();
    if (ok) return;
  }
  location.assign('/hsid-logout?returnUrl=/');
}

/** Sign in or Sign out, by the session cookie (filled again once startup has exchanged a sign-in code). */
function fillAccountItem(item = document.getElementById('site-account')) {
  if (!item) return;
  const returnUrl = `${location.pathname}${location.hash}`;
  item.replaceChildren(isSignedIn()
    ? el('button', { type: 'button', onclick: signOutFromHeader }, 'Sign out')
    : el('a', { href: `/optumid-login?returnUrl=${encodeURIComponent(returnUrl)}` }, 'Sign in'));
}

function time(date) {
  return date.toLocaleTimeString('en-US', { hour12: false });
}

function callText(row) {
  return `${time(row.time)} ${row.method} ${row.path} → ${row.status} (${row.ms} ms)`;
}

function eventText(row) {
  return `${time(row.time)} ${row.type} from <${row.from}> ${row.detail}`;
}

function renderPanel() {
  const calls = el('ol', { 'aria-label': 'API calls' });
  const events = el('ol', { 'aria-label': 'sp events' });
  const summary = el('summary', {}, 'QA panel');
  const describe = () => {
    const faults = qa.faults.length ? ` · faults: ${qa.faults.join(', ')}` : '';
    const timeout = qa.timeoutSeconds ? ` · session time-out ${qa.timeoutSeconds} s` : '';
    const tracking = qa.tracking === 'on' ? '' : ` · tracking ${qa.tracking}`;
    summary.textContent = `QA panel: ${logs.calls.length} API calls, ${logs.events.length} events · brand ${qa.brand}${qa.date ? ` · date ${qa.date}` : ''}${faults}${timeout}${tracking}`;
  };
  const addRow = (kind, row) => {
    const list = kind === 'calls' ? calls : events;
    const item = el('li', {}, kind === 'calls' ? callText(row) : eventText(row));
    if (kind === 'calls' && (typeof row.status !== 'number' || row.status >= 400)) item.className = 'bad';
    list.append(item);
    if (list.children.length > MAX_ROWS) list.firstElementChild?.remove();
    describe();
  };
  for (const row of logs.calls) addRow('calls', row);
  for (const row of logs.events) addRow('events', row);
  onLog(addRow);
  const panel = el('details', { class: 'qa-panel', id: 'qa-panel' }, summary,
    el('div', { class: 'qa-body' },
      el('section', { 'aria-label': 'API calls log' }, el('h2', {}, 'API calls'), calls),
      el('section', { 'aria-label': 'Events log' }, el('h2', {}, 'sp-* events'), events)));
  describe();
  document.body.append(panel);
  keepFocusClearOf(panel);
}

/**
 * The panel sticks to the foot of the window: the page keeps that much room
 * when it scrolls a focused control into view, so the panel never hides it
 * (WCAG 2.4.11). Its height changes as its summary grows and as it opens.
 */
function keepFocusClearOf(panel) {
  const room = () => { document.documentElement.style.scrollPaddingBottom = `${panel.offsetHeight}px`; };
  new ResizeObserver(room).observe(panel);
  room();
}

/**
 * tracking=held: a stand-in for the site's consent banner. The library holds
 * its tracking calls until the host answers through
 * window.shopperProfile.configure({ tracking }); this banner is that host.
 * The answer holds for this page (a real consent manager keeps it and
 * configures every page).
 */
function renderConsentBanner() {
  if (qa.tracking !== 'held' || document.documentElement.hasAttribute('data-no-library')) return;
  const status = el('p', { role: 'status' });
  const answer = async (tracking) => {
    const rt = await runtime();
    rt.configure({ tracking });
    buttons.remove();
    status.textContent = tracking === 'on' ? 'Tracking allowed on this page.' : 'Tracking refused on this page.';
  };
  const buttons = el('p', { class: 'consent-actions' },
    el('button', { type: 'button', class: 'btn', onclick: () => void answer('on') }, 'Allow tracking'),
    el('button', { type: 'button', class: 'btn secondary', onclick: () => void answer('off') }, 'Refuse tracking'));
  const banner = el('section', { class: 'consent-banner', 'aria-label': 'Tracking consent' },
    el('div', { class: 'wrap' },
      el('p', {}, 'The profile\'s tracking calls wait for your choice (the demo\'s stand-in for the site\'s consent banner).'),
      buttons, status));
  document.querySelector('.site-header')?.after(banner);
}

function renderChrome() {
  fillAccountItem();
  renderConsentBanner();
  renderPanel();
}

applyConfig();
wrapFetch();
watchEvents();
if (document.body) renderChrome();
else document.addEventListener('DOMContentLoaded', renderChrome, { once: true });

// Every page with the library starts it, so a sign-in code is exchanged even on pages whose elements have not asked yet.
// Stand-in pages (<html data-no-library>) load no library: nothing to wait for.
if (!document.documentElement.hasAttribute('data-no-library')) void startedRuntime().then(() => fillAccountItem());
window.spDemo = { qa, logs, runtime, startedRuntime, atomValue };
