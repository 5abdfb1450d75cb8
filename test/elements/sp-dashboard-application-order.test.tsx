/**
 * <sp-dashboard>, Your applications: their order by the spec's saved time
 * (§4.7 "sorted by lastSaved, newest first (submitted ones compared by saved
 * date)") and the Extra Help premium of each card by the §5.5 rule under the
 * §4.13 conditions, with the application services answered as the reference
 * backend answers them.
 */
import { expect } from '@open-wc/testing';
import '../../elements/sp-dashboard';
import type { Store } from '../../src/state/store';
import { getByRole, queryAllByRole, queryByRole, queryByText } from '../helpers/queries';
import { waitFor } from '../helpers/wait';
import { DASHBOARD_CONFIG, enrollment, mountDashboard, savedPlan, shownApplications, type DashboardPage, type ProfileParts, type ServiceAnswers } from '../components/dashboard/fixtures';
import type { Route } from '../helpers/fetch';
import { freshPage, leavePage } from '../helpers/page';

const LIS_LABEL = 'Monthly premium with Extra Help';

const applications = (root: ShadowRoot) => queryAllByRole(getByRole(root, 'region', 'Your applications'), 'article');
const names = (root: ShadowRoot) => applications(root).map((card) => card.querySelector('h3, h4')?.textContent);
/** An application's card (a saved plan of the same name has its own card elsewhere). */
const card = (root: ShadowRoot, name: string) => getByRole(getByRole(root, 'region', 'Your applications'), 'article', name);
const fact = (shown: HTMLElement, term: string) => queryByText(shown, term)?.nextElementSibling?.textContent ?? null;

