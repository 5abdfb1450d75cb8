/**
 * Plan compare host page: the plans named by compareplanIds side by side
 * (premium, deductible, out-of-pocket maximum, first benefits), from the
 * same catalog search the browsing page uses.
 */
import { el } from './demo.js';

const params = new URL(location.href).searchParams;
const ids = (params.get('compareplanIds') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const box = document.getElementById('compare-table');

const ROWS = [
  ['Plan type', (p) => p.planType],
  ['Monthly premium', (p) => p.monthlyPremiumFormatted ?? '$0.00'],
  ['Drug deductible', (p) => p.partDDeductible?.value || 'Not applicable'],
  ['Out-of-pocket maximum', (p) => p.outofPocketMaximum?.value || 'Not applicable'],
  ['Tier 1: Preferred Generic', (p) => p.tier1PreferredGeneric || 'Not applicable'],
];

async function main() {
  if (ids.length === 0) {
    box.replaceChildren(el('p', {}, 'No plans chosen. '), el('a', { href: '/plans.html' }, 'Choose plans to compare'));
    return;
  }
  const query = new URLSearchParams({ zip: params.get('zipcode') ?? '', year: params.get('planYear') ?? '', fips: params.get('county') ?? '' });
  const response = await fetch(`/demo-api/plans/search?${query}`).catch(() => undefined);
  const plans = response?.ok ? (await response.json()).plans.filter((p) => ids.includes(p.planId)) : [];
  if (plans.length === 0) {
    box.replaceChildren(el('p', {}, 'These plans could not be found.'));
    return;
  }
  const head = el('tr', {}, el('td'), ...plans.map((p) => el('th', { scope: 'col' }, p.planName)));
  const rows = ROWS.map(([label, value]) => el('tr', {}, el('th', { scope: 'row' }, label), ...plans.map((p) => el('td', {}, value(p)))));
  box.replaceChildren(el('div', { style: 'overflow-x:auto', tabindex: '0', role: 'region', 'aria-label': 'Plan comparison' },
    el('table', { class: 'compare' }, el('caption', {}, `Comparing ${plans.length} plans for ${params.get('planYear') ?? ''}`), el('thead', {}, head), el('tbody', {}, ...rows))));
}

void main();
