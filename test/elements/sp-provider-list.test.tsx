import { expect } from '@open-wc/testing';
import { sendKeys } from '../helpers/browser';
import '../../elements/sp-provider-list';
import type { ProviderSearchOptions } from '../../src/platform/hostTools';
import { logger, type LogEntry } from '../../src/platform/logger';
import { removalCode } from '../../src/state/removalOnDemand';
import { drugsPage, type ProfileParts, PROVIDERS, savedPlan, UUID } from '../components/drugs/pageFixtures';
import { leavePage, placeElement, startPage, type Who } from '../helpers/page';
import { deepActiveElement, getByRole, queryAllByRole, queryByRole } from '../helpers/queries';
import { waitFor } from '../helpers/wait';
import { expectEscapeClosesAndReturnsFocus, expectFocusHeldIn } from '../helpers/focus';
import { englishLeft } from '../helpers/spanish';

const FULL: ProfileParts = { providers: PROVIDERS, plans: [savedPlan('H1234-001-000', 'MAPD')] };

const names = (root: ShadowRoot) => Array.from(root.querySelectorAll('.sp-providers__row .sp-providers__name')).map((n) => n.textContent);

async function showProviderList(who: Who, parts = FULL, routes: Parameters<typeof drugsPage>[2] = [], agreementDate?: string) {
  const page = startPage(drugsPage(who, parts, routes, agreementDate));
  const { el, root } = await placeElement('sp-provider-list', (r) => r.querySelector('.sp-providers__list, .sp-providers__empty'));
  return { page, el, root };
}

function recordTool(): ProviderSearchOptions[] {
  const opened: ProviderSearchOptions[] = [];
  window.providerSearchTool = { open: (options) => opened.push(options) };
  return opened;
}

async function openRemove(root: ShadowRoot, name: string) {
  const opener = getByRole(root, 'button', `Remove ${name}`);
  // A person's page has fetched the removal's code by the time they confirm (once it settled); these tests pin what
  // follows the confirm. A confirm before the code is in: test/e2e/removal-popups.spec.ts.
  await removalCode.preload();
  opener.focus();
  await sendKeys({ press: 'Enter' });
  const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Remove provider'), 'remove pop-up never opened');
  return { opener, dialog };
}

