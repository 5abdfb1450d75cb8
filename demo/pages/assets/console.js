/**
 * QA console: persona sign-in through the real sign-in flow, the QA
 * switches (written to the page URL, which the server keeps in the sp-qa
 * cookie), a live view of the shared store, database reset.
 */
import { atomValue, el, qa, readCookie, runtime, startedRuntime } from './demo.js';

/** The library's feature flags (src/state/config.ts FEATURE_FLAGS; test/e2e/console.spec.ts keeps them in step). */
export const FEATURE_FLAGS = ['bannering', 'yoyProviderChangesDisabled', 'disableOleSaveResume', 'enableMedsuppV2Cards',
  'memberBenefitsButtonMobile', 'lisChanges', 'disableActivePlans', 'memberBenefits', 'emailSavedPlans', 'disableProfileFlow'];
/** The server's named faults (demo/server/README.md); per-call '<call>-fail' faults go in the free-text field. */
export const FAULTS = [
  ['outage', 'Service outage'], ['slow', 'Slow (2 s per call)'], ['remove-fail', 'Deletes fail'],
  ['invalid-session', 'Invalid session once'], ['malformed', 'Malformed profile'],
  ['malformed-plans', 'Spoiled saved plans'], ['malformed-drugs', 'Spoiled drugs'], ['malformed-providers', 'Spoiled providers'],
  ['malformed-enrollments', 'Spoiled applications'], ['malformed-user', 'Spoiled user details'],
  ['malformed-predata', 'Spoiled recommendation'], ['malformed-medsupp', 'Spoiled supplement favourites'],
  ['plans-without-benefits', 'Saved plans without benefits'], ['import-empty', 'Member import finds no summary'],
];

const $ = (id) => document.getElementById(id);

function checkbox(name, value, text, checked) {
  const input = el('input', { type: 'checkbox', name, value });
  input.checked = checked;
  return el('label', {}, input, ` ${text}`);
}

function fillSwitches() {
  for (const radio of document.querySelectorAll('input[name="brand"]')) radio.checked = radio.value === qa.brand;
  for (const radio of document.querySelectorAll('input[name="lang"]')) radio.checked = radio.value === qa.lang;
  for (const radio of document.querySelectorAll('input[name="tracking"]')) radio.checked = radio.value === qa.tracking;
  $('date').value = qa.date;
  $('timeout').value = qa.timeoutSeconds ? String(qa.timeoutSeconds) : '';
  $('flags').append(...FEATURE_FLAGS.map((f) => checkbox('flags', f, f, qa.flags.includes(f))));
  $('faults').append(...FAULTS.map(([f, text]) => checkbox('fault', f, `${text} (${f})`, qa.faults.includes(f))));
  const named = new Set(FAULTS.map(([f]) => f));
  $('more-faults').value = qa.faults.filter((f) => !named.has(f)).join(',');
}

const checked = (name) => [...document.querySelectorAll(`input[name="${name}"]:checked`)].map((i) => i.value);

/** Every key is sent, empty ones too, so the server's sp-qa cookie forgets a switch turned off. */
function applySwitches(event) {
  event.preventDefault();
  const more = $('more-faults').value.split(',').map((s) => s.trim()).filter(Boolean);
  const query = new URLSearchParams({
    brand: checked('brand')[0] ?? 'aarp',
    lang: checked('lang')[0] ?? 'en',
    tracking: checked('tracking')[0] ?? 'on',
    date: $('date').value,
    flags: checked('flags').join(','),
    fault: [...checked('fault'), ...more].join(','),
    timeout: $('timeout').value.trim(),
  });
  location.assign(`/?${query}`);
}

async function fillPersonas() {
  const response = await fetch('/qa/personas');
  const personas = response.ok ? await response.json() : [];
  const current = readCookie('sp-user-id') ?? '';
  const csr = /"isCSRLogin":true/.test(readCookie('sp-identity') ?? '');
  // The cloaked persona views the member's profile: the same uuid, told apart by the identity cookie.
  const who = personas.find((p) => p.uuid && p.uuid === current && (p.id === 'cloaked') === csr) ?? personas.find((p) => p.uuid && p.uuid === current);
  $('persona').replaceChildren(...personas.map((p) => {
    const option = el('option', { value: p.id }, p.displayName);
    option.selected = p === who;
    return option;
  }));
  $('who').textContent = who ? `Signed in: ${who.displayName}` : 'Not signed in (guest).';
}

function signIn(event) {
  event.preventDefault();
  const returnUrl = $('return-page').value;
  location.assign(`/optumid-login/choose?persona=${encodeURIComponent($('persona').value)}&returnUrl=${encodeURIComponent(returnUrl)}`);
}

function storeSnapshot(rt) {
  const date = atomValue(rt, 'systemDate');
  return {
    version: rt.version,
    config: rt.config,
    session: atomValue(rt, 'session'),
    profileStatus: atomValue(rt, 'profileStatus'),
    systemDate: typeof date === 'number' ? new Date(date).toISOString() : date,
    activeYear: atomValue(rt, 'activeYear'),
    allowedPlanYears: atomValue(rt, 'allowedPlanYears'),
    counts: { savedPlans: atomValue(rt, 'savedPlansCount'), drugs: atomValue(rt, 'drugsCount'), providers: atomValue(rt, 'providersCount') },
    lisSubsidyLevel: atomValue(rt, 'lisSubsidyLevel'),
    firstName: atomValue(rt, 'profile.userDetails')?.firstName,
    isServiceOutage: atomValue(rt, 'profile.isServiceOutage'),
  };
}

async function watchStore() {
  const rt = await runtime();
  const show = () => {
    $('store-view').textContent = JSON.stringify(storeSnapshot(rt), null, 2);
  };
  const atoms = globalThis[Symbol.for('shopper-profile.atoms')];
  for (const key of ['config', 'session', 'profileStatus', 'systemDate', 'profile.plansDetails', 'profile.drugsAndPharmacyDetails', 'profile.providersDetails', 'profile.userDetails']) {
    const atom = atoms?.get(key);
    if (atom) rt.store.sub(atom, show);
  }
  show();
  await startedRuntime();
  show();
  // Startup may just have exchanged a sign-in code: the session cookie is new.
  await fillPersonas();
}

async function resetDatabase() {
  const response = await fetch('/qa/reset', { method: 'POST' }).catch(() => undefined);
  $('data-status').textContent = response?.ok ? 'The database is back to its seed.' : 'Reset failed.';
}

function clearBrowser() {
  localStorage.clear();
  sessionStorage.clear();
  $('data-status').textContent = 'Local and session storage cleared.';
}

fillSwitches();
$('qa-form').addEventListener('submit', applySwitches);
$('clear-switches').addEventListener('click', () => location.assign('/?brand=&date=&flags=&fault=&timeout=&lang=&tracking='));
$('persona-form').addEventListener('submit', signIn);
$('reset-db').addEventListener('click', () => void resetDatabase());
$('clear-browser').addEventListener('click', clearBrowser);
void fillPersonas();
void watchStore();
$('qa-panel')?.setAttribute('open', '');
