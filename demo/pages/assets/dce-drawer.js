/**
 * Stand-in for the drug cost estimator drawer the real site provides:
 * `window.dceDrawer = { open(options) }`, options as the host-tool adapter
 * passes them: { view: 'drugInfo'|'buildDrugList'|'drugDetails'|
 * 'pharmacyChange'|'lisExtraHelp', profile, planEditDrug?, dceProfile?,
 * drug?, genericDrugInfo?, planId?, onClose({ importedData }) }.
 * The drugInfo view describes the drug and its generic counterpart.
 * Search a drug, pick dosage, quantity, frequency and supply, pick a retail
 * or mail-order pharmacy; saving calls actions.saveDrugs, so the drug list
 * shows the result at once. Backed by /demo-api/drugs|pharmacies/search.
 */
import { atomValue, el, startedRuntime } from './demo.js';
import { field, openDrawer, statusLine } from './drawer.js';

const FREQUENCIES = ['Day', 'Week', 'Month'];
const SUPPLY_LENGTHS = [['30', '30-day supply'], ['90', '90-day supply']];
const VIEW_TITLES = {
  drugInfo: 'Drug information',
  buildDrugList: 'Build your drug list',
  drugDetails: 'Drug details',
  pharmacyChange: 'Change pharmacy',
  lisExtraHelp: 'Extra Help with drug costs',
};

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

function options(values, selected) {
  return values.map(([value, text]) => {
    const option = el('option', { value }, text);
    option.selected = value === selected;
    return option;
  });
}

/** The drug the form describes, in the profile's drug shape (spec §3.3). */
function drugFrom(found, dosage, pkg, quantity, frequency, supply) {
  return {
    drugId: found.drugId,
    isGeneric: found.isGeneric,
    drugName: found.drugName,
    drugDosage: dosage.dosageName,
    drugQuantity: quantity,
    drugFrequency: frequency,
    drugSupplyLength: supply,
    nationalDrugCode: pkg.nationalDrugCode,
    drugPackageName: pkg.packageName,
    drugPackageSize: pkg.packageSize,
    drugPackageQuantity: pkg.packageQuantity,
  };
}

/** Form for one drug's dosage, quantity, frequency and supply; calls add(drug). */
function drugForm(found, add, preset) {
  const dosage = el('select', {}, ...options(found.dosages.map((d) => [d.dosageId, d.dosageName]), found.dosages.find((d) => d.dosageName === preset?.drugDosage)?.dosageId));
  const quantity = el('input', { type: 'number', min: '1', step: '1', value: String(preset?.drugQuantity ?? 30), inputmode: 'numeric' });
  const frequency = el('select', {}, ...options(FREQUENCIES.map((f) => [f, `Every ${f.toLowerCase()}`]), preset?.drugFrequency ?? 'Month'));
  const supply = el('select', {}, ...options(SUPPLY_LENGTHS, String(preset?.drugSupplyLength ?? '30')));
  const form = el('form', { 'aria-label': `Details for ${found.drugName}` },
    el('h3', {}, found.drugName),
    field('Dosage', dosage), field('Quantity', quantity), field('Frequency', frequency), field('Supply length', supply),
    el('button', { type: 'submit', class: 'btn' }, 'Add to drug list'));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const chosen = found.dosages.find((d) => d.dosageId === dosage.value) ?? found.dosages[0];
    const pkg = chosen.packages.find((p) => p.packageSize === supply.value) ?? chosen.packages[0];
    add(drugFrom(found, chosen, pkg, Math.max(1, Number(quantity.value) || 1), frequency.value, supply.value));
  });
  return form;
}

