/**
 * One import eligibility rule (spec §4.3, §4.2 step 2) on its three paths: the
 * offer in the empty drugs view, the import pop-up it opens, and the member
 * import at sign-in. The sign-in service may spell the health-ID user type
 * 'HSID' or 'hsid': the same member either way, on every path.
 */
import { expect } from '@open-wc/testing';
import '../../elements/sp-drug-list';
import '../../elements/sp-import-dialog';
import { sendKeys } from '../helpers/browser';
import { profileStatusAtom } from '../../src/state/profile';
import { getStore } from '../../src/state/store';
import { drugsPage, profile as drugsProfile, UUID } from '../components/drugs/pageFixtures';
import { drug, IMPORT_CONFIG, openDialog } from '../components/import/harness';
import type { Route } from '../helpers/fetch';
import { leavePage, place, placeElement, shadow, startPage, type Who } from '../helpers/page';
import { getByRole, queryByRole } from '../helpers/queries';
import { nextFrame, waitFor } from '../helpers/wait';

const OFFER = 'Import my drugs and doctors';
const POP_UP = 'Import your drugs and doctors';
const MEMBER_IMPORT = '/landrover/api/profiles/import/member-items/v1';
const ALTERNATE_IMPORT = '/landrover/api/profiles/import/member-items/hsid/v1';
const EMPTY = { drugs: [], plans: [] };

/** The empty drugs view's page for `who`, the user type spelled `userType`; no import agreed yet. */
function emptyDrugsPage(who: Who, userType: string, routes: Route[] = [], url?: string) {
  const options = drugsPage(who, EMPTY, routes);
  const answer = drugsProfile(who, EMPTY);
  const page = startPage({ ...options, url, config: IMPORT_CONFIG, profile: { ...answer, userDetails: { ...answer.userDetails, userType } } });
  return page;
}

async function showEmptyDrugs(): Promise<ShadowRoot> {
  const { root } = await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__empty'));
  await waitFor(() => getStore().get(profileStatusAtom) === 'ready', 'profile never loaded');
  return root;
}

describe('one import eligibility rule: the offer, the pop-up and the sign-in import', () => {
  afterEach(() => leavePage());

  for (const userType of ['HSID', 'hsid']) {
    it(`a member whose userType is '${userType}' is offered the import in the empty drugs view, and the offer opens the pop-up`, async () => {
      emptyDrugsPage('member', userType);
      const dialog = place('sp-import-dialog');
      const root = await showEmptyDrugs();
      const offer = await waitFor(() => queryByRole(root, 'button', OFFER), 'no import offer');
      offer.focus();
      await sendKeys({ press: 'Enter' });
      await openDialog(dialog, POP_UP);
    });
  }

  it("the pop-up opens by its open attribute for an 'HSID' member", async () => {
    emptyDrugsPage('member', 'HSID');
    const el = place('sp-import-dialog', { open: '' });
    await openDialog(el, POP_UP);
  });

  it('customer service viewing an HSID member (cloaked) gets neither the offer nor the pop-up', async () => {
    emptyDrugsPage('cloaked', 'HSID');
    const dialog = place('sp-import-dialog', { open: '' });
    const root = await showEmptyDrugs();
    window.dispatchEvent(new CustomEvent('sp-import-requested'));
    await nextFrame();
    await nextFrame();
    expect(queryByRole(root, 'button', OFFER), 'an import offer').to.equal(null);
    expect(queryByRole(shadow(dialog), 'dialog'), 'an open pop-up').to.equal(null);
  });

  it('a user signed in another way (userType other than hsid) gets neither the offer nor the pop-up', async () => {
    emptyDrugsPage('member', 'optum');
    const dialog = place('sp-import-dialog', { open: '' });
    const root = await showEmptyDrugs();
    await nextFrame();
    expect(queryByRole(root, 'button', OFFER), 'an import offer').to.equal(null);
    expect(queryByRole(shadow(dialog), 'dialog'), 'an open pop-up').to.equal(null);
  });

  it("an 'HSID' member signing in is imported: the member import, then its alternate for the hsid category when it fails, and the page hears what came in", async () => {
    const member = drugsProfile('member', EMPTY).userDetails;
    const imported = { importSummaryData: { importedDrugsAndPharmacySummary: { drugs: [drug('1004', 'Lisinopril')] }, importedProvidersSummary: { providers: [] } } };
    const page = emptyDrugsPage('member', 'HSID', [
      { method: 'POST', path: '/landrover/api/apps/aarp/authValidate', json: { uuid: UUID } },
      { method: 'GET', path: `/landrover/api/Users/${UUID}/demographics`, json: { uuid: UUID, userDetails: { ...member, uuid: undefined, userType: 'HSID' } } },
      { method: 'POST', path: MEMBER_IMPORT, status: 500, json: { message: 'down' } },
      { method: 'POST', path: ALTERNATE_IMPORT, json: imported },
      { method: 'GET', path: '/landrover/api/system-date/v1', json: { systemDate: '2026-03-10T12:00:00-06:00' } },
    ], `${location.pathname}?code=hsid-code-1`);
    const heard: unknown[] = [];
    const listen = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener('sp-items-imported', listen);
    try {
      await showEmptyDrugs();
      await waitFor(() => heard.length > 0, 'the page never heard of the import');
    } finally {
      window.removeEventListener('sp-items-imported', listen);
    }
    expect(heard).to.deep.equal([{ drugs: 1, providers: 0 }]);
    const imports = page.server.requests.filter((r) => r.url.pathname.includes('/profiles/import/')).map((r) => r.url.pathname);
    expect(imports).to.deep.equal([MEMBER_IMPORT, ALTERNATE_IMPORT]);
  });

  it('a cloaked sign-in of an HSID member imports nothing', async () => {
    const member = drugsProfile('member', EMPTY).userDetails;
    const page = emptyDrugsPage('cloaked', 'HSID', [
      { method: 'POST', path: '/landrover/api/apps/aarp/authValidate', json: { uuid: UUID, agentUserName: 'agent.smith' } },
      { method: 'GET', path: `/landrover/api/Users/${UUID}/demographics`, json: { uuid: UUID, userDetails: { ...member, userType: 'HSID' } } },
    ], `${location.pathname}?code=hsid-code-2`);
    await showEmptyDrugs();
    expect(page.server.requests.some((r) => r.url.pathname.includes('/profiles/import/')), 'an import call').to.equal(false);
    expect(page.server.requests.some((r) => r.url.pathname.endsWith('/authValidate')), 'the sign-in code was validated').to.equal(true);
    expect(getByRole(shadow(document.querySelector('sp-drug-list')!), 'heading', 'You have no saved drugs yet')).to.exist;
  });
});
