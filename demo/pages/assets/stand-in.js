/**
 * Stand-in pages (demo/server/routes/sitePages.ts): shows what the page
 * received so QA can check the hand-off from the profile: the path and its
 * parameters, the query parameters, where the user came from, the plan the
 * online-enrollment pages read (the cookie, with the whole plan from browser
 * storage when it is the same plan: the split written down in
 * src/state/plans/enrollment.ts), the cookie decoded, and the browser storage
 * the profile wrote before navigating. A hand-off written by another user
 * than the one signed in now is not read, as an enrollment page must not.
 * Then links back to the profile and on to the demo tool.
 */
import { el, readCookie } from './demo.js';

/** As in src/state/plans/enrollment.ts (ONLINE_ENROLLMENT_COOKIE, OLE_STORAGE_KEYS); test/e2e/site-pages.spec.ts keeps them in step. */
export const ONLINE_ENROLLMENT_COOKIE = 'sp-ole-plan';
export const OLE_STORAGE_KEYS = ['sp.ole.plan', 'sp.ole.recommendation', 'sp.ole.providers'];
const OLE_PLAN_KEY = 'sp.ole.plan';
/** As in src/state/session.ts and src/state/plans/enrollment.ts (GUEST_OWNER). */
const USER_ID_COOKIE = 'sp-user-id';
const IDENTITY_COOKIE = 'sp-identity';
const GUEST_OWNER = 'guest';
/** The library's browser-storage keys all start with this. */
const LIBRARY_KEY_PREFIX = 'sp.';
/** What the shared context service stand-in kept (plan-browsing-context.js). */
const CONTEXT_SERVICE_KEY = 'demo.planBrowsingContext';

function readData() {
  try {
    return JSON.parse(document.getElementById('stand-in-data')?.textContent ?? '{}');
  } catch {
    return {};
  }
}

function section(id, heading, ...content) {
  return el('section', { 'aria-labelledby': id, class: 'block' }, el('h2', { id }, heading), ...content);
}

/** A two-column table of names and values, or `empty` when there are none. */
function pairsTable(caption, pairs, empty) {
  if (!pairs.length) return el('p', {}, empty);
  const rows = pairs.map(([name, value]) => el('tr', {}, el('th', { scope: 'row' }, name), el('td', {}, el('code', {}, value))));
  return el('table', { class: 'pairs' },
    el('caption', {}, caption),
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Name'), el('th', { scope: 'col' }, 'Value'))),
    el('tbody', {}, ...rows));
}

function pretty(text) {
  try {
    return { json: JSON.parse(text), text: JSON.stringify(JSON.parse(text), null, 2) };
  } catch {
    return { json: undefined, text };
  }
}

function jsonBlock(label, text) {
  return el('pre', { tabindex: '0', 'aria-label': label }, text);
}

function addressSection(data) {
  const query = [...new URLSearchParams(location.search)];
  return section('h-address', 'Address',
    el('p', {}, 'Path: ', el('code', {}, decodeURI(location.pathname))),
    pairsTable('Path parameters', Object.entries(data.params ?? {}), 'No path parameters.'),
    pairsTable('Query parameters', query, 'No query parameters.'),
    el('p', {}, 'Came from: ', document.referrer ? el('code', {}, document.referrer) : 'no referrer (opened directly or in a new tab).'));
}

/** Who is signed in now, as the hand-off's `owner` names users: the uuid, or 'guest'. */
function currentUser() {
  const id = readCookie(USER_ID_COOKIE)?.trim();
  const identity = pretty(readCookie(IDENTITY_COOKIE) ?? '').json;
  const guest = identity && typeof identity === 'object' && (identity.isGuest === true || identity.isGuest === 'true');
  return !id || guest ? GUEST_OWNER : id;
}

function storedPlan() {
  for (const area of [localStorage, sessionStorage]) {
    const value = pretty(area.getItem(OLE_PLAN_KEY) ?? '').json;
    if (value && typeof value === 'object') return value;
  }
  return undefined;
}

/** The cookie's plan, completed by the stored one when both are the same plan (its year, type and id when the cookie has it). */
function handOffPlan(cookie) {
  const stored = storedPlan();
  const same = stored && ['planYear', 'planType', 'planId'].every((name) => cookie[name] === undefined || String(stored[name]) === String(cookie[name]));
  return same ? { plan: { ...cookie, ...stored }, fromStorage: true } : { plan: cookie, fromStorage: false };
}

function planSummary(plan) {
  const parts = [plan.planType, plan.planYear && `plan year ${plan.planYear}`, plan.zipCode && `ZIP ${plan.zipCode}`].filter(Boolean);
  return el('p', { class: 'notice', id: 'ole-plan' }, 'Plan: ', el('strong', {}, String(plan.planName ?? plan.planId)), ` (${plan.planId})${parts.length ? `, ${parts.join(', ')}` : ''}.`);
}