describe('<sp-dashboard>: your applications, order and Extra Help (spec §4.7, §4.13, §5.5)', () => {
  let store: Store;
  let page: DashboardPage | undefined;
  beforeEach(() => {
    store = freshPage({ config: DASHBOARD_CONFIG });
  });
  afterEach(() => {
    page?.el.remove();
    page = undefined;
    delete window.personalizationService;
    leavePage(store);
  });

  async function mount(parts: ProfileParts, answers: ServiceAnswers = {}, before: Route[] = []): Promise<ShadowRoot> {
    page = await mountDashboard('member', parts, { medsupp: 'none', ...answers }, before);
    await shownApplications(page.root, 'no applications section');
    return page.root;
  }

  it('lists applications newest saved first by lastSaved; a submitted one the application system touched later keeps its saved place and date', async () => {
    const root = await mount({
      enrollments: [
        enrollment('H1111-001-000', 'MAPD', { lastSaved: 'saved 02/01/2026, 10:00 AM CST', updateDateTime: '2026-02-01T10:00:00' }),
        enrollment('H2222-001-000', 'MAPD', {
          isSubmitted: true, confirmationNo: 'WS1', lastSaved: 'saved 01/20/2026, 09:00 AM CST', updateDateTime: '2026-02-25T08:00:00',
        }),
        enrollment('H6666-001-000', 'MAPD', { lastSaved: 'saved 02/10/2026, 03:30 PM CST', updateDateTime: '2026-02-10T15:30:00' }),
      ],
    });
    await waitFor(() => applications(root).length === 3);
    expect(names(root)).to.deep.equal(['Plan H6666-001-000', 'Plan H1111-001-000', 'Plan H2222-001-000']);
    expect(card(root, 'Plan H2222-001-000').textContent).to.contain('saved 01/20/2026, 09:00 AM CST');
  });

  it('the cards hold their places, hidden, until a pending enrollment answering after the profile has sorted in ahead: no card moves under the reader', async () => {
    const steps = JSON.stringify([{ view: '/steps/personal-information', data: { plan: { planId: 'H7777-001-000', planName: 'Pending form plan', planYear: '2026', planType: 'MAPD' }, applicant: { zipCode: '10001' } } }]);
    const slowPending: Route = {
      method: 'POST', path: /\/online-enrollment\/user\/fetchEnrollmentDataByEmailId\//, delay: 400,
      json: { data: { formData: [{ formData: steps, updateDateTime: '2026-02-20T09:00:00' }] } },
    };
    page = await mountDashboard('member', { enrollments: [enrollment('H1111-001-000', 'MAPD', { updateDateTime: '2026-02-01T10:00:00' })] }, { medsupp: 'none' }, [slowPending], { whileDeciding: true });
    const region = await waitFor(() => queryByRole(page!.root, 'region', 'Your applications'), 'no applications section');
    await waitFor(() => page!.server.requests.some((r) => r.url.pathname.includes('/fetchEnrollmentDataByEmailId/')), 'the pending enrollments were never asked for');
    expect(queryAllByRole(region, 'article'), 'a card shown before the pending enrollments answered').to.deep.equal([]);
    // Held in place: the known card keeps its room, and assistive technology hears the list is still coming.
    expect(region.querySelectorAll('article')).to.have.length(1);
    expect(region.querySelector('[aria-busy="true"]')).to.exist;
    await shownApplications(page.root);
    expect(names(page.root)).to.deep.equal(['Pending form plan', 'Plan H1111-001-000']);
  });

  describe('with Extra Help (flag lisChanges on, level 1)', () => {
    beforeEach(() => {
      store = freshPage({ config: { ...DASHBOARD_CONFIG, flags: { lisChanges: true } } });
      window.personalizationService = { getExtraHelp: () => '1' };
    });

    it("a non-PDP application's Extra Help premium is its subsidy figure with two decimals plus its saved plan's medical premium", async () => {
      const root = await mount({
        plans: [savedPlan('H1111-001-000', 'MAPD', { medicalPremium: 20 })],
        enrollments: [enrollment('H1111-001-000', 'MAPD', { monthlyPremium: 41, lisMonthlyPremiumFormatted: '10.5', updateDateTime: '2026-02-01T10:00:00' })],
      });
      const application = card(root, 'Plan H1111-001-000');
      await waitFor(() => fact(application, LIS_LABEL) === '$30.50', `the Extra Help premium was ${String(fact(application, LIS_LABEL))}`);
      expect(fact(application, 'Monthly premium')).to.equal('$41.00');
    });

    it('a non-PDP application whose plan is not saved adds the medical premium the federal plans answer', async () => {
      const federal: Route = {
        method: 'POST', path: '/planinfo/federal-plans/VPP/plan-types/MAPD',
        json: { data: { plans: [{ compositePlanId: { contractId: 'H7777', pbpNumber: '001', segmentId: '000' }, planId: 'H7777-001-000', medicalPremium: 15 }] } },
      };
      const root = await mount({ enrollments: [enrollment('H7777-001-000', 'MAPD', { monthlyPremium: 60, lisMonthlyPremiumFormatted: '$5', updateDateTime: '2026-02-01T10:00:00' })] }, {}, [federal]);
      const application = card(root, 'Plan H7777-001-000');
      await waitFor(() => fact(application, LIS_LABEL) === '$20.00', `the Extra Help premium was ${String(fact(application, LIS_LABEL))}`);
      expect(page!.server.requests.filter((r) => r.url.pathname.includes('/federal-plans/')).map((r) => r.json)).to.deep.equal([{ planYear: 2026, planIds: ['H7777-001-000'] }]);
    });

    it('a PDP application shows its subsidy figure alone; a figure that is not a number shows $0.00', async () => {
      const root = await mount({
        plans: [savedPlan('S3333-001-000', 'PDP', { medicalPremium: 20 })],
        enrollments: [
          enrollment('S3333-001-000', 'PDP', { monthlyPremium: 30, lisMonthlyPremiumFormatted: '12', updateDateTime: '2026-02-02T10:00:00' }),
          enrollment('S4444-001-000', 'PDP', { monthlyPremium: 30, lisMonthlyPremiumFormatted: 'see plan', updateDateTime: '2026-02-01T10:00:00' }),
        ],
      });
      await waitFor(() => fact(card(root, 'Plan S3333-001-000'), LIS_LABEL) === '$12.00');
      expect(fact(card(root, 'Plan S4444-001-000'), LIS_LABEL)).to.equal('$0.00');
    });

    it('§4.13: none when it equals the premium however written, and none on a submitted application with the default status', async () => {
      const root = await mount({
        enrollments: [
          enrollment('S3333-001-000', 'PDP', { monthlyPremium: 30, lisMonthlyPremiumFormatted: '$30', updateDateTime: '2026-02-02T10:00:00' }),
          enrollment('S4444-001-000', 'PDP', { isSubmitted: true, confirmationNo: 'X9', monthlyPremium: 30, lisMonthlyPremiumFormatted: '$5.00', updateDateTime: '2026-02-01T10:00:00' }),
          enrollment('S5555-001-000', 'PDP', { monthlyPremium: 30, lisMonthlyPremiumFormatted: '$5.00', updateDateTime: '2026-01-01T10:00:00' }),
        ],
      });
      await waitFor(() => fact(card(root, 'Plan S5555-001-000'), LIS_LABEL) === '$5.00', 'the shown one never showed');
      expect(fact(card(root, 'Plan S3333-001-000'), LIS_LABEL)).to.equal(null);
      expect(fact(card(root, 'Plan S4444-001-000'), LIS_LABEL)).to.equal(null);
    });
  });
});
