import { expect } from '@open-wc/testing';
import { SiteBanner } from '../../../src/components/common/SiteBanner';
import { SITE_BANNER_CLOSED_KEY } from '../../../src/components/common/SiteBannerContent';
import { commonStyles } from '../../../src/components/common/styles';
import { configure } from '../../../src/state/config';
import { contentFailedAtom, contentVariantsAtom } from '../../../src/state/content';
import { getStore, resetStore } from '../../../src/state/store';
import { stubFetch, type FetchStub } from '../../helpers/fetch';
import { getByRole, queryByText } from '../../helpers/queries';
import { render } from '../../helpers/render';
import { nextFrame, waitFor } from '../../helpers/wait';

const PROFILE_CONTENT = '/api/assets/MRD/content-fragments/shopper-profile-redesign/profile';
const BANNER = { id: 'aep-2027', heading: 'Annual Enrollment Period', body: '<p>Changes start <strong>January 1</strong>.</p>' };

describe('SiteBanner (feature flag bannering)', () => {
  let server: FetchStub;
  beforeEach(() => {
    resetStore();
    sessionStorage.clear();
  });
  afterEach(() => server.restore());

  /** The profile content has been read (or found unreadable) and the page has painted what it shows. */
  async function contentShown(): Promise<void> {
    await waitFor(() => getStore().get(contentVariantsAtom('profile')).en ?? getStore().get(contentFailedAtom('profile')), 'the profile content never loaded nor failed');
    await nextFrame();
  }

  async function show(flagOn: boolean, banner: unknown = BANNER) {
    configure({ flags: { bannering: flagOn } });
    server = stubFetch([{ path: new RegExp(`${PROFILE_CONTENT}`), json: { texts: {}, faq: [], banner } }]);
    return render(<SiteBanner />, { styles: [...commonStyles] });
  }

  it('with the flag on shows the announcement from the profile content, its HTML sanitised', async () => {
    const { root, host } = await show(true);
    await waitFor(() => queryByText(root, 'Annual Enrollment Period'), 'banner never shown');
    expect(getByRole(root, 'heading', 'Annual Enrollment Period').tagName).to.equal('H2');
    // The body's markup shows once the sanitiser is in (SafeHtml loads it on first need).
    expect((await waitFor(() => queryByText(root, 'January 1'), 'the sanitised body never showed')).tagName).to.equal('STRONG');
    await expect(host).to.be.accessible();
  });

  it('with the flag off shows nothing and loads no content for it', async () => {
    const { root } = await show(false);
    await nextFrame();
    expect(root.textContent).to.equal('');
    expect(server.requests.filter((r) => r.url.pathname.includes('content-fragments'))).to.have.length(0);
  });

  it('Close hides that announcement for the session; a new announcement shows again', async () => {
    const first = await show(true);
    await waitFor(() => queryByText(first.root, 'Annual Enrollment Period'));
    getByRole(first.root, 'button', 'Close').click();
    await waitFor(() => !queryByText(first.root, 'Annual Enrollment Period'), 'banner never closed');
    expect(sessionStorage.getItem(SITE_BANNER_CLOSED_KEY)).to.equal('aep-2027');
    await first.unmount();
    server.restore();

    resetStore();
    const again = await show(true);
    await contentShown();
    expect(queryByText(again.root, 'Annual Enrollment Period'), 'closed stays closed').to.equal(null);
    await again.unmount();
    server.restore();

    resetStore();
    const next = await show(true, { ...BANNER, id: 'planned-outage', heading: 'Planned maintenance' });
    await waitFor(() => queryByText(next.root, 'Planned maintenance'), 'a new announcement shows');
  });

  it('content without a banner, or an unreadable one, shows nothing', async () => {
    const { root } = await show(true, { heading: 42 });
    await contentShown();
    expect(root.textContent).to.equal('');
  });
});