function drugSearch(add, status) {
  const query = el('input', { type: 'search', autocomplete: 'off', placeholder: 'For example: metformin' });
  const results = el('ul', { class: 'results', 'aria-label': 'Drug search results' });
  const details = el('div');
  const choose = (found) => {
    details.replaceChildren(drugForm(found, (drug) => {
      add(drug);
      details.replaceChildren();
    }));
    details.querySelector('select')?.focus();
  };
  const form = el('form', { role: 'search', 'aria-label': 'Drug search' },
    el('div', { class: 'row' }, field('Drug name', query), el('div', { class: 'field' }, el('button', { type: 'submit', class: 'btn' }, 'Search drugs'))));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (query.value.trim().length < 2) {
      status.textContent = 'Enter at least 2 letters of the drug name.';
      return;
    }
    try {
      const { drugs } = await getJson(`/demo-api/drugs/search?q=${encodeURIComponent(query.value.trim())}`);
      status.textContent = `${drugs.length} drug${drugs.length === 1 ? '' : 's'} found.`;
      results.replaceChildren(...drugs.map((found) => el('li', {}, el('span', {}, found.drugName, found.isGeneric ? ' (generic)' : ''),
        el('button', { type: 'button', class: 'btn secondary', 'aria-label': `Select ${found.drugName}`, onclick: () => choose(found) }, 'Select'))));
    } catch {
      status.textContent = 'Drug search is not available right now.';
    }
  });
  return el('section', { 'aria-label': 'Find a drug' }, el('h3', {}, 'Find a drug'), form, results, details);
}

function drugListSection(drugs, onChange) {
  const list = el('ul', { class: 'results', 'aria-label': 'Drugs to save' });
  const render = () => {
    list.replaceChildren(...drugs.map((drug, index) => el('li', {},
      el('span', {}, `${drug.drugDosage ?? drug.drugName}, ${drug.drugQuantity} every ${String(drug.drugFrequency).toLowerCase()}, ${drug.drugSupplyLength}-day supply`),
      el('button', { type: 'button', class: 'btn secondary', 'aria-label': `Take ${drug.drugDosage ?? drug.drugName} off the list`, onclick: () => { drugs.splice(index, 1); render(); onChange(); } }, 'Take off'))));
    if (drugs.length === 0) list.replaceChildren(el('li', {}, 'No new drugs yet.'));
  };
  render();
  return { section: el('section', { 'aria-label': 'New drugs' }, el('h3', {}, 'New or changed drugs'), list), render };
}

function pharmacyLabel(p) {
  const address = typeof p.pharmacyAddress === 'object' && p.pharmacyAddress ? `, ${p.pharmacyAddress.line1}, ${p.pharmacyAddress.city}` : '';
  return `${p.pharmacyName} (${p.mailOrder ? 'mail order' : 'retail'})${address}`;
}

/** Retail and mail-order pharmacies near a ZIP as one radio group; returns a getter of the choice. */
function pharmacySection(zip, current) {
  const group = el('fieldset', {}, el('legend', {}, 'Choose a pharmacy'));
  const zipInput = el('input', { type: 'text', inputmode: 'numeric', maxlength: '5', value: zip, pattern: '[0-9]{5}' });
  let pharmacies = [];
  const load = async () => {
    const { pharmacies: found } = await getJson(`/demo-api/pharmacies/search?zip=${encodeURIComponent(zipInput.value || zip)}`).catch(() => ({ pharmacies: [] }));
    pharmacies = found;
    group.replaceChildren(el('legend', {}, 'Choose a pharmacy'), ...found.map((p) => {
      const radio = el('input', { type: 'radio', name: 'dce-pharmacy', value: p.pharmacyNumber });
      radio.checked = String(p.pharmacyNumber) === String(current?.pharmacyNumber ?? '');
      return el('label', {}, radio, ` ${pharmacyLabel(p)}`);
    }));
  };
  const zipForm = el('form', { 'aria-label': 'Pharmacy search' }, el('div', { class: 'row' }, field('Pharmacy ZIP code', zipInput),
    el('div', { class: 'field' }, el('button', { type: 'submit', class: 'btn secondary' }, 'Find pharmacies'))));
  zipForm.addEventListener('submit', (event) => {
    event.preventDefault();
    void load();
  });
  void load();
  const chosen = () => {
    const number = group.querySelector('input:checked')?.value;
    const p = pharmacies.find((x) => String(x.pharmacyNumber) === number);
    return p && { pharmacyNumber: String(p.pharmacyNumber), pharmacyName: p.pharmacyName, mailOrder: String(Boolean(p.mailOrder)), pharmacySaver: String(Boolean(p.pharmacySaver)) };
  };
  return { section: el('section', { 'aria-label': 'Pharmacy', class: 'checks' }, el('h3', {}, 'Pharmacy'), zipForm, group), chosen };
}

