/**
 * Recommendation questionnaire stand-in (/plan-recommendation-engine.html):
 * a few questions, then the five best plans of the chosen type for the
 * active year, saved as the profile's preData (spec §3.8): signed in
 * through the Users API ('all' with preData), a guest in the browser's
 * guest profile, where the library reads it.
 */
import { atomValue, el, readCookie, startedRuntime } from './demo.js';

const $ = (id) => document.getElementById(id);
const RESULTS = 5;
const value = (name) => document.querySelector(`input[name="${name}"]:checked`)?.value ?? '';

const premium = (p) => Number(p.monthlyPremium ?? 0);
const oop = (p) => Number(String(p.outofPocketMaximum?.value ?? '').replace(/[^0-9.]/g, '') || 99999);

function ranked(plans, coverage, priority) {
  const wanted = plans.filter((p) => p.planType === coverage);
  const by = priority === 'oop' ? (a, b) => oop(a) - oop(b) || premium(a) - premium(b) : (a, b) => premium(a) - premium(b);
  return [...wanted].sort(by).slice(0, RESULTS);
}

function compositePlanId(plan) {
  const [contractId, pbpNumber, segmentId] = String(plan.planId).split('-');
  return { contractId, pbpNumber, segmentId, planYear: plan.planYear, planType: { name: plan.planType } };
}

function preDataOf(plans, answer, rt) {
  const saved = new Set((atomValue(rt, 'profile.plansDetails')?.plans ?? []).map((p) => `${p.planId} ${p.planYear}`));
  const recommended = plans.map((plan, i) => ({
    rank: String(i + 1), planId: plan.planId, planName: plan.planName, planType: plan.planType, planYear: plan.planYear,
    ...(plan.planType === 'MS' ? { premiumCost: premium(plan) } : { compositePlanId: compositePlanId(plan) }),
    legalEntity: 'UnitedHealthcare', deductible: plan.partDDeductible?.value || '$0', ...(plan.snpType ? { snpType: plan.snpType } : {}),
    drugCostAmount: Number(plan.annualDrugCost ?? 0), drugsCovered: String(atomValue(rt, 'drugsCount') ?? 0), pharmacyIndicator: true,
    isPlanSaved: saved.has(`${plan.planId} ${plan.planYear}`),
  }));
  return {
    planRecommendationObj: { location: { zipcode: answer.zip, selectedCounty: answer.county }, plans: recommended, prevYearPlans: [], zipCode: answer.zip, county: answer.county },
    preferences: [{ questionId: 'coverage', answers: [answer.coverage] }, { questionId: 'doctors', answers: [answer.doctors] }, { questionId: 'priority', answers: [answer.priority] }],
    showAllPlans: false, planYear: answer.year, planMonth: '01', isResultPage: true, comparedPlans: [],
  };
}

/** Where the library keeps a guest's profile (src/state/browserArea.ts: local storage, session storage in the agent flow). */
function guestStore() {
  const agent = sessionStorage.getItem('sp.agentFlow') === 'true';
  return { area: agent ? sessionStorage : localStorage, key: agent ? 'sp.agent.guestProfile' : 'sp.guestProfile' };
}

async function savePreData(rt, preData) {
  const session = atomValue(rt, 'session');
  if (session?.isGuest !== false) {
    const { area, key } = guestStore();
    let stored = {};
    try {
      stored = JSON.parse(area.getItem(key) ?? '{}') ?? {};
    } catch {
      stored = {};
    }
    area.setItem(key, JSON.stringify({ ...stored, preData }));
    return true;
  }
  const uuid = session.uuid || readCookie('sp-user-id');
  const response = await fetch(`/landrover/api/Users/${encodeURIComponent(uuid)}/all`, {
    method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ preData, isGuest: false }),
  }).catch(() => undefined);
  return Boolean(response?.ok);
}

function showResults(plans) {
  $('pre-list').replaceChildren(...plans.map((p, i) => el('li', { class: 'card' },
    el('span', { class: 'tag' }, `#${i + 1} · ${p.planType}`), el('h3', {}, p.planName), el('p', { class: 'meta' }, `${p.monthlyPremiumFormatted ?? '$0.00'} a month`))));
  $('pre-results').hidden = false;
  $('h-results').setAttribute('tabindex', '-1');
  $('h-results').focus();
}

async function submit(event) {
  event.preventDefault();
  const status = $('pre-status');
  const zip = $('pre-zip').value.trim();
  if (!/^\d{5}$/.test(zip)) {
    status.textContent = 'Enter a 5-digit ZIP code.';
    return;
  }
  const rt = await startedRuntime();
  const year = atomValue(rt, 'activeYear');
  const response = await fetch(`/demo-api/plans/search?zip=${zip}&year=${year}`).catch(() => undefined);
  if (!response?.ok) {
    status.textContent = 'Plans are not available right now. Please try again later.';
    return;
  }
  const found = await response.json();
  const answer = { zip, county: found.county, year, coverage: value('coverage'), doctors: value('doctors'), priority: value('priority') };
  const plans = ranked(found.plans, answer.coverage, answer.priority);
  if (!plans.length) {
    status.textContent = 'No plans of that kind in your area. Try another kind of coverage.';
    return;
  }
  const ok = await savePreData(rt, preDataOf(plans, answer, rt));
  if (ok) await rt.actions.reloadProfile();
  status.textContent = ok ? `We found ${plans.length} plans for ${year}. Your results are saved.` : 'Your results could not be saved. Please try again.';
  showResults(plans);
}

async function main() {
  $('pre-form').addEventListener('submit', submit);
  const rt = await startedRuntime();
  const zip = atomValue(rt, 'profile.plansDetails')?.zipCode ?? atomValue(rt, 'profile.userDetails')?.zipCode;
  if (zip && !$('pre-zip').value) $('pre-zip').value = zip;
}

void main();
