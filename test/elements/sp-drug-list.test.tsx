import { expect } from '@open-wc/testing';
import { sendKeys } from '../helpers/browser';
import '../../elements/sp-drug-list';
import type { DceOpenOptions } from '../../src/platform/hostTools';
import { logger, type LogEntry } from '../../src/platform/logger';
import { configure } from '../../src/state/config';
import { removalCode } from '../../src/state/removalOnDemand';
import { drug, DRUGS, drugsPage, type ProfileParts, savedPlan } from '../components/drugs/pageFixtures';
import { leavePage, placeElement, startPage, type Who } from '../helpers/page';
import { holdRequests } from '../helpers/fetch';
import { deepActiveElement, getByRole, getByText, queryAllByRole, queryByRole, queryByText } from '../helpers/queries';
import { nextFrame, waitFor } from '../helpers/wait';
import { expectEscapeClosesAndReturnsFocus, expectFocusHeldIn } from '../helpers/focus';
import { englishLeft } from '../helpers/spanish';

const PHARMACY = { pharmacyNumber: 'P1', pharmacyName: 'Main Street Pharmacy', mailOrder: 'false' };
const FULL = { drugs: DRUGS, pharmacy: PHARMACY, plans: [savedPlan('H1234-001-000', 'MAPD')] };

const rowTitles = (root: ShadowRoot) => Array.from(root.querySelectorAll('.sp-drugs__row .sp-drugs__title')).map((h) => h.textContent);

async function showDrugList(who: Who, parts: ProfileParts = FULL, routes: Parameters<typeof drugsPage>[2] = [], agreementDate?: string) {
  const page = startPage(drugsPage(who, parts, routes, agreementDate));
  const { el, root } = await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list, .sp-drugs__empty'));
  return { page, el, root };
}

function recordDrawer(): DceOpenOptions[] {
  const opened: DceOpenOptions[] = [];
  window.dceDrawer = { open: (options) => opened.push(options) };
  return opened;
}

async function openRemove(root: ShadowRoot, title: string) {
  const opener = getByRole(root, 'button', `Remove ${title}`);
  // A person's page has fetched the removal's code by the time they confirm (once it settled); these tests pin what
  // follows the confirm. A confirm before the code is in: test/e2e/removal-popups.spec.ts.
  await removalCode.preload();
  opener.focus();
  await sendKeys({ press: 'Enter' });
  const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Remove drug'), 'remove pop-up never opened');
  return { opener, dialog };
}

