/**
 * Stand-in for the provider search tool the real site embeds:
 * `window.providerSearchTool = { open({ planYear, county, zipCode, onEvent, onClose }) }`.
 * Search doctors, dentists and facilities near a ZIP, save and remove them.
 * Like the real tool it keeps the list in browser storage (localStorage
 * 'providers', shape { ZipCode, planYear, TotalProviders, providerIdList })
 * and tells its host through onEvent({ type: 'provider-saved' | 'provider-removed',
 * detail: { provider, providers } }); the host (the
 * provider list) syncs the profile when the tool closes (spec §4.10).
 */
import { atomValue, el, startedRuntime } from './demo.js';
import { field, openDrawer, statusLine } from './drawer.js';

export const PROVIDER_STORAGE_KEY = 'providers';
const TYPES = [['medical', 'Doctors'], ['dental', 'Dentists'], ['behavioral', 'Behavioral health']];

export function readStoredProviders() {
  try {
    const value = JSON.parse(localStorage.getItem(PROVIDER_STORAGE_KEY) ?? 'null');
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

function writeStoredProviders(zipCode, planYear, list) {
  const value = { ZipCode: zipCode, planYear, TotalProviders: String(list.length), providerIdList: list };
  localStorage.setItem(PROVIDER_STORAGE_KEY, JSON.stringify(value));
}

/** The tool opens on the user's list: what it stored before, else the profile's providers. */
function startingList(rt, zipCode) {
  const stored = readStoredProviders();
  if (stored?.providerIdList?.length && stored.ZipCode === zipCode) return [...stored.providerIdList];
  return [...(atomValue(rt, 'providers') ?? [])];
}

function zipFrom(options, rt) {
  return String(options.zipCode ?? atomValue(rt, 'profile.providersDetails')?.zipCode ?? atomValue(rt, 'profile.plansDetails')?.zipCode ?? '10001');
}

const sameProvider = (a, b) => String(a.providerId) === String(b.providerId);

async function open(options = {}) {
  const rt = await startedRuntime();
  const zipCode = zipFrom(options, rt);
  const planYear = Number(options.planYear ?? atomValue(rt, 'activeYear') ?? new Date().getFullYear());
  const saved = startingList(rt, zipCode);
  writeStoredProviders(zipCode, planYear, saved);
  const emit = (type, provider) => {
    writeStoredProviders(zipCode, planYear, saved);
    options.onEvent?.({ type, detail: { provider, providers: [...saved] } });
  };
  openDrawer({
    id: 'provider-tool',
    title: 'Find doctors and dentists',
    onClosed: () => options.onClose?.(),
    fill(body) {
      const status = statusLine();
      const savedList = el('ul', { class: 'results', 'aria-label': 'Your saved providers' });
      const results = el('ul', { class: 'results', 'aria-label': 'Provider search results' });
      const renderSaved = () => {
        savedList.replaceChildren(...saved.map((p) => el('li', {}, el('span', {}, `${p.providerName}, ${p.speciality ?? ''}`),
          el('button', { type: 'button', class: 'btn secondary', 'aria-label': `Remove ${p.providerName}`, onclick: () => {
            saved.splice(saved.findIndex((x) => sameProvider(x, p)), 1);
            renderSaved();
            status.textContent = `${p.providerName} removed.`;
            emit('provider-removed', p);
          } }, 'Remove'))));
        if (saved.length === 0) savedList.replaceChildren(el('li', {}, 'No saved providers yet.'));
      };
      // Editing one provider (options.provider) starts from a search for that name.
      const query = el('input', { type: 'search', autocomplete: 'off', placeholder: 'Name or speciality', value: String(options.provider?.providerName ?? '') });
      const type = el('select', {}, ...TYPES.map(([value, text]) => el('option', { value }, text)));
      const form = el('form', { role: 'search', 'aria-label': 'Provider search' },
        el('p', {}, `Plan year ${planYear}, ZIP code ${zipCode}.`),
        el('div', { class: 'row' }, field('Search for', query), field('Type of provider', type),
          el('div', { class: 'field' }, el('button', { type: 'submit', class: 'btn' }, 'Search providers'))));
      form.addEventListener('submit', async (event) => {
        event.preventDefault();
        const url = `/demo-api/providers/search?q=${encodeURIComponent(query.value.trim())}&zip=${encodeURIComponent(zipCode)}&type=${type.value}`;
        const response = await fetch(url).catch(() => undefined);
        const found = response?.ok ? (await response.json()).providers : [];
        status.textContent = response?.ok ? `${found.length} provider${found.length === 1 ? '' : 's'} found.` : 'Provider search is not available right now.';
        results.replaceChildren(...found.map((p) => el('li', {}, el('span', {}, `${p.providerName}, ${p.speciality ?? ''}, ${p.providerAddress ?? ''}`),
          el('button', { type: 'button', class: 'btn secondary', 'aria-label': `Save ${p.providerName}`, onclick: () => {
            if (!saved.some((x) => sameProvider(x, p))) saved.push(p);
            renderSaved();
            status.textContent = `${p.providerName} saved.`;
            emit('provider-saved', p);
          } }, 'Save'))));
      });
      renderSaved();
      body.append(status, form, results, el('h3', {}, 'Your saved providers'), savedList);
    },
  });
}

window.providerSearchTool = { open: (options) => void open(options) };
