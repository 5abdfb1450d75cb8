// Instant return pages: the next page of a visit shows the profile this tab last showed before the
// network answers, revalidates it with its one request, and never shows one user's copy to another.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { navigation } from '../../src/platform/navigation';
import '../../elements/sp-drug-list';
import { handleInvalidSession } from '../../src/state/invalidSession';
import { importMemberItems } from '../../src/state/memberImport';
import { signOut } from '../../src/state/signOut';
import { drugsAtom } from '../../src/state/savedItems';
import { ensureStarted } from '../../src/state/startup';
import { PROFILE_SNAPSHOT_KEY } from '../../src/state/userStorageArea';
import { DRUGS, drugsPage, savedPlan, UUID } from '../components/drugs/pageFixtures';
import { holdRequests, stubFetch, type Route } from '../helpers/fetch';
import { leavePage, nextPage, placeElement, signIn, startPage } from '../helpers/page';
import { getByRole, queryByRole } from '../helpers/queries';
import { nextFrame, waitFor } from '../helpers/wait';

const FULL = { drugs: DRUGS, plans: [savedPlan('H1234-001-000', 'MAPD')] };
const PROFILE_PATH = '/landrover/api/Users/';
const titles = (root: ShadowRoot) => Array.from(root.querySelectorAll('.sp-drugs__row .sp-drugs__title')).map((h) => h.textContent);
const kept = () => JSON.parse(sessionStorage.getItem(PROFILE_SNAPSHOT_KEY) ?? 'null') as { owner: string; profile: { drugsAndPharmacyDetails?: { drugInfoDetails?: Array<{ drugId: string }> } } } | null;
const keptDrugIds = () => kept()?.profile.drugsAndPharmacyDetails?.drugInfoDetails?.map((d) => d.drugId) ?? [];

/** A first page of the visit: the member's drug list shown, so the tab keeps its profile. */
async function firstPage(): Promise<Route[]> {
  const page = startPage(drugsPage('member', FULL));
  await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list'));
  await waitFor(() => keptDrugIds().length === 3, 'the profile was never kept');
  return page.routes;
}

/** The next page's backend: `routes` answer, the profile request held until released. */
function nextBackend(routes: Route[]): { release: () => void; profileGets: () => number } {
  const server = stubFetch(routes);
  const release = holdRequests(PROFILE_PATH);
  return { release, profileGets: () => server.requests.filter((r) => r.url.pathname.startsWith(PROFILE_PATH)).length };
}

function withoutDrug(routes: Route[], drugId: string): Route[] {
  const profile = structuredClone(drugsPage('member', FULL).profile!) as { drugsAndPharmacyDetails: { drugInfoDetails: Array<{ drugId: string }> } };
  profile.drugsAndPharmacyDetails.drugInfoDetails = profile.drugsAndPharmacyDetails.drugInfoDetails.filter((d) => d.drugId !== drugId);
  return [{ method: 'GET', path: new RegExp(`${PROFILE_PATH}${UUID}/all/`), json: profile }, ...routes];
}