describe('<sp-drug-list>', () => {
  afterEach(() => leavePage());

  it('lists a signed-in member\'s drugs sorted by dosage, with quantity, frequency and refill text', async () => {
    const { el, root } = await showDrugList('member');
    expect(getByRole(root, 'heading', 'Your drugs')).to.exist;
    expect(rowTitles(root)).to.deep.equal(['Atorvastatin 20 mg tablet', 'Lisinopril 10 mg tablet', 'Metformin 500 mg tablet']);
    const [atorvastatin, , metformin] = Array.from(root.querySelectorAll('.sp-drugs__row'));
    expect(atorvastatin!.textContent).to.contain('Quantity30').and.contain('FrequencyPer day').and.contain('RefillEvery 3 Months');
    expect(metformin!.textContent).to.contain('Quantity60').and.contain('RefillEvery 1 Month');
    await expect(el).to.be.accessible();
  });

  it('a drug without a quantity, or without a supply length and a frequency, is logged as invalid once and still listed', async () => {
    const logged: LogEntry[] = [];
    const stop = logger.subscribe((entry) => logged.push(entry));
    try {
      const noQuantity = drug('d7', 'Amlodipine 5 mg tablet', { drugQuantity: undefined });
      const noSupplyOrFrequency = drug('d8', 'Losartan 50 mg tablet', { drugSupplyLength: undefined, drugFrequency: undefined });
      const { root } = await showDrugList('member', { ...FULL, drugs: [...DRUGS, noQuantity, noSupplyOrFrequency] });
      expect(rowTitles(root)).to.include.members(['Amlodipine 5 mg tablet', 'Losartan 50 mg tablet']);
      const invalid = logged.filter((e) => e.message.startsWith('Invalid drug'));
      expect(invalid.map((e) => (e.detail as { drugId: string }).drugId).sort()).to.deep.equal(['d7', 'd8']);
    } finally {
      stop();
    }
  });

  it('shades every other row', async () => {
    const { root } = await showDrugList('member');
    const [first, second] = Array.from(root.querySelectorAll('.sp-drugs__row')).map((row) => getComputedStyle(row).backgroundColor);
    expect(first).to.not.equal(second);
  });

  it('shows the pharmacy as retail or mail order, and the change-pharmacy link for the drug-eligible plan', async () => {
    const { root } = await showDrugList('signed-in');
    expect(getByText(root, 'Pharmacy:').closest('p')!.textContent).to.equal('Pharmacy: Main Street Pharmacy (Retail pharmacy)');
    expect(getByRole(root, 'button', 'Change pharmacy')).to.exist;
    leavePage();
    const mail = await showDrugList('signed-in', { ...FULL, pharmacy: { ...PHARMACY, pharmacyName: 'Mail Rx', mailOrder: 'true' }, plans: [savedPlan('H1234-003-000', 'MA')] });
    expect(getByText(mail.root, 'Pharmacy:').closest('p')!.textContent).to.equal('Pharmacy: Mail Rx (Mail order pharmacy)');
    expect(queryByRole(mail.root, 'button', 'Change pharmacy'), 'no plan covers drugs').to.equal(null);
  });

  for (const who of ['guest', 'signed-in', 'member', 'cloaked'] as const) {
    it(`shows a ${who} user the saved drugs with their actions`, async () => {
      const { el, root } = await showDrugList(who);
      expect(rowTitles(root)).to.have.length(3);
      expect(queryAllByRole(root, 'button', /^Remove /)).to.have.length(3);
      expect(getByRole(root, 'button', 'Add or edit drugs')).to.exist;
      await expect(el).to.be.accessible();
    });
  }

  it('a guest\'s drugs come from the browser, the server holds none', async () => {
    const { page } = await showDrugList('guest');
    expect(page.server.requests.some((r) => r.method === 'GET' && r.url.pathname.includes('/Users/guest/'))).to.equal(true);
  });

  for (const who of ['guest', 'signed-in', 'cloaked'] as const) {
    it(`an empty view prompts a ${who} user to save drugs, without the import offer`, async () => {
      const { el, root } = await showDrugList(who, { drugs: [], pharmacy: PHARMACY, plans: [] });
      expect(getByRole(root, 'heading', 'You have no saved drugs yet')).to.exist;
      expect(getByRole(root, 'button', 'Add drugs')).to.exist;
      expect(queryByRole(root, 'button', 'Import my drugs and doctors')).to.equal(null);
      expect(queryByText(root, 'Pharmacy:'), 'no pharmacy line without drugs').to.equal(null);
      await expect(el).to.be.accessible();
    });
  }

  it('an empty view offers an eligible member the import, asked of the host through sp-import-requested', async () => {
    const { el, root } = await showDrugList('member', { drugs: [], pharmacy: PHARMACY, plans: [] }, [], '2025-12-01');
    const requests: CustomEvent[] = [];
    document.addEventListener('sp-import-requested', (e) => requests.push(e as CustomEvent), { once: true });
    await expect(el).to.be.accessible();
    getByRole(root, 'button', 'Import my drugs and doctors').click();
    expect(requests).to.have.length(1);
    expect(requests[0]!.detail).to.deep.equal({ entryPoint: 'drugs' });
    expect(requests[0]!.composed).to.equal(true);
  });

  it('a member who agreed to an import this month is not offered another', async () => {
    const { root } = await showDrugList('member', { drugs: [], pharmacy: PHARMACY, plans: [] }, [], '2026-03-02');
    expect(queryByRole(root, 'button', 'Import my drugs and doctors')).to.equal(null);
  });

  describe('pharmacy coverage for the drug-eligible plan (spec §5.5, §7.3)', () => {
    const COVERAGE = '/pharmacysearch/pharmacies/v1/P1/coverage/2026/MAPD/H1234-001-000';
    const coverageCalls = (page: { server: { requests: { url: URL }[] } }) => page.server.requests.filter((r) => r.url.pathname.startsWith('/pharmacysearch/pharmacies/'));
    const coverageLine = (root: ShadowRoot) => root.querySelector('.sp-drugs__pharmacy-coverage')?.textContent;
    const answer = (inNetwork: boolean) => ({ method: 'GET', path: COVERAGE, json: { data: { plans: [{ planId: 'H1234-001-000', inNetwork }] } } });

    it('the pharmacy line says the pharmacy is covered by the plan, from one coverage call for that pharmacy and plan', async () => {
      const { el, root, page } = await showDrugList('member', FULL, [answer(true)]);
      await waitFor(() => coverageLine(root), 'coverage never shown');
      expect(coverageLine(root)).to.equal('Covered by Plan H1234-001-000');
      expect(coverageCalls(page).map((r) => r.url.pathname)).to.deep.equal([COVERAGE]);
      await expect(el).to.be.accessible();
    });

    it('the list keeps its place when the coverage answer arrives (its line is held while the call is out)', async () => {
      const page = startPage(drugsPage('member', FULL, [answer(true)]));
      const release = holdRequests('/pharmacysearch/pharmacies/');
      const { root } = await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list'));
      await waitFor(() => coverageCalls(page).length === 0 && root.querySelector('.sp-drugs__coverage-pending'), 'no held place for the coverage line');
      const listTop = root.querySelector('.sp-drugs__list')!.getBoundingClientRect().top;
      release();
      await waitFor(() => coverageLine(root), 'coverage never shown');
      expect(root.querySelector('.sp-drugs__list')!.getBoundingClientRect().top).to.equal(listTop);
    });

    it("a retail pharmacy outside the plan's network is not covered", async () => {
      const { root } = await showDrugList('signed-in', FULL, [answer(false)]);
      await waitFor(() => coverageLine(root), 'coverage never shown');
      expect(coverageLine(root)).to.equal('Not covered by Plan H1234-001-000');
    });

    it("a mail-service pharmacy outside the plan's network still counts as covered (the preferred mail service)", async () => {
      const { root } = await showDrugList('signed-in', { ...FULL, pharmacy: { ...PHARMACY, pharmacyName: 'Mail Rx', mailOrder: 'true' } }, [answer(false)]);
      await waitFor(() => coverageLine(root), 'coverage never shown');
      expect(coverageLine(root)).to.equal('Covered by Plan H1234-001-000');
    });

    it('asks nothing without drugs (coverage is reset), without a pharmacy, or without a plan that covers drugs', async () => {
      // Each page is first seen settled (its effects have run) before nothing is found asked.
      const empty = await showDrugList('member', { ...FULL, drugs: [] });
      await nextFrame();
      expect(coverageCalls(empty.page)).to.deep.equal([]);
      leavePage();
      const noPharmacy = await showDrugList('member', { drugs: DRUGS, plans: FULL.plans });
      await nextFrame();
      expect(coverageCalls(noPharmacy.page)).to.deep.equal([]);
      expect(coverageLine(noPharmacy.root)).to.equal(undefined);
      leavePage();
      const noDrugPlan = await showDrugList('member', { ...FULL, plans: [savedPlan('H1234-003-000', 'MA')] });
      await nextFrame();
      expect(coverageCalls(noDrugPlan.page)).to.deep.equal([]);
    });

    it('a failing coverage call is logged naming the call and the line shows no status', async () => {
      const logged: LogEntry[] = [];
      const stop = logger.subscribe((entry) => logged.push(entry));
      try {
        const { root } = await showDrugList('member', FULL, [{ method: 'GET', path: COVERAGE, status: 500 }]);
        await waitFor(() => logged.some((e) => e.level === 'error' && e.message.includes('pharmacy.coverage')), 'failure never logged');
        expect(coverageLine(root)).to.equal(undefined);
        expect(getByText(root, 'Pharmacy:').closest('p')!.textContent).to.equal('Pharmacy: Main Street Pharmacy (Retail pharmacy)');
      } finally {
        stop();
      }
    });
  });

  describe('drug cost estimator drawer', () => {
    it('add/edit opens the build-drug-list view launched with profile=true', async () => {
      const opened = recordDrawer();
      const { root } = await showDrugList('member');
      getByRole(root, 'button', 'Add or edit drugs').click();
      expect(opened).to.have.length(1);
      expect(opened[0]).to.include({ view: 'buildDrugList', profile: true });
      expect(opened[0]).to.not.have.any.keys('planEditDrug', 'dceProfile');
    });

    it('with the Extra Help feature on, "Get Extra Help with drug costs" opens the drawer\'s LIS extra help view', async () => {
      const off = await showDrugList('member');
      expect(queryByRole(off.root, 'button', 'Get Extra Help with drug costs')).to.equal(null);
      leavePage();
      const opened = recordDrawer();
      startPage(drugsPage('member', FULL));
      configure({ flags: { lisChanges: true } });
      const { root } = await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list'));
      getByRole(root, 'button', 'Get Extra Help with drug costs').click();
      expect(opened).to.have.length(1);
      expect(opened[0]).to.include({ view: 'lisExtraHelp', profile: true });
      configure({ flags: { lisChanges: false } });
    });

    it('edit opens drug details with planEditDrug=true, the drug and the plan', async () => {
      const opened = recordDrawer();
      const { root } = await showDrugList('member');
      getByRole(root, 'button', 'Edit Metformin 500 mg tablet').click();
      expect(opened[0]).to.include({ view: 'drugDetails', profile: true, planEditDrug: true, planId: 'H1234-001-000' });
      expect(opened[0]!.drug).to.include({ drugId: 'd2' });
    });

    it('the drug name opens drug info; change pharmacy opens the pharmacy view for the plan', async () => {
      const opened = recordDrawer();
      const { root } = await showDrugList('member');
      getByRole(root, 'button', 'Lisinopril 10 mg tablet, drug information').click();
      await waitFor(() => opened.length === 1, 'drug info never opened');
      getByRole(root, 'button', 'Change pharmacy').click();
      expect(opened.map((o) => o.view)).to.deep.equal(['drugInfo', 'pharmacyChange']);
      expect(opened[0]!.drug).to.include({ drugId: 'd3' });
      expect(opened[1]).to.include({ planId: 'H1234-001-000', profile: true });
    });

    it("drug info opens with the drug's generic counterpart from the generic drug info call (by NDC, else drug id)", async () => {
      const opened = recordDrawer();
      const generic = { drugId: 'g1', drugName: 'atorvastatin calcium', brandedDrugId: 'b1', drugDosageInfoList: [{ dosageId: 'gd1', dosageName: 'atorvastatin 20 mg tablet' }] };
      const drugs = [DRUGS[0]!, { ...DRUGS[1]!, drugName: 'Lipitor', nationalDrugCode: '00071-0155-23' }];
      const { root, page } = await showDrugList('member', { ...FULL, drugs }, [
        { method: 'GET', path: /^\/drug-info-api\/druginfo\/genericdruginfo\//, json: { data: generic } },
      ]);
      getByRole(root, 'button', 'Atorvastatin 20 mg tablet, drug information').click();
      await waitFor(() => opened.length === 1, 'drug info never opened');
      expect(opened[0]).to.include({ view: 'drugInfo' });
      expect(opened[0]!.genericDrugInfo).to.deep.include({ drugId: 'g1', drugName: 'atorvastatin calcium' });
      getByRole(root, 'button', 'Metformin 500 mg tablet, drug information').click();
      await waitFor(() => opened.length === 2, 'second drug info never opened');
      const asked = page.server.requests.filter((r) => r.url.pathname.startsWith('/drug-info-api/druginfo/genericdruginfo/'));
      expect(asked.map((r) => r.url.pathname + r.url.search)).to.deep.equal([
        '/drug-info-api/druginfo/genericdruginfo/NDC/00071-0155-23/2026?drug=Lipitor',
        '/drug-info-api/druginfo/genericdruginfo/DRUGID/d2/2026?drug=Metformin',
      ]);
    });

    it('from October, while next year is shopped, the generic drug info call names the current year (spec §7.3 {currentYear})', async () => {
      const opened = recordDrawer();
      const page = startPage({ ...drugsPage('member', FULL, [{ method: 'GET', path: /^\/drug-info-api\/druginfo\/genericdruginfo\//, json: { data: {} } }]), systemDate: '2026-10-20T12:00:00-05:00' });
      const { root } = await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list'));
      getByRole(root, 'button', 'Metformin 500 mg tablet, drug information').click();
      await waitFor(() => opened.length === 1, 'drug info never opened');
      const asked = page.server.requests.filter((r) => r.url.pathname.startsWith('/drug-info-api/druginfo/genericdruginfo/'));
      expect(asked.map((r) => r.url.pathname)).to.deep.equal(['/drug-info-api/druginfo/genericdruginfo/DRUGID/d2/2026']);
      expect(page.server.requests.some((r) => r.url.pathname.includes('/all/2027')), 'the profile read is next year\'s').to.equal(true);
    });

    it('a failed generic drug info call is logged naming the call and drug info still opens, without it', async () => {
      const opened = recordDrawer();
      const logged: LogEntry[] = [];
      const stop = logger.subscribe((entry) => logged.push(entry));
      try {
        const { root } = await showDrugList('member', FULL, [{ method: 'GET', path: /^\/drug-info-api\/druginfo\/genericdruginfo\//, status: 500, json: {} }]);
        getByRole(root, 'button', 'Lisinopril 10 mg tablet, drug information').click();
        await waitFor(() => opened.length === 1, 'drug info never opened');
        expect(opened[0]!.genericDrugInfo).to.equal(undefined);
        expect(logged.some((e) => e.message.includes('drugs.genericDrugInfo'))).to.equal(true);
      } finally {
        stop();
      }
    });

    it('closing the drawer reads the profile again, whether it imported data or not', async () => {
      const opened = recordDrawer();
      const { root, page } = await showDrugList('member');
      getByRole(root, 'button', 'Add or edit drugs').click();
      const before = page.profileGets();
      opened[0]!.onClose({ importedData: true });
      await waitFor(() => page.profileGets() === before + 1, 'no reload after an import');
      getByRole(root, 'button', 'Add or edit drugs').click();
      opened[1]!.onClose({ importedData: false });
      await waitFor(() => page.profileGets() === before + 2, 'no drug rescan');
    });

    it('closing the drawer without imported data rescans drugs: one drug info search for the drugs lacking dosage text, whose row then shows the dosage', async () => {
      const opened = recordDrawer();
      const claimDrug = { drugName: 'Eliquis', nationalDrugCode: '00003-0894-21', drugQuantity: 60, drugFrequency: 'Month', drugSupplyLength: '30' };
      const { root, page } = await showDrugList('member', { ...FULL, drugs: [...DRUGS, claimDrug] }, [
        { method: 'POST', path: '/drug-info-api/druginfo/search', json: { drugs: [{ ndc: '00003089421', dosageName: 'Eliquis 5 mg tablet', drugId: 'e5' }] } },
      ]);
      expect(rowTitles(root)).to.include('Eliquis');
      getByRole(root, 'button', 'Add or edit drugs').click();
      opened[0]!.onClose({ importedData: false });
      await waitFor(() => rowTitles(root).includes('Eliquis 5 mg tablet'), 'the rescanned dosage never shown');
      const searches = page.server.requests.filter((r) => r.url.pathname === '/drug-info-api/druginfo/search');
      expect(searches.map((r) => r.json)).to.deep.equal([{ isDCProfileDrugsFlow: true, drugs: [{ ndc: '00003-0894-21', drugName: 'Eliquis' }] }]);
      getByRole(root, 'button', 'Add or edit drugs').click();
      opened[1]!.onClose({ importedData: false });
      await waitFor(() => page.profileGets() === 3, 'no second rescan');
      expect(page.server.requests.filter((r) => r.url.pathname === '/drug-info-api/druginfo/search')).to.have.length(1);
    });

    it('a failed drug info search is logged naming the call and the rows keep their names', async () => {
      const opened = recordDrawer();
      const logged: LogEntry[] = [];
      const stop = logger.subscribe((entry) => logged.push(entry));
      try {
        const claimDrug = { drugName: 'Eliquis', nationalDrugCode: '00003-0894-21', drugQuantity: 60, drugFrequency: 'Month', drugSupplyLength: '30' };
        const { root, page } = await showDrugList('member', { ...FULL, drugs: [...DRUGS, claimDrug] }, [
          { method: 'POST', path: '/drug-info-api/druginfo/search', status: 500, json: {} },
        ]);
        getByRole(root, 'button', 'Add or edit drugs').click();
        opened[0]!.onClose({ importedData: false });
        await waitFor(() => logged.some((e) => e.message.includes('drugs.search')), 'failure never logged');
        expect(page.server.requests.filter((r) => r.url.pathname === '/drug-info-api/druginfo/search')).to.have.length(1);
        expect(rowTitles(root)).to.include('Eliquis');
      } finally {
        stop();
      }
    });

    it('without the drawer script, logs "DCE project not loaded" and opens nothing', async () => {
      const logged: LogEntry[] = [];
      const stop = logger.subscribe((entry) => logged.push(entry));
      try {
        const { root } = await showDrugList('member');
        getByRole(root, 'button', 'Add or edit drugs').click();
        expect(logged.filter((e) => e.level === 'error').map((e) => e.message)).to.deep.equal(['DCE project not loaded']);
        expect(queryByRole(root, 'dialog')).to.equal(null);
      } finally {
        stop();
      }
    });

    it('a ?dce= deep link opens that view once with dceProfile=true and leaves the address bar', async () => {
      startPage({ ...drugsPage('member', FULL), url: `${location.pathname}?dce=pharmacyChange` });
      const opened = recordDrawer();
      await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list'));
      await waitFor(() => opened.length === 1, 'drawer never opened from the deep link');
      expect(opened[0]).to.include({ view: 'pharmacyChange', profile: true, dceProfile: true, planId: 'H1234-001-000' });
      expect(location.search).to.not.contain('dce=');
    });
  });

  describe('remove drug pop-up', () => {
    it('shows dosage, quantity, frequency and supply length, holds focus, closes on Escape and returns focus', async () => {
      const { el, root } = await showDrugList('member');
      const { opener, dialog } = await openRemove(root, 'Atorvastatin 20 mg tablet');
      expect(dialog.textContent).to.contain('DrugAtorvastatin 20 mg tablet').and.contain('Quantity30').and.contain('FrequencyPer day').and.contain('Supply length90-day supply');
      await expect(el).to.be.accessible();
      expect(dialog.contains(deepActiveElement())).to.equal(true);
      await expectFocusHeldIn(dialog, 4);
      await expectEscapeClosesAndReturnsFocus(root, opener);
      expect(rowTitles(root)).to.have.length(3);
    });

    it('first focus is on "Keep drug", the safe choice, as in every remove pop-up', async () => {
      const { root } = await showDrugList('member');
      await openRemove(root, 'Metformin 500 mg tablet');
      await waitFor(() => deepActiveElement() === getByRole(root, 'button', 'Keep drug'), 'Keep drug never took focus');
    });

    it('"Keep drug" closes it and tells the server nothing', async () => {
      const { root, page } = await showDrugList('member');
      await openRemove(root, 'Metformin 500 mg tablet');
      getByRole(root, 'button', 'Keep drug').click();
      await waitFor(() => !queryByRole(root, 'dialog'), 'pop-up stayed open');
      expect(page.server.requests.filter((r) => r.method === 'DELETE')).to.have.length(0);
    });

    it('removing takes the drug off at once, tells the server, re-fetches and tells the host', async () => {
      const { root, page } = await showDrugList('member', FULL, [{ method: 'DELETE', path: /\/drugs\/d3\//, json: { success: true }, delay: 50 }]);
      const removed: CustomEvent[] = [];
      root.host.addEventListener('sp-drug-removed', (e) => removed.push(e as CustomEvent));
      const gets = page.profileGets();
      await openRemove(root, 'Lisinopril 10 mg tablet');
      getByRole(root, 'button', 'Remove from saved drugs').click();
      await waitFor(() => rowTitles(root).length === 2, 'drug still listed');
      // The row leaves in the click's own frame; the pop-up closes as a transition right after it.
      const heading = getByRole(root, 'heading', 'Your drugs');
      await waitFor(() => queryByRole(root, 'dialog') === null && deepActiveElement() === heading, 'the pop-up never closed onto the heading');
      await waitFor(() => removed.length === 1, 'host never told');
      expect(removed[0]!.detail.drug).to.include({ drugId: 'd3' });
      expect(page.server.requests.find((r) => r.method === 'DELETE')!.url.pathname).to.equal('/landrover/api/Users/u-drugs-1/drugs/d3/2026');
      await waitFor(() => page.profileGets() === gets + 1, 'no re-fetch after removal');
      // Announced once the removal (and its re-fetch) completed.
      await waitFor(() => queryAllByRole(root, 'status').some((s) => s.textContent === 'Lisinopril 10 mg tablet was removed from your saved drugs.'), 'removal never announced');
    });

    it('a removal whose profile re-read fails is logged naming the call; the drug stays removed', async () => {
      const logged: LogEntry[] = [];
      const stop = logger.subscribe((entry) => logged.push(entry));
      try {
        const { root, page } = await showDrugList('member', FULL, [{ method: 'DELETE', path: /\/drugs\/d3\//, json: { success: true } }]);
        const gets = page.profileGets();
        // From now on the profile read fails.
        page.routes.unshift({ method: 'GET', path: /\/landrover\/api\/Users\/u-drugs-1\/all\//, status: 500 });
        await openRemove(root, 'Lisinopril 10 mg tablet');
        getByRole(root, 'button', 'Remove from saved drugs').click();
        await waitFor(() => page.profileGets() === gets + 1, 'no re-read after the removal');
        await waitFor(() => logged.some((e) => e.level === 'error' && e.message.includes('users.get.all')), 'the failed re-read was never logged');
        // The pop-up's close is a transition (the row's removal paints first): it may come a few frames later.
        await waitFor(() => queryByRole(root, 'dialog') === null, 'the pop-up never closed');
        expect(rowTitles(root)).to.deep.equal(['Atorvastatin 20 mg tablet', 'Metformin 500 mg tablet']);
      } finally {
        stop();
      }
    });

    it('a member whose drug delete fails sees the drug come back at its old place', async () => {
      const { root } = await showDrugList('member', FULL, [{ method: 'DELETE', path: /\/drugs\/d3\//, status: 500, delay: 50 }]);
      const removed: Event[] = [];
      root.host.addEventListener('sp-drug-removed', (e) => removed.push(e));
      await openRemove(root, 'Lisinopril 10 mg tablet');
      getByRole(root, 'button', 'Remove from saved drugs').click();
      await waitFor(() => rowTitles(root).length === 2, 'drug was not taken off at once');
      expect(rowTitles(root)).to.deep.equal(['Atorvastatin 20 mg tablet', 'Metformin 500 mg tablet']);
      await waitFor(() => rowTitles(root).length === 3, 'drug never came back');
      expect(rowTitles(root)).to.deep.equal(['Atorvastatin 20 mg tablet', 'Lisinopril 10 mg tablet', 'Metformin 500 mg tablet']);
      await waitFor(() => queryByRole(root, 'dialog') === null, 'the pop-up never closed');
      expect(removed).to.have.length(0);
    });

    for (const answer of [{ json: { success: true } }, { status: 500 }]) {
      it(`a removal's late answer (${answer.status ? 'a failure' : 'success'}) leaves a second remove pop-up open and unchanged`, async () => {
        const page = startPage(drugsPage('member', FULL, [{ method: 'DELETE', path: /\/drugs\/d3\//, ...answer }]));
        const release = holdRequests('/drugs/d3/');
        const { root } = await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list'));
        await openRemove(root, 'Lisinopril 10 mg tablet');
        getByRole(root, 'button', 'Remove from saved drugs').click();
        await waitFor(() => !queryByRole(root, 'dialog') && rowTitles(root).length === 2, 'the first pop-up never closed');
        const { dialog } = await openRemove(root, 'Metformin 500 mg tablet');
        const keep = getByRole(dialog, 'button', 'Keep drug');
        await waitFor(() => deepActiveElement() === keep, 'the second pop-up never took focus');
        release();
        const outcome = answer.status ? 'Lisinopril 10 mg tablet could not be removed. Please try again.' : 'Lisinopril 10 mg tablet was removed from your saved drugs.';
        await waitFor(() => queryAllByRole(root, 'status').some((s) => s.textContent === outcome), 'the first removal never answered');
        expect(page.server.requests.filter((r) => r.method === 'DELETE')).to.have.length(1);
        expect(queryByRole(root, 'dialog', 'Remove drug'), 'the second pop-up was closed by the first answer').to.equal(dialog);
        expect(dialog.textContent).to.contain('Metformin 500 mg tablet').and.not.contain('Lisinopril');
        expect(getByRole(dialog, 'button', 'Remove from saved drugs').hasAttribute('disabled')).to.equal(false);
        expect(deepActiveElement()).to.equal(keep);
      });
    }

    it('the pop-up asked about the next drug before it closed for the last one removes that drug: its remove button is not left busy', async () => {
      const page = startPage(drugsPage('member', FULL, [{ method: 'DELETE', path: /\/drugs\//, json: { success: true } }]));
      const { root } = await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list'));
      await openRemove(root, 'Lisinopril 10 mg tablet');
      // In one task, before the first pop-up's close has rendered (a slow device, a host script).
      getByRole(root, 'button', 'Remove from saved drugs').click();
      getByRole(root, 'button', 'Remove Metformin 500 mg tablet').click();
      const dialog = await waitFor(() => {
        const shown = queryByRole(root, 'dialog', 'Remove drug');
        return shown?.textContent?.includes('Metformin 500 mg tablet') ? shown : null;
      }, 'the pop-up never asked about the next drug');
      const remove = getByRole(dialog, 'button', 'Remove from saved drugs');
      expect(remove.hasAttribute('disabled'), 'the next drug\'s remove button is busy').to.equal(false);
      remove.click();
      await waitFor(() => queryAllByRole(root, 'status').some((s) => s.textContent === 'Metformin 500 mg tablet was removed from your saved drugs.'), 'the next drug\'s removal never announced');
      expect(page.server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname.split('/')[6])).to.deep.equal(['d3', 'd2']);
    });

    it('a guest\'s removal is kept in the browser', async () => {
      const { root } = await showDrugList('guest');
      await openRemove(root, 'Metformin 500 mg tablet');
      getByRole(root, 'button', 'Remove from saved drugs').click();
      await waitFor(() => rowTitles(root).length === 2, 'drug still listed');
      const stored = JSON.parse(localStorage.getItem('sp.guestProfile')!);
      expect(stored.drugsAndPharmacyDetails.drugInfoDetails.map((d: { drugId: string }) => d.drugId)).to.deep.equal(['d1', 'd3']);
    });
  });

  describe('in Spanish', () => {
    /** Names from the data: drugs, the pharmacy and the plan. */
    const NAMES = ['Atorvastatin 20 mg tablet', 'Lisinopril 10 mg tablet', 'Metformin 500 mg tablet', 'Main Street Pharmacy', 'Plan H1234-001-000'];

    async function showSpanish(parts: ProfileParts = FULL, who: Who = 'member') {
      startPage({ ...drugsPage(who, parts), config: { flags: { lisChanges: true } } });
      document.documentElement.lang = 'es';
      return placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list, .sp-drugs__empty'));
    }

    afterEach(() => {
      configure({ flags: { lisChanges: false } });
    });

    it('a Spanish page shows the drugs, the pharmacy line and the remove pop-up in Spanish, with no English left', async () => {
      const { el, root } = await showSpanish();
      expect(getByRole(root, 'heading', 'Sus medicamentos')).to.exist;
      await waitFor(() => root.querySelector('.sp-drugs__pharmacy-coverage'), 'coverage never shown');
      expect(getByText(root, 'Farmacia:').closest('p')!.textContent).to.equal('Farmacia: Main Street Pharmacy (Farmacia local)');
      expect(root.querySelector('.sp-drugs__pharmacy-coverage')!.textContent).to.equal('Plan H1234-001-000 cubre esta farmacia');
      expect(getByRole(root, 'button', 'Cambiar de farmacia')).to.exist;
      expect(getByRole(root, 'button', 'Agregar o cambiar medicamentos')).to.exist;
      expect(getByRole(root, 'button', 'Obtenga Ayuda Adicional para pagar sus medicamentos')).to.exist;
      expect(getByRole(root, 'button', 'Lisinopril 10 mg tablet, información del medicamento')).to.exist;
      expect(getByRole(root, 'button', 'Cambiar Metformin 500 mg tablet')).to.exist;
      const [atorvastatin, , metformin] = Array.from(root.querySelectorAll('.sp-drugs__row'));
      expect(atorvastatin!.textContent).to.contain('Cantidad30').and.contain('FrecuenciaPor día').and.contain('ResurtidoCada 3 meses');
      expect(metformin!.textContent).to.contain('Cantidad60').and.contain('ResurtidoCada mes');
      expect(englishLeft(root, NAMES)).to.deep.equal([]);
      await expect(el).to.be.accessible();

      const opener = getByRole(root, 'button', 'Eliminar Atorvastatin 20 mg tablet');
      opener.focus();
      await sendKeys({ press: 'Enter' });
      const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Eliminar medicamento'), 'remove pop-up never opened');
      expect(dialog.textContent).to.contain('Este medicamento se eliminará de sus medicamentos guardados.')
        .and.contain('MedicamentoAtorvastatin 20 mg tablet').and.contain('FrecuenciaPor día').and.contain('Duración del suministroSuministro para 90 días');
      expect(getByRole(root, 'button', 'Eliminar de los medicamentos guardados')).to.exist;
      await waitFor(() => deepActiveElement() === getByRole(root, 'button', 'Conservar el medicamento'), 'Keep drug never took focus');
      expect(englishLeft(root, NAMES)).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });

    it('the remove pop-up of a drug with a refill option gives its refill period as the frequency', async () => {
      const drugs = [drug('d5', 'Lisinopril 10 mg tablet', { drugFrequency: 'Every 3 Months', drugSupplyLength: '90' })];
      const { root } = await showSpanish({ ...FULL, drugs });
      getByRole(root, 'button', 'Eliminar Lisinopril 10 mg tablet').click();
      const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Eliminar medicamento'), 'remove pop-up never opened');
      expect(dialog.textContent).to.contain('FrecuenciaCada 3 meses');
      expect(englishLeft(root, NAMES)).to.deep.equal([]);
    });

    it('removing a drug is announced in Spanish', async () => {
      startPage(drugsPage('member', FULL, [{ method: 'DELETE', path: /\/drugs\/d3\//, json: { success: true } }]));
      document.documentElement.lang = 'es';
      const { root } = await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list'));
      getByRole(root, 'button', 'Eliminar Lisinopril 10 mg tablet').click();
      await waitFor(() => queryByRole(root, 'dialog', 'Eliminar medicamento'), 'remove pop-up never opened');
      getByRole(root, 'button', 'Eliminar de los medicamentos guardados').click();
      await waitFor(() => queryAllByRole(root, 'status').some((s) => s.textContent === 'Lisinopril 10 mg tablet se eliminó de sus medicamentos guardados.'), 'removal never announced in Spanish');
      expect(englishLeft(root, NAMES)).to.deep.equal([]);
    });

    it('an empty view (with the import offer for an eligible member) and a page without a pharmacy speak Spanish too', async () => {
      const offered = await showSpanish({ drugs: [], plans: [] }, 'member');
      expect(getByRole(offered.root, 'button', 'Importar mis medicamentos y médicos')).to.exist;
      expect(englishLeft(offered.root)).to.deep.equal([]);
      leavePage();

      const empty = await showSpanish({ drugs: [], plans: [] }, 'guest');
      expect(getByRole(empty.root, 'heading', 'Todavía no tiene medicamentos guardados')).to.exist;
      expect(getByRole(empty.root, 'button', 'Agregar medicamentos')).to.exist;
      expect(englishLeft(empty.root)).to.deep.equal([]);
      await expect(empty.el).to.be.accessible();
      leavePage();
      const noPharmacy = await showSpanish({ drugs: DRUGS, plans: [] }, 'guest');
      expect(getByText(noPharmacy.root, 'Farmacia:').closest('p')!.textContent).to.equal('Farmacia: No ha elegido una farmacia');
      expect(englishLeft(noPharmacy.root, NAMES)).to.deep.equal([]);
    });
  });
});