describe('<sp-provider-list>', () => {
  afterEach(() => leavePage());

  it('lists each provider with its coverage-type icon, name, speciality and address', async () => {
    const { el, root } = await showProviderList('member');
    expect(getByRole(root, 'heading', 'Your doctors and dentists')).to.exist;
    expect(names(root)).to.deep.equal(['Maria Alvarez, MD', 'Susan Whitfield, DDS', 'Helen Moreau, PhD', 'Riverside General Hospital']);
    expect(queryAllByRole(root, 'img').map((icon) => icon.getAttribute('aria-label'))).to.deep.equal(['Medical provider', 'Dental provider', 'Behavioral health provider', 'Facility']);
    const rows = Array.from(root.querySelectorAll('.sp-providers__row'));
    expect(rows[0]!.textContent).to.contain('Family Medicine').and.contain('12 Main St, New York, NY 10001');
    expect(rows[1]!.textContent).to.contain('40 Elm St, New York, NY 10001');
    expect(rows[2]!.textContent).to.contain('Clinical Psychology, Counseling');
    expect(getByRole(root, 'button', 'Edit Maria Alvarez, MD')).to.exist;
    await expect(el).to.be.accessible();
  });

  it('speaks of doctors in network, or of doctors accepting Medicare when a saved plan is private fee-for-service', async () => {
    const { root } = await showProviderList('signed-in');
    expect(getByRole(root, 'heading', 'Check if your doctors and dentists are in network')).to.exist;
    leavePage();
    const pffs = await showProviderList('signed-in', { ...FULL, plans: [savedPlan('H1234-001-000', 'MAPD'), savedPlan('H5555-001-000', 'MA', { planProductType: 'PFFS' })] });
    expect(getByRole(pffs.root, 'heading', 'Check if your doctors and dentists accept Medicare')).to.exist;
  });

  for (const who of ['guest', 'signed-in', 'cloaked'] as const) {
    it(`shows a ${who} user the saved providers with their actions`, async () => {
      const { el, root } = await showProviderList(who);
      expect(names(root)).to.have.length(4);
      expect(queryAllByRole(root, 'button', /^Remove /)).to.have.length(4);
      await expect(el).to.be.accessible();
    });
  }

  for (const who of ['guest', 'signed-in', 'cloaked'] as const) {
    it(`an empty view gives a ${who} user the save-doctor link, without the import link`, async () => {
      const { el, root } = await showProviderList(who, { providers: [], plans: [] });
      expect(getByRole(root, 'heading', 'You have no saved doctors or dentists yet')).to.exist;
      expect(getByRole(root, 'button', 'Find and save a doctor')).to.exist;
      expect(queryByRole(root, 'button', 'Import my drugs and doctors')).to.equal(null);
      await expect(el).to.be.accessible();
    });
  }

  it('an empty view gives an eligible member the import link, asked of the host through sp-import-requested', async () => {
    const { el, root } = await showProviderList('member', { providers: [], plans: [] });
    await expect(el).to.be.accessible();
    const requests: CustomEvent[] = [];
    el.addEventListener('sp-import-requested', (e) => requests.push(e as CustomEvent));
    getByRole(root, 'button', 'Import my drugs and doctors').click();
    expect(requests.map((e) => e.detail)).to.deep.equal([{ entryPoint: 'providers' }]);
  });

  describe('provider search tool', () => {
    it('opens for the active plan year, ZIP and county, with the saved providers handed over', async () => {
      const opened = recordTool();
      const { root } = await showProviderList('member');
      getByRole(root, 'button', 'Add or edit doctors').click();
      expect(opened).to.have.length(1);
      expect(opened[0]).to.include({ planYear: 2026, zipCode: '10001' });
      expect(opened[0]!.county).to.deep.equal({ fipsCountyCode: '36061', fipsCountyName: 'New York County', stateCode: 'NY' });
      expect(opened[0]!.provider).to.equal(undefined);
      const stored = JSON.parse(localStorage.getItem('providers')!);
      expect(stored).to.include({ ZipCode: '10001', planYear: 2026, TotalProviders: '4' });
      expect(stored.providerIdList.map((p: { providerId: string }) => p.providerId)).to.deep.equal(['p1', 'p2', 'p3', 'p4']);
    });

    it('edit opens it on that provider; the empty view\'s link opens it too', async () => {
      const opened = recordTool();
      const { root } = await showProviderList('member');
      getByRole(root, 'button', 'Edit Susan Whitfield, DDS').click();
      expect(opened[0]!.provider).to.include({ providerId: 'p2' });
      leavePage();
      const again = recordTool();
      const empty = await showProviderList('guest', { providers: [], plans: [] });
      getByRole(empty.root, 'button', 'Find and save a doctor').click();
      expect(again).to.have.length(1);
      expect(again[0]).to.include({ planYear: 2026, zipCode: '10001' });
    });

    it('its event refreshes the list from what the tool holds, before anything is saved', async () => {
      const opened = recordTool();
      const { root, page } = await showProviderList('member');
      getByRole(root, 'button', 'Add or edit doctors').click();
      const stored = JSON.parse(localStorage.getItem('providers')!);
      const added = { providerId: 'p9', providerName: 'James Chen, MD', providerCoverageType: 'medical', speciality: 'Internal Medicine' };
      const kept = [...stored.providerIdList.slice(1), added];
      localStorage.setItem('providers', JSON.stringify({ ...stored, TotalProviders: String(kept.length), providerIdList: kept }));
      opened[0]!.onEvent({ type: 'provider-saved' });
      await waitFor(() => names(root).includes('James Chen, MD'), 'the tool\'s pick never shown');
      expect(names(root)).to.not.include(stored.providerIdList[0].providerName);
      expect(page.server.requests.filter((r) => r.method !== 'GET' && r.url.pathname.includes('/Users/'))).to.deep.equal([]);
    });

    it('closing it after an event still deletes the providers the tool dropped', async () => {
      const opened = recordTool();
      const { root, page } = await showProviderList('member');
      getByRole(root, 'button', 'Add or edit doctors').click();
      const stored = JSON.parse(localStorage.getItem('providers')!);
      const kept = stored.providerIdList.slice(1);
      localStorage.setItem('providers', JSON.stringify({ ...stored, TotalProviders: String(kept.length), providerIdList: kept }));
      opened[0]!.onEvent({ type: 'provider-removed' });
      opened[0]!.onClose();
      const deleted = await waitFor(() => page.server.requests.find((r) => r.method === 'DELETE'), 'the dropped provider was never deleted');
      expect(deleted.url.pathname).to.include(`/providers/${stored.providerIdList[0].providerId as string}/`);
    });

    it('a doctor the tool removed, whose row had focus back on its Edit button, leaves focus on the "Your doctors and dentists" heading', async () => {
      const opened = recordTool();
      const { root, page } = await showProviderList('member');
      const after = { uuid: UUID, providersDetails: { zipCode: '10001', planYear: 2026, providerIdList: PROVIDERS.filter((p) => p.providerId !== 'p2') } };
      page.routes.unshift({ method: 'GET', path: /\/Users\/u-drugs-1\/all\//, json: { ...after, userDetails: { uuid: UUID } } });
      const edit = getByRole(root, 'button', 'Edit Susan Whitfield, DDS');
      edit.focus();
      await sendKeys({ press: 'Enter' });
      expect(opened[0]!.provider).to.include({ providerId: 'p2' });
      const stored = JSON.parse(localStorage.getItem('providers')!);
      const kept = stored.providerIdList.filter((p: { providerId: string }) => p.providerId !== 'p2');
      localStorage.setItem('providers', JSON.stringify({ ...stored, TotalProviders: String(kept.length), providerIdList: kept }));
      // The tool hands focus back to what opened it as it closes; the sync then saves and re-fetches.
      edit.focus();
      opened[0]!.onClose();
      await waitFor(() => !names(root).includes('Susan Whitfield, DDS'), 'the removed doctor stayed');
      const heading = getByRole(root, 'heading', 'Your doctors and dentists');
      await waitFor(() => deepActiveElement() === heading, `focus went to ${deepActiveElement()?.outerHTML.slice(0, 80) ?? 'nowhere'}`);
    });

    it('closing it saves what the tool kept and shows the re-fetched list', async () => {
      const opened = recordTool();
      const added = { providerId: 'p9', providerName: 'James Chen, MD', providerCoverageType: 'medical', speciality: 'Internal Medicine' };
      const after = { uuid: UUID, providersDetails: { zipCode: '10001', planYear: 2026, providerIdList: [...PROVIDERS, added] } };
      const { root, page } = await showProviderList('member', FULL, [{ method: 'POST', path: /\/Users\/u-drugs-1\/providers\//, json: after }]);
      page.routes.unshift({ method: 'GET', path: /\/Users\/u-drugs-1\/all\//, json: { ...after, userDetails: { uuid: UUID } } });
      getByRole(root, 'button', 'Add or edit doctors').click();
      const stored = JSON.parse(localStorage.getItem('providers')!);
      localStorage.setItem('providers', JSON.stringify({ ...stored, TotalProviders: '5', providerIdList: [...stored.providerIdList, added] }));
      opened[0]!.onClose();
      const post = await waitFor(() => page.server.requests.find((r) => r.method === 'POST'), 'nothing saved');
      await waitFor(() => names(root).includes('James Chen, MD'), 'added provider never shown');
      expect((post.json as { isGuest: boolean }).isGuest).to.equal(false);
      expect((post.json as { providersDetails: { providerIdList: unknown[] } }).providersDetails.providerIdList).to.have.length(5);
    });

    it('without the tool script, logs it and opens nothing', async () => {
      const logged: LogEntry[] = [];
      const stop = logger.subscribe((entry) => logged.push(entry));
      try {
        const { root } = await showProviderList('member');
        getByRole(root, 'button', 'Add or edit doctors').click();
        expect(logged.filter((e) => e.level === 'error').map((e) => e.message)).to.deep.equal(['Provider search tool not loaded']);
        expect(queryByRole(root, 'dialog')).to.equal(null);
      } finally {
        stop();
      }
    });
  });

  describe('sync after the provider search tool (spec §4.10)', () => {
    it('doctors the tool kept for another ZIP code replace the saved list: the profile is reset, filled from the tool, saved and shown', async () => {
      const opened = recordTool();
      const moved = { providerId: 'p20', providerName: 'Ana Ruiz, MD', providerCoverageType: 'medical', speciality: 'Family Medicine' };
      const after = { uuid: UUID, providersDetails: { zipCode: '33101', planYear: 2026, providerIdList: [moved] } };
      const { root, page } = await showProviderList('member', FULL, [{ method: 'POST', path: /\/Users\/u-drugs-1\/providers\//, json: after }]);
      page.routes.unshift({ method: 'GET', path: /\/Users\/u-drugs-1\/all\//, json: { ...after, userDetails: { uuid: UUID } } });
      getByRole(root, 'button', 'Add or edit doctors').click();
      // The person searched around another ZIP code and kept one doctor there.
      localStorage.setItem('providers', JSON.stringify({ ZipCode: '33101', planYear: 2026, TotalProviders: '1', providerIdList: [moved] }));
      opened[0]!.onClose();
      const post = await waitFor(() => page.server.requests.find((r) => r.method === 'POST'), 'nothing saved');
      expect(post.json).to.deep.include({ isGuest: false });
      const saved = (post.json as { providersDetails: { zipCode: string; providerIdList: { providerId: string }[] } }).providersDetails;
      expect(saved.zipCode).to.equal('33101');
      expect(saved.providerIdList.map((p) => p.providerId)).to.deep.equal(['p20']);
      await waitFor(() => names(root).join() === 'Ana Ruiz, MD', 'the list never showed the tool\'s doctors alone');
    });

    it('when the tool leaves its list empty, every saved doctor is deleted on the server and the empty view shows', async () => {
      const opened = recordTool();
      const { root, page } = await showProviderList('member');
      getByRole(root, 'button', 'Add or edit doctors').click();
      const stored = JSON.parse(localStorage.getItem('providers')!);
      localStorage.setItem('providers', JSON.stringify({ ...stored, TotalProviders: '0', providerIdList: [] }));
      page.routes.unshift(
        { method: 'DELETE', path: /\/Users\/u-drugs-1\/providers\//, json: { success: true } },
        { method: 'GET', path: /\/Users\/u-drugs-1\/all\//, json: { uuid: UUID, userDetails: { uuid: UUID }, providersDetails: { zipCode: '10001', planYear: 2026, providerIdList: [] } } },
      );
      opened[0]!.onClose();
      await waitFor(() => page.server.requests.filter((r) => r.method === 'DELETE').length === PROVIDERS.length, 'not every doctor was deleted');
      const deleted = page.server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname.split('/')[6]);
      expect(deleted).to.have.members(PROVIDERS.map((p) => String(p.providerId)));
      await waitFor(() => queryByRole(root, 'heading', 'You have no saved doctors or dentists yet'), 'the empty view never showed');
    });
  });

  describe('remove provider pop-up', () => {
    it('shows name, speciality and address, holds focus, closes on Escape and returns focus', async () => {
      const { el, root } = await showProviderList('member');
      const { opener, dialog } = await openRemove(root, 'Susan Whitfield, DDS');
      expect(dialog.textContent).to.contain('Susan Whitfield, DDS').and.contain('General Dentistry').and.contain('40 Elm St, New York, NY 10001');
      await expect(el).to.be.accessible();
      expect(dialog.contains(deepActiveElement())).to.equal(true);
      await expectFocusHeldIn(dialog, 2);
      await expectFocusHeldIn(dialog, 2, 'Shift+Tab');
      await expectEscapeClosesAndReturnsFocus(root, opener);
    });

    it('first focus is on "Keep provider", the safe choice, as in every remove pop-up', async () => {
      const { root } = await showProviderList('member');
      await openRemove(root, 'Maria Alvarez, MD');
      await waitFor(() => deepActiveElement() === getByRole(root, 'button', 'Keep provider'), 'Keep provider never took focus');
    });

    it('"Keep provider" closes it and tells the server nothing', async () => {
      const { root, page } = await showProviderList('member');
      await openRemove(root, 'Maria Alvarez, MD');
      getByRole(root, 'button', 'Keep provider').click();
      await waitFor(() => !queryByRole(root, 'dialog'), 'pop-up stayed open');
      expect(page.server.requests.filter((r) => r.method === 'DELETE')).to.have.length(0);
    });

    it('removing takes the provider off at once, tells the server and the host', async () => {
      const { root, page } = await showProviderList('member', FULL, [{ method: 'DELETE', path: /\/providers\/p2\//, json: { success: true }, delay: 50 }]);
      const removed: CustomEvent[] = [];
      root.host.addEventListener('sp-provider-removed', (e) => removed.push(e as CustomEvent));
      await openRemove(root, 'Susan Whitfield, DDS');
      getByRole(root, 'button', 'Remove from saved providers').click();
      await waitFor(() => names(root).length === 3, 'provider still listed');
      // The row leaves in the click's own frame; the pop-up closes, and focus moves, as a transition right after it.
      const heading = getByRole(root, 'heading', 'Your doctors and dentists');
      await waitFor(() => queryByRole(root, 'dialog') === null && deepActiveElement() === heading, 'the pop-up never closed onto the heading');
      await waitFor(() => removed.length === 1, 'host never told');
      expect(removed[0]!.detail.provider).to.include({ providerId: 'p2' });
      expect(page.server.requests.find((r) => r.method === 'DELETE')!.url.pathname).to.equal('/landrover/api/Users/u-drugs-1/providers/p2/2026');
    });

    it('a successful removal re-fetches the profile (spec §4.12); a failed one does not', async () => {
      const { root, page } = await showProviderList('member', FULL, [
        { method: 'DELETE', path: /\/providers\/p1\//, status: 500, once: true },
        { method: 'DELETE', path: /\/providers\/p2\//, json: { success: true } },
      ]);
      const before = page.profileGets();
      await openRemove(root, 'Maria Alvarez, MD');
      getByRole(root, 'button', 'Remove from saved providers').click();
      await waitFor(() => !queryByRole(root, 'dialog') && names(root).length === 4, 'the failed removal never settled');
      expect(page.profileGets(), 'no re-fetch after a failure').to.equal(before);
      await openRemove(root, 'Susan Whitfield, DDS');
      getByRole(root, 'button', 'Remove from saved providers').click();
      await waitFor(() => page.profileGets() === before + 1, 'the profile was not re-fetched after the removal');
      const calls = page.server.requests.map((r) => `${r.method} ${r.url.pathname}`);
      expect(calls.indexOf(`GET /landrover/api/Users/${UUID}/all/2026`, calls.indexOf('DELETE /landrover/api/Users/u-drugs-1/providers/p2/2026')), 'the re-fetch follows the delete').to.be.greaterThan(-1);
    });

    it('a failed delete brings the provider back at its old place', async () => {
      const { root } = await showProviderList('member', FULL, [{ method: 'DELETE', path: /\/providers\/p2\//, status: 500, delay: 50 }]);
      await openRemove(root, 'Susan Whitfield, DDS');
      getByRole(root, 'button', 'Remove from saved providers').click();
      await waitFor(() => names(root).length === 3, 'provider was not taken off at once');
      await waitFor(() => names(root).length === 4, 'provider never came back');
      expect(names(root)).to.deep.equal(['Maria Alvarez, MD', 'Susan Whitfield, DDS', 'Helen Moreau, PhD', 'Riverside General Hospital']);
    });
  });

  describe('in Spanish', () => {
    /** From the data: names, specialities and addresses. */
    const DATA = [
      'Maria Alvarez, MD', 'Susan Whitfield, DDS', 'Helen Moreau, PhD', 'Riverside General Hospital',
      'Family Medicine', 'General Dentistry', 'Clinical Psychology, Counseling', 'Acute Care Hospital',
      '12 Main St, New York, NY 10001', '40 Elm St, New York, NY 10001',
    ];

    async function showSpanish(who: Who, parts = FULL) {
      startPage(drugsPage(who, parts));
      document.documentElement.lang = 'es';
      return placeElement('sp-provider-list', (r) => r.querySelector('.sp-providers__list, .sp-providers__empty'));
    }

    it('a Spanish page shows the doctors and the remove pop-up in Spanish, with no English left', async () => {
      const { el, root } = await showSpanish('member');
      expect(getByRole(root, 'heading', 'Sus médicos y dentistas')).to.exist;
      expect(getByRole(root, 'heading', 'Vea si sus médicos y dentistas están en la red del plan')).to.exist;
      expect(queryAllByRole(root, 'img').map((icon) => icon.getAttribute('aria-label'))).to.deep.equal(['Proveedor médico', 'Proveedor dental', 'Proveedor de salud mental', 'Centro de atención médica']);
      expect(getByRole(root, 'button', 'Agregar o cambiar médicos')).to.exist;
      expect(getByRole(root, 'button', 'Cambiar Maria Alvarez, MD')).to.exist;
      expect(englishLeft(root, DATA)).to.deep.equal([]);
      await expect(el).to.be.accessible();

      const opener = getByRole(root, 'button', 'Eliminar Susan Whitfield, DDS');
      opener.focus();
      await sendKeys({ press: 'Enter' });
      const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Eliminar proveedor'), 'remove pop-up never opened');
      expect(dialog.textContent).to.contain('Este proveedor se eliminará de sus médicos y dentistas guardados.').and.contain('40 Elm St, New York, NY 10001');
      expect(getByRole(root, 'button', 'Eliminar de los proveedores guardados')).to.exist;
      await waitFor(() => deepActiveElement() === getByRole(root, 'button', 'Conservar el proveedor'), 'Keep provider never took focus');
      expect(englishLeft(root, DATA)).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });

    it('removing a provider is announced in Spanish', async () => {
      startPage(drugsPage('member', FULL, [{ method: 'DELETE', path: /\/providers\/p2\//, json: { success: true } }]));
      document.documentElement.lang = 'es';
      const { root } = await placeElement('sp-provider-list', (r) => r.querySelector('.sp-providers__list'));
      getByRole(root, 'button', 'Eliminar Susan Whitfield, DDS').click();
      await waitFor(() => queryByRole(root, 'dialog', 'Eliminar proveedor'), 'remove pop-up never opened');
      getByRole(root, 'button', 'Eliminar de los proveedores guardados').click();
      await waitFor(() => queryAllByRole(root, 'status').some((s) => s.textContent === 'Susan Whitfield, DDS se eliminó de sus médicos y dentistas guardados.'), 'removal never announced in Spanish');
      expect(englishLeft(root, DATA)).to.deep.equal([]);
    });

    it('speaks of doctors accepting Medicare for a private fee-for-service plan, and an empty view (with the import offer) speaks Spanish', async () => {
      const pffs = await showSpanish('signed-in', { ...FULL, plans: [savedPlan('H5555-001-000', 'MA', { planProductType: 'PFFS' })] });
      expect(getByRole(pffs.root, 'heading', 'Vea si sus médicos y dentistas aceptan Medicare')).to.exist;
      leavePage();
      const { el, root } = await showSpanish('member', { providers: [], plans: [] });
      expect(getByRole(root, 'heading', 'Todavía no tiene médicos ni dentistas guardados')).to.exist;
      expect(getByRole(root, 'button', 'Importar mis medicamentos y médicos')).to.exist;
      expect(getByRole(root, 'button', 'Buscar y guardar un médico')).to.exist;
      expect(englishLeft(root)).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });
  });
});