describe('instant return pages: the profile kept for the next page of the visit', () => {
  afterEach(() => leavePage());

  it('the next page shows the saved drugs before the profile answers, then takes what changed from its one request', async () => {
    const routes = await firstPage();
    nextPage();
    const backend = nextBackend(withoutDrug(routes, 'd3'));
    const { root } = await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list'));
    expect(titles(root), 'shown from the kept copy while the request waits').to.have.length(3);
    expect(queryByRole(root, 'status', 'Loading your drugs')).to.equal(null);
    backend.release();
    await waitFor(() => titles(root).length === 2, 'the fresh answer never applied');
    expect(titles(root)).to.not.include('Lisinopril 10 mg tablet');
    expect(backend.profileGets()).to.equal(1);
    await waitFor(() => keptDrugIds().length === 2, 'the kept copy did not follow the fresh answer');
  });

  it('a removal pending when the fresh answer arrives wins: the drug does not come back under the finger', async () => {
    const routes = await firstPage();
    nextPage();
    // The revalidation still lists the drug (the server has not deleted it yet); after the delete it is gone.
    const revalidation: Route = { ...routes[0]!, once: true };
    const backend = nextBackend([{ method: 'DELETE', path: /\/drugs\/d3\//, json: { success: true } }, revalidation, ...withoutDrug(routes, 'd3')]);
    const releaseDelete = holdRequests('/drugs/d3/');
    const { root } = await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list'));
    getByRole(root, 'button', 'Remove Lisinopril 10 mg tablet').click();
    await waitFor(() => queryByRole(root, 'dialog', 'Remove drug'), 'remove pop-up never opened');
    getByRole(root, 'button', 'Remove from saved drugs').click();
    await waitFor(() => titles(root).length === 2, 'the drug was not taken off at once');
    backend.release();
    await waitFor(() => backend.profileGets() >= 1, 'the page never revalidated');
    await nextFrame();
    await nextFrame();
    expect(titles(root), 'the answer still listing the drug did not bring it back').to.not.include('Lisinopril 10 mg tablet');
    releaseDelete();
    await waitFor(() => keptDrugIds().length === 2 && !keptDrugIds().includes('d3'), 'the kept copy still has the removed drug');
  });

  it('a removal updates the kept copy', async () => {
    const routes = await firstPage();
    stubFetch([{ method: 'DELETE', path: /\/drugs\/d1\//, json: { success: true } }, ...withoutDrug(routes, 'd1')]);
    const root = document.querySelector('sp-drug-list')!.shadowRoot!;
    getByRole(root, 'button', 'Remove Atorvastatin 20 mg tablet').click();
    await waitFor(() => queryByRole(root, 'dialog', 'Remove drug'), 'remove pop-up never opened');
    getByRole(root, 'button', 'Remove from saved drugs').click();
    await waitFor(() => keptDrugIds().length === 2 && !keptDrugIds().includes('d1'), 'the kept copy still has the removed drug');
  });

  it('a drug saved through the host page (the drug cost estimator calls saveDrugs) updates the kept copy', async () => {
    const routes = await firstPage();
    stubFetch([{ method: 'POST', path: /\/drugs\//, json: { uuid: UUID } }, ...routes]);
    const saved = await window.shopperProfile!.actions.saveDrugs([{ drugId: 'd9', drugName: 'Amlodipine', drugDosage: 'Amlodipine 5 mg tablet', drugQuantity: 30, drugFrequency: 'Month', drugSupplyLength: '30' } as never]);
    expect(saved).to.equal(true);
    await waitFor(() => keptDrugIds().includes('d9'), 'the kept copy never got the saved drug');
  });

  it('an import from the claim history updates the kept copy: the next page shows the imported drug at once', async () => {
    const routes = await firstPage();
    const imported = { drugId: 'd9', drugName: 'Amlodipine', drugDosage: 'Amlodipine 5 mg tablet', drugQuantity: 30, drugFrequency: 'Month', drugSupplyLength: '30' };
    const afterImport = structuredClone(drugsPage('member', FULL).profile!) as { drugsAndPharmacyDetails: { drugInfoDetails: unknown[] } };
    afterImport.drugsAndPharmacyDetails.drugInfoDetails.push(imported);
    stubFetch([
      { method: 'POST', path: '/landrover/api/profiles/import/member-items/v1', json: { importSummaryData: { importedDrugsAndPharmacySummary: { drugs: [imported] } } } },
      { method: 'GET', path: '/landrover/api/system-date/v1', json: { systemDate: '2026-03-10T12:00:00-06:00' } },
      { method: 'GET', path: new RegExp(`${PROFILE_PATH}${UUID}/all/`), json: afterImport },
      ...routes,
    ]);
    expect(await importMemberItems(undefined, 'profile')).to.deep.equal({ kind: 'added', drugs: 1, providers: 0 });
    await waitFor(() => keptDrugIds().includes('d9'), 'the kept copy never got the imported drug');
  });

  it("another tab's change reloads this tab's profile, and the kept copy follows it", async () => {
    const routes = await firstPage();
    const server = stubFetch(withoutDrug(routes, 'd2'));
    const otherTab = new BroadcastChannel('shopper-profile');
    try {
      otherTab.postMessage({ type: 'profile-changed', uuid: UUID });
      await waitFor(() => server.requests.some((r) => r.url.pathname.startsWith(PROFILE_PATH)), 'the other tab\'s change reloaded nothing');
      await waitFor(() => keptDrugIds().length === 2 && !keptDrugIds().includes('d2'), 'the kept copy still has the drug the other tab removed');
    } finally {
      otherTab.close();
    }
  });

  describe('a user never sees another user\'s kept profile', () => {
    async function nextPageShows(): Promise<unknown> {
      const store = nextPage();
      const backend = nextBackend([{ method: 'GET', path: new RegExp(PROFILE_PATH), json: drugsPage('member', FULL).profile }]);
      const started = ensureStarted(store);
      await nextFrame();
      const shown = store.get(drugsAtom);
      backend.release();
      await started;
      return shown;
    }

    it('the same member on the next page sees it (the control for the cases below)', async () => {
      await firstPage();
      expect(await nextPageShows()).to.have.length(3);
    });

    it('another signed-in user taking over the tab does not', async () => {
      await firstPage();
      signIn('u-someone-else');
      expect(await nextPageShows()).to.deep.equal([]);
    });

    it('a customer-service agent viewing the same profile cloaked does not', async () => {
      await firstPage();
      signIn(UUID, { cloaked: true });
      expect(await nextPageShows()).to.deep.equal([]);
    });

    it('the agent flow does not', async () => {
      await firstPage();
      sessionStorage.setItem('sp.agentFlow', 'true');
      expect(await nextPageShows()).to.deep.equal([]);
    });

    it('sign-out drops it', async () => {
      await firstPage();
      stubFetch([{ method: 'DELETE', path: '/landrover/api/logout', json: {} }]);
      const assign = sinon.stub(navigation, 'assign');
      try {
        expect(await signOut()).to.equal(true);
      } finally {
        assign.restore();
      }
      expect(sessionStorage.getItem(PROFILE_SNAPSHOT_KEY)).to.equal(null);
    });

    it("an 'Invalid session' answer drops it", async () => {
      await firstPage();
      stubFetch([{ method: 'DELETE', path: '/landrover/api/logout', json: {} }, { method: 'GET', path: new RegExp(PROFILE_PATH), json: { uuid: '' } }]);
      const assign = sinon.stub(navigation, 'assign');
      try {
        await handleInvalidSession();
      } finally {
        assign.restore();
      }
      await waitFor(() => kept()?.owner !== `${UUID} self shopper`, 'the member\'s copy is still kept');
      expect(kept()?.owner ?? 'none').to.not.contain(UUID);
    });
  });
});
