/**
 * Plan browsing stand-in (/plans.html): ZIP -> county -> the plans of each
 * type for a plan year, save/unsave through the library's actions, and
 * compare up to three plans of one type on /plan-compare.html.
 */
import { atomValue, el, startedRuntime } from './demo.js';
import { statusLine } from './drawer.js';
import { syncProvidersAfterTool } from './providers-sync.js';

const GROUPS = [
  ['ma', 'Medicare Advantage plans', ['MA', 'MAPD']],
  ['snp', 'Special needs plans', ['SNP']],
  ['pdp', 'Prescription drug plans', ['PDP']],
  ['ms', 'Medicare Supplement plans', ['MS']],
];
const MAX_COMPARE = 3;

const $ = (id) => document.getElementById(id);
const status = statusLine();
let rt;
let shown = { plans: [], county: undefined, zip: '', year: 0 };
const compare = new Set();

/** Saved-plan keys of the profile ('planId planYear'); an empty key text means every stored plan is saved. */
function savedKeys() {
  const details = atomValue(rt, 'profile.plansDetails');
  const text = details?.savedPlans ?? '';
  const keys = text.split(',').map((k) => k.trim().split(/\s+/).slice(0, 2).join(' ')).filter(Boolean);
  if (keys.length) return new Set(keys);
  return new Set((details?.plans ?? []).map((p) => `${p.planId} ${p.planYear}`));
}

const isSaved = (plan) => savedKeys().has(`${plan.planId} ${plan.planYear}`);

async function toggleSave(plan, button) {
  button.disabled = true;
  const saving = !isSaved(plan);
  const ok = saving ? await rt.actions.savePlan(plan) : await rt.actions.removePlan(plan);
  button.disabled = false;
  status.textContent = ok ? `${plan.planName} ${saving ? 'saved' : 'removed from saved plans'}.` : 'That did not work. Please try again.';
  renderPlans();
}

function compareLink(groupId, types) {
  const ids = shown.plans.filter((p) => types.includes(p.planType) && compare.has(p.planId)).map((p) => p.planId);
  if (ids.length < 2) return el('p', { class: 'meta' }, 'Choose 2 or 3 plans to compare.');
  const fips = shown.county ? `${shown.county.fipsStateCode}${shown.county.fipsCountyCode}` : '';
  const query = new URLSearchParams({ zipcode: shown.zip, county: fips, planYear: String(shown.year), planType: groupId.toUpperCase(), compareplanIds: ids.join(',') });
  return el('p', {}, el('a', { class: 'btn', href: `/plan-compare.html?${query}` }, `Compare ${ids.length} plans`));
}

function planCard(plan, types) {
  const saved = isSaved(plan);
  // The visible text starts the accessible name; the plan name follows for screen readers.
  const save = el('button', { type: 'button', class: saved ? 'btn' : 'btn secondary' },
    saved ? 'Saved' : 'Save plan', el('span', { class: 'visually-hidden' }, `: ${plan.planName}${saved ? ' (select to remove)' : ''}`));
  save.addEventListener('click', () => void toggleSave(plan, save));
  // Each compare box is named after its plan ('Compare <plan name>'), not just 'Compare'.
  const box = el('input', { type: 'checkbox', id: `cmp-${plan.planId}` });
  box.checked = compare.has(plan.planId);
  const sameTypeChosen = shown.plans.filter((p) => types.includes(p.planType) && compare.has(p.planId)).length;
  box.disabled = !box.checked && sameTypeChosen >= MAX_COMPARE;
  box.addEventListener('change', () => {
    if (box.checked) compare.add(plan.planId);
    else compare.delete(plan.planId);
    renderPlans();
    document.getElementById(`cmp-${plan.planId}`)?.focus();
  });
  return el('li', { class: 'card' },
    el('span', { class: 'tag' }, plan.planType),
    el('h3', {}, plan.planName),
    el('p', { class: 'meta' }, `${plan.monthlyPremiumFormatted ?? '$0.00'} a month · plan ${plan.planId}`),
    el('div', { class: 'actions' }, save, el('span', {}, box, el('label', { for: box.id, style: 'display:inline;font-weight:400' }, ' Compare', el('span', { class: 'visually-hidden' }, ` ${plan.planName}`)))));
}

