// The page config reaches what elements do: the configured API base URL is
// where a placed element's calls go, and a new base applies from the next call
// on (src/state/http.ts rebuilds its client when the base changes).
import { expect } from '@open-wc/testing';
import '../../elements/sp-drug-list';
import { configure } from '../../src/state/config';
import { DRUGS, drugsPage, savedPlan, UUID } from '../components/drugs/pageFixtures';
import { leavePage, placeElement, startPage } from '../helpers/page';
import { getByRole, queryByRole } from '../helpers/queries';
import { waitFor } from '../helpers/wait';

const FULL = { drugs: DRUGS, plans: [savedPlan('H1234-001-000', 'MAPD')] };

describe('page config: apiBaseUrl', () => {
  afterEach(() => {
    leavePage();
    configure({ apiBaseUrl: '', identity: undefined });
  });

  it('a placed element sends its calls to the configured API base, and to the new base once it changes', async () => {
    const page = startPage(drugsPage('member', FULL, [
      { method: 'DELETE', path: /\/drugs\/d3\//, json: { success: true } },
      // Tracking under a base with a path is not the stub's default tracking route: answer it here.
      { method: 'POST', path: /(\/gpdCustomEvent|\/domo\/v1)$/, json: {} },
      // An API on another origin is asked who is signed in: the page cannot read its cookies (domain/identitySource.ts).
      { method: 'GET', path: /\/landrover\/api\/session\/v1$/, json: { uuid: UUID, isGuest: false } },
    ]));
    // The member is known from the site's cookies here: this test is about where calls go, not who asks.
    configure({ apiBaseUrl: 'https://api.example', identity: 'cookies' });
    const { root } = await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list'));

    const first = [...page.server.requests, ...page.server.tracking];
    expect(first.length, 'the element made no call').to.be.greaterThan(0);
    expect(first.map((r) => r.url.origin)).to.deep.equal(first.map(() => 'https://api.example'));
    expect(first.some((r) => r.url.href.startsWith('https://api.example/landrover/api/Users/'))).to.equal(true);

    configure({ apiBaseUrl: 'https://api2.example/base' });
    const before = page.server.requests.length;
    getByRole(root, 'button', 'Remove Lisinopril 10 mg tablet').click();
    const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Remove drug'), 'remove pop-up never opened');
    getByRole(dialog, 'button', 'Remove from saved drugs').click();
    const removal = await waitFor(() => page.server.requests.slice(before).find((r) => r.method === 'DELETE'), 'no delete sent');
    // The removal's re-fetch of the profile goes to the new base too.
    await waitFor(() => page.server.requests.slice(before).some((r) => r.method === 'GET'), 'no re-fetch after the removal');
    expect(removal.url.href).to.equal('https://api2.example/base/landrover/api/Users/u-drugs-1/drugs/d3/2026');
    // Profile calls only: a tracking event of the first render may still be on its way to the old base.
    const later = page.server.requests.slice(before).filter((r) => r.url.pathname.includes('/landrover/'));
    expect(later.every((r) => r.url.href.startsWith('https://api2.example/base/')), later.map((r) => r.url.href).join(', ')).to.equal(true);
  });
});
