/**
 * <sp-saved-plans> under two of the spec's feature flags (§6), as a member meets them: the year-over-year
 * provider changes switch (§4.5 active-year-next-year) and the Medicare Supplement v2 cards with the benefit
 * icons of the spec's catalogue (§9).
 */
import { expect } from '@open-wc/testing';
import '../../elements/sp-saved-plans';
import { configure } from '../../src/state/config';
import { stubFetch, type Route } from '../helpers/fetch';
import { freshPage, leavePage, signIn } from '../helpers/page';
import { getByRole, queryByRole } from '../helpers/queries';
import { waitFor } from '../helpers/wait';
import { MEMBER_UUID } from '../state/fixtures';
import { CONTENT_ROUTES, mapdPlan, planF, planHighDeductible, placeSavedPlans, profileWith } from '../components/plans/fixtures';

const PLAN_NAME = 'AARP Medicare Advantage Plan 2 (HMO)';

const profileRoute = (year: number, extra: Record<string, unknown> = {}, plans: unknown[] = [mapdPlan(year)]): Route => ({
  method: 'GET',
  path: new RegExp(`/landrover/api/Users/${MEMBER_UUID}/all/${year}`),
  json: profileWith(plans, extra),
});

const coverageLine = (root: ShadowRoot) => queryByRole(root, 'article', PLAN_NAME)?.querySelector('.sp-plan-card__providers')?.textContent;

describe('<sp-saved-plans> under feature flags', () => {
  afterEach(() => leavePage());

  it("with yoyProviderChangesDisabled on, next year's cards keep the doctors' coverage as saved and no coverage call is made; this year's still refresh", async () => {
    // Oct 20: next year is the active year, and this year can still be chosen.
    freshPage({ systemDate: '2026-10-20', config: { flags: { yoyProviderChangesDisabled: true } } });
    signIn(MEMBER_UUID);
    const providers = (year: number) => ({
      providersDetails: {
        zipCode: '10001',
        planYear: year,
        providerIdList: [
          { providerId: 'p1', providerName: 'Dr. Ada Smith', providerCoverageType: 'medical', plansList: ['H3387-003-000'] },
          { providerId: 'p2', providerName: 'Dr. Bo Lee', providerCoverageType: 'medical', plansList: [] },
        ],
      },
    });
    const refreshed = { providers: [{ providerId: 'p1', providerName: 'Dr. Ada Smith', plansList: ['H3387-003-000'] }, { providerId: 'p2', providerName: 'Dr. Bo Lee', plansList: ['H3387-003-000'] }] };
    const server = stubFetch([
      profileRoute(2027, providers(2027)),
      profileRoute(2026, providers(2026)),
      { method: 'POST', path: /\/providersearch\/providers\/v1\/coverage\//, json: refreshed },
      ...CONTENT_ROUTES,
    ]);
    const root = await placeSavedPlans();
    const coverageCalls = () => server.requests.filter((r) => r.url.pathname.startsWith('/providersearch/providers/v1/coverage/')).map((r) => r.url.pathname);
    await waitFor(() => coverageLine(root) === 'Doctors and dentists: 1 of 2 covered', 'the saved coverage never showed');
    await waitFor(() => server.requests.some((r) => r.url.pathname.startsWith('/pharmacysearch/')), 'the page never settled into its drug calls');
    expect(coverageCalls(), 'a coverage call for next year').to.deep.equal([]);

    getByRole(root, 'button', 'Plans starting in November or December 2026').click();
    await waitFor(() => coverageLine(root) === 'Doctors and dentists: 2 of 2 covered', "this year's coverage never refreshed");
    expect(coverageCalls()).to.deep.equal(['/providersearch/providers/v1/coverage/2026/10001/36061']);
    configure({ flags: { yoyProviderChangesDisabled: false } });
  });

  it('with enableMedsuppV2Cards on, each benefit icon the spec names shows on its bullet; none and unknown names show none', async () => {
    freshPage({ config: { flags: { enableMedsuppV2Cards: true } } });
    signIn(MEMBER_UUID);
    const named = ['pill', 'dollar', 'tooth', 'glasses', 'gift', 'meal', 'virtual_care', 'home'];
    const bullets = (icons: string[]) => icons.map((icon) => ({ icon: `${icon}.svg`, shortBullets: `Bullet with ${icon}` }));
    // A card shows at most five of its bullets (§5.5): the icons go on two cards.
    const first = named.slice(0, 5);
    const second = [...named.slice(5), 'none', 'unknown_icon'];
    stubFetch([profileRoute(2026, {}, [{ ...planF(), marketingBulletsV2: bullets(first) }, { ...planHighDeductible(), marketingBulletsV2: bullets(second) }]), ...CONTENT_ROUTES]);
    const root = await placeSavedPlans();
    const iconsOn = (name: RegExp) => {
      const card = queryByRole(root, 'article', name);
      return card ? Array.from(card.querySelectorAll('.sp-plan-card__bullets li')).filter((li) => li.textContent?.startsWith('Bullet with ')).map((li) => {
        const svg = li.querySelector('svg.sp-plan-card__bullet-icon');
        return [li.textContent!.slice('Bullet with '.length), svg ? Array.from(svg.classList).find((c) => c.startsWith('sp-icon--'))!.slice('sp-icon--'.length) : null];
      }) : [];
    };
    await waitFor(() => iconsOn(/^AARP Medicare Supplement Plan F/).length === first.length && iconsOn(/High Deductible Plan G/).length === second.length, 'the v2 bullets never showed');
    expect([...iconsOn(/^AARP Medicare Supplement Plan F/), ...iconsOn(/High Deductible Plan G/)]).to.deep.equal([...named.map((icon) => [icon, icon]), ['none', null], ['unknown_icon', null]]);
    expect(Array.from(root.querySelectorAll('.sp-plan-card__bullet-icon path')).every((path) => (path.getAttribute('d') ?? '').length > 10)).to.equal(true);
    await expect(root.host).to.be.accessible();
    configure({ flags: { enableMedsuppV2Cards: false } });
  });
});