function text(value) {
  return value === undefined || value === null || value === '' ? 'not given' : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** What an enrollment page reads: the plan, its premium, where it is, from the cookie and storage together. */
function planDetails(plan, fromStorage) {
  const county = plan.county && typeof plan.county === 'object' ? plan.county : {};
  const rows = [
    ['Premium', plan.premium],
    ['County', [county.fipsCountyName, county.stateCode].filter(Boolean).join(', ') || county.fipsCountyCode],
    ['Special needs type', plan.snpType],
    ['Enrollment status', plan.enrollmentStatus],
    ['Launch data', plan.oleLaunchData?.cookieInfo ?? plan.cookieInfo],
    ['Benefits listed', Array.isArray(plan.benefits) ? String(plan.benefits.length) : undefined],
  ];
  return [
    pairsTable('The plan the enrollment pages read', rows.map(([name, value]) => [name, text(value)]), ''),
    el('p', { id: 'ole-plan-source' }, fromStorage
      ? `The cookie names the plan; the whole plan object came from browser storage (${OLE_PLAN_KEY}).`
      : 'Only the cookie was read: browser storage holds no plan object for this plan.'),
  ];
}

function cookieSection() {
  const raw = readCookie(ONLINE_ENROLLMENT_COOKIE);
  const heading = `Online-enrollment cookie (${ONLINE_ENROLLMENT_COOKIE})`;
  if (raw === undefined || raw === '') return section('h-cookie', heading, el('p', {}, 'No online-enrollment cookie.'));
  const { json, text: shown } = pretty(raw);
  if (!json || typeof json !== 'object') return section('h-cookie', heading, el('p', {}, 'The cookie is not a JSON object; its text:'), jsonBlock('Online-enrollment cookie contents', shown));
  // An enrollment page works for the user signed in now: a hand-off another user left is not read.
  if (json.owner !== undefined && json.owner !== currentUser()) {
    return section('h-cookie', heading, el('p', { class: 'notice', id: 'ole-plan' }, 'The online-enrollment cookie was written for another user; it is not read.'));
  }
  const { plan, fromStorage } = handOffPlan(json);
  return section('h-cookie', heading, planSummary(plan), ...planDetails(plan, fromStorage), jsonBlock('Online-enrollment cookie contents', shown));
}

function storedKeys(area, name) {
  const keys = [];
  for (let i = 0; i < area.length; i++) {
    const key = area.key(i);
    if (key?.startsWith(LIBRARY_KEY_PREFIX) || key === CONTEXT_SERVICE_KEY) keys.push({ key, area: name, value: area.getItem(key) ?? '' });
  }
  return keys;
}

/** The hand-off keys first (noted when absent), then every other key the library keeps. */
function storageSection() {
  const entries = [...storedKeys(localStorage, 'local storage'), ...storedKeys(sessionStorage, 'session storage')];
  const handOff = OLE_STORAGE_KEYS.map((key) => entries.find((e) => e.key === key) ?? { key, missing: true });
  const others = entries.filter((e) => !OLE_STORAGE_KEYS.includes(e.key)).sort((a, b) => a.key.localeCompare(b.key));
  const item = (entry) => {
    if (entry.missing) return el('li', {}, el('code', {}, entry.key), ': not written.');
    return el('li', {},
      el('details', {},
        el('summary', {}, el('code', {}, entry.key), ` in ${entry.area} (${entry.value.length} characters)`),
        jsonBlock(`${entry.key} contents`, pretty(entry.value).text)));
  };
  return section('h-storage', 'Browser storage',
    el('p', {}, 'Written by the profile before it sent you here (recommendation results and provider data):'),
    el('ul', { 'aria-label': 'Hand-off keys' }, ...handOff.map(item)),
    el('p', {}, 'Other keys the profile keeps in this browser:'),
    others.length ? el('ul', { 'aria-label': 'Other keys' }, ...others.map(item)) : el('p', {}, 'None.'));
}

function linksSection(data) {
  const links = [el('a', { class: 'btn', href: '/profile.html' }, 'Back to your profile'), el('a', { class: 'btn secondary', href: '/dashboard.html' }, 'Your dashboard')];
  if (data.next?.href) links.push(el('a', { class: 'btn secondary', href: data.next.href }, data.next.text));
  return el('nav', { 'aria-label': 'Continue', class: 'row stand-in-links' }, ...links);
}

const data = readData();
document.getElementById('received')?.replaceChildren(linksSection(data), addressSection(data), cookieSection(), storageSection());