function zipOf(rt) {
  return atomValue(rt, 'profile.plansDetails')?.zipCode ?? atomValue(rt, 'profile.userDetails')?.zipCode ?? '10001';
}

async function open(options = {}) {
  const rt = await startedRuntime();
  const view = VIEW_TITLES[options.view] ? options.view : 'buildDrugList';
  const added = [];
  let saved = false;
  openDrawer({
    id: 'dce-drawer',
    title: `Drug cost estimator: ${VIEW_TITLES[view]}`,
    onClosed: () => options.onClose?.({ importedData: false, saved }),
    fill(body, close) {
      const status = statusLine();
      const list = drugListSection(added, () => undefined);
      const pharmacy = pharmacySection(zipOf(rt), atomValue(rt, 'pharmacy'));
      const add = (drug) => {
        const same = added.findIndex((d) => d.drugId === drug.drugId);
        if (same >= 0) added.splice(same, 1, drug);
        else added.push(drug);
        list.render();
        status.textContent = `${drug.drugDosage} added to the list. Save to keep it.`;
      };
      const save = el('button', { type: 'button', class: 'btn', onclick: async () => {
        save.disabled = true;
        const ok = await rt.actions.saveDrugs(added, pharmacy.chosen());
        save.disabled = false;
        if (!ok) {
          status.textContent = 'Your drugs could not be saved. Please try again.';
          return;
        }
        saved = true;
        close({ saved: true });
      } }, 'Save drugs and pharmacy');
      const search = drugSearch(add, status);
      if (view === 'lisExtraHelp') body.append(lisSection(rt));
      if (view === 'drugInfo' && options.drug) body.append(drugInfoSection(options.drug, options.genericDrugInfo));
      const sections = view === 'pharmacyChange' ? [pharmacy.section, search, list.section] : [search, list.section, pharmacy.section];
      body.append(status, ...sections, el('p', {}, save));
      if (view === 'drugDetails' && options.drug) editExisting(options.drug, search, add);
    },
  });
}

/** drugInfo view: the saved drug, and its generic counterpart when the library passed one. */
function drugInfoSection(drug, generic) {
  // The service answers a brand without a generic as itself, with brandedDrugId its own id.
  const noGeneric = generic && generic.brandedDrugId !== undefined && String(generic.brandedDrugId) === String(generic.drugId);
  const genericLine = !generic
    ? el('p', {}, 'Generic information is not available right now.')
    : noGeneric
      ? el('p', {}, 'No generic version is available.')
      : String(generic.drugId) === String(drug.drugId)
        ? el('p', {}, 'This drug is a generic.')
        : el('p', {}, `Generic version: ${generic.drugName}`);
  const dosages = noGeneric ? [] : (generic?.drugDosageInfoList ?? []).map((d) => el('li', {}, d.dosageName));
  return el('section', { class: 'dce-drug-info', 'aria-label': 'About this drug' },
    el('h3', {}, drug.drugDosage || drug.drugName), genericLine,
    ...(dosages.length ? [el('ul', { 'aria-label': 'Generic dosages' }, ...dosages)] : []));
}

/** lisExtraHelp view: what Extra Help is, and whether the profile says the user gets it. */
function lisSection(rt) {
  const level = atomValue(rt, 'lisSubsidyLevel');
  const answer = level === undefined || level === null || level === '' ? 'not answered yet' : level === '0' ? 'no Extra Help' : `Extra Help level ${level}`;
  return el('section', { class: 'dce-lis', 'aria-label': 'Extra Help' },
    el('h3', {}, 'Extra Help (low-income subsidy)'),
    el('p', {}, 'Extra Help is a Medicare program that lowers drug plan premiums, deductibles and copays for people with limited income.'),
    el('p', {}, `Your profile: ${answer}.`));
}

/** drugDetails view: the saved drug opens in its form, ready to change. */
async function editExisting(drug, search, add) {
  const { drugs } = await getJson(`/demo-api/drugs/search?q=${encodeURIComponent(drug.drugName.slice(0, 24))}`).catch(() => ({ drugs: [] }));
  const found = drugs.find((d) => String(d.drugId) === String(drug.drugId)) ?? drugs[0];
  if (found) search.append(drugForm(found, add, drug));
}

window.dceDrawer = { open: (options) => void open(options) };