function renderPlans() {
  const out = $('plan-results');
  const groups = GROUPS.map(([id, title, types]) => {
    const plans = shown.plans.filter((p) => types.includes(p.planType));
    if (!plans.length) return undefined;
    return el('section', { 'aria-labelledby': `h-${id}` },
      el('h2', { id: `h-${id}` }, `${title} (${plans.length})`),
      compareLink(id, types),
      el('ul', { class: 'cards' }, ...plans.map((p) => planCard(p, types))));
  }).filter(Boolean);
  out.replaceChildren(...groups);
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(String(response.status));
  return response.json();
}

async function loadPlans() {
  const fips = $('county').value;
  const year = Number($('year').value);
  try {
    const answer = await getJson(`/demo-api/plans/search?zip=${shown.zip}&year=${year}&fips=${fips}`);
    shown = { plans: answer.plans, county: answer.county, zip: shown.zip, year };
    compare.clear();
    status.textContent = `${answer.plans.length} plans in ${answer.county?.fipsCountyName ?? 'your area'} for ${year}.`;
    renderPlans();
  } catch {
    status.textContent = 'Plans are not available right now. Please try again later.';
  }
}

async function findCounties(event) {
  event.preventDefault();
  const zip = $('zip').value.trim();
  if (!/^\d{5}$/.test(zip)) {
    status.textContent = 'Enter a 5-digit ZIP code.';
    return;
  }
  try {
    const answer = await getJson(`/geolocationinfo/counties/${zip}`);
    const counties = answer.counties ?? answer.data?.counties ?? [];
    if (!counties.length) {
      status.textContent = `No counties found for ${zip}.`;
      return;
    }
    shown.zip = zip;
    $('county').replaceChildren(...counties.map((c) => el('option', { value: `${c.fipsStateCode}${c.fipsCountyCode}` }, `${c.fipsCountyName}, ${c.stateCode}`)));
    $('county-row').hidden = counties.length < 2;
    await loadPlans();
  } catch {
    status.textContent = `No counties found for ${zip}.`;
  }
}

function fillYears() {
  const years = atomValue(rt, 'allowedPlanYears') ?? [];
  const active = atomValue(rt, 'activeYear');
  const list = years.length ? years : [active];
  $('year').replaceChildren(...list.map((y) => {
    const option = el('option', { value: String(y) }, String(y));
    option.selected = y === active;
    return option;
  }));
}

async function main() {
  $('status-slot').append(status);
  rt = await startedRuntime();
  fillYears();
  const zip = atomValue(rt, 'profile.plansDetails')?.zipCode ?? atomValue(rt, 'profile.userDetails')?.zipCode;
  if (zip && !$('zip').value) $('zip').value = zip;
  $('zip-form').addEventListener('submit', findCounties);
  $('county').addEventListener('change', () => void loadPlans());
  $('year').addEventListener('change', () => void loadPlans());
  $('open-dce').addEventListener('click', () => window.dceDrawer.open({ view: 'buildDrugList', profile: true }));
  $('open-providers').addEventListener('click', () => window.providerSearchTool.open({
    planYear: atomValue(rt, 'activeYear'), zipCode: shown.zip || undefined, county: shown.county,
    onClose: () => void syncProvidersAfterTool(rt),
  }));
  rt.store.sub(globalThis[Symbol.for('shopper-profile.atoms')].get('profile.plansDetails'), renderPlans);
  // ?zip= from the demo's links; the elements' links carry the shared plan context (zipcode, planYear).
  const params = new URL(location.href).searchParams;
  const preset = params.get('zip') ?? params.get('zipcode');
  const presetYear = params.get('planYear');
  if (presetYear && [...$('year').options].some((o) => o.value === presetYear)) $('year').value = presetYear;
  if (preset) {
    $('zip').value = preset;
    $('zip-form').requestSubmit();
  }
}

void main();
