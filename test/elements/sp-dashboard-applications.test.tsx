/**
 * "Your applications" on <sp-dashboard>, the rules a person meets there beyond the cards themselves (spec §4.5,
 * §4.7, §4.8, §6, §7.3, §8): which years are listed, which application-system answers count, the status kept
 * for the next page, pending forms that cannot be shown, the save/resume flag, and the supplement resume page's
 * state found by ZIP.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/sp-dashboard';
import { logger, type LogEntry } from '../../src/platform/logger';
import { navigation } from '../../src/platform/navigation';
import { configure } from '../../src/state/config';
import { getByRole, nameOf, queryAllByRole, queryByRole, queryByText } from '../helpers/queries';
import { waitFor } from '../helpers/wait';
import { DASHBOARD_CONFIG, enrollment, ENROLLMENTS, medsuppApplication, mountDashboard, routes, savedPlan, shownApplications, signInAs, type DashboardPage } from '../components/dashboard/fixtures';
import { stubFetch } from '../helpers/fetch';
import { freshPage, leavePage, nextPage, place } from '../helpers/page';

const section = (root: ShadowRoot) => queryByRole(root, 'region', 'Your applications');
const cardNames = (root: ShadowRoot) => {
  const applications = section(root);
  return applications ? queryAllByRole(applications, 'article').map((card) => nameOf(card)) : [];
};
const statusOf = (root: ShadowRoot, planName: string) => getByRole(root, 'article', planName).textContent ?? '';

/** Records what the library logs until the test ends. */
function recordLog(): { entries: LogEntry[]; stop: () => void } {
  const entries: LogEntry[] = [];
  return { entries, stop: logger.subscribe((entry) => entries.push(entry)) };
}

describe('<sp-dashboard>: applications', () => {
  let page: DashboardPage | undefined;
  let log = recordLog();
  beforeEach(() => {
    freshPage({ config: DASHBOARD_CONFIG });
    log = recordLog();
  });
  afterEach(() => {
    log.stop();
    page?.el.remove();
    page = undefined;
    leavePage();
    sinon.restore();
  });

  it('applications are listed by the year filter: last year\'s never, this year\'s until Nov 30, next year\'s from Oct 15, none further ahead', async () => {
    const byYear = [2025, 2026, 2027, 2028].map((year) => enrollment(`H${year}-001-000`, 'MAPD', { planYear: year, updateDateTime: `2026-02-0${year - 2024}T10:00:00` }));
    const seen: Record<string, string[]> = {};
    for (const date of ['2026-10-14', '2026-10-15', '2026-11-30', '2026-12-01']) {
      freshPage({ systemDate: date, config: DASHBOARD_CONFIG });
      page = await mountDashboard('member', { enrollments: byYear }, { medsupp: 'none' });
      await shownApplications(page.root, `no applications on ${date}`);
      seen[date] = cardNames(page.root).sort();
      page.el.remove();
    }
    expect(seen).to.deep.equal({
      '2026-10-14': ['Plan H2026-001-000'],
      '2026-10-15': ['Plan H2026-001-000', 'Plan H2027-001-000'],
      '2026-11-30': ['Plan H2026-001-000', 'Plan H2027-001-000'],
      '2026-12-01': ['Plan H2027-001-000'],
    });
  });

  it('a status item without a WS image or without a state code is not the application\'s status: it stays Submitted', async () => {
    const items = [
      { imageId: 'PB0001', stateCode: 11, confirmationNo: 'WS1' },
      { imageId: 'WS0002', confirmationNo: 'WS2' },
    ];
    page = await mountDashboard('member', { enrollments: ENROLLMENTS }, { statusItems: items, medsupp: 'none' });
    await waitFor(() => page!.server.requests.some((r) => r.url.pathname.endsWith('/status/v1/search')), 'the statuses were never asked for');
    await waitFor(() => queryByRole(page!.root, 'article', 'Plan H2222-001-000'));
    expect(statusOf(page.root, 'Plan H2222-001-000')).to.contain('StatusSubmitted');
    expect(statusOf(page.root, 'Plan S3333-001-000')).to.contain('StatusSubmitted');
    expect(queryByText(page.root, 'Approved')).to.equal(null);
    await expect(page.el).to.be.accessible();
  });

  it('a status the application system gave once is kept for its plan, year and zip and shown again when a later search fails', async () => {
    page = await mountDashboard('member', { enrollments: ENROLLMENTS }, { statusItems: [{ imageId: 'WS0001', stateCode: 11, confirmationNo: 'WS1' }], medsupp: 'none' });
    await shownApplications(page.root);
    expect(statusOf(page.root, 'Plan H2222-001-000'), 'the looked-up status').to.contain('StatusApproved');
    page.el.remove();
    // The next page of the visit: the search fails, the kept status stands.
    nextPage({ config: DASHBOARD_CONFIG });
    page = await mountDashboard('member', { enrollments: ENROLLMENTS }, { statusItems: 'fail', medsupp: 'none' });
    await waitFor(() => page!.server.requests.some((r) => r.url.pathname.endsWith('/status/v1/search')), 'the statuses were never asked for');
    await shownApplications(page.root);
    expect(statusOf(page.root, 'Plan H2222-001-000')).to.contain('StatusApproved');
    expect(statusOf(page.root, 'Plan S3333-001-000'), 'an application with no kept status').to.contain('StatusSubmitted');
  });

  it('a pending enrollment whose saved form lacks the plan or the applicant\'s zip is left out and logged; the others show', async () => {
    const steps = (data: Record<string, unknown>) => JSON.stringify([{ view: '/steps/personal-information', data }]);
    const pending = [
      { formData: steps({ plan: { planId: 'H7777-001-000', planName: 'Complete form plan', planYear: '2026', planType: 'MAPD' }, applicant: { zipCode: '10001' } }), updateDateTime: '2026-02-06T09:00:00' },
      { formData: steps({ plan: { planName: 'Form without a plan id', planYear: '2026', planType: 'MAPD' }, applicant: { zipCode: '10001' } }) },
      { formData: steps({ plan: { planId: 'H8888-001-000', planName: 'Form without a zip', planYear: '2026', planType: 'MAPD' } }) },
    ];
    page = await mountDashboard('member', { enrollments: [] }, { pending, medsupp: 'none' });
    await waitFor(() => queryByRole(page!.root, 'article', 'Complete form plan'), 'the complete form never showed');
    expect(cardNames(page.root)).to.deep.equal(['Complete form plan']);
    const insufficient = log.entries.filter((e) => e.message === 'Insufficient data found to show Jarvis enrollment');
    expect(insufficient).to.have.length(2);
  });

  it('with disableOleSaveResume on, applications still being filled in are not offered, the Medicare Supplement one in progress included; submitted ones stay', async () => {
    configure({ flags: { disableOleSaveResume: true } });
    try {
      page = await mountDashboard('member', { enrollments: ENROLLMENTS }, { medsupp: medsuppApplication() });
      await waitFor(() => queryByRole(page!.root, 'article', 'Plan H2222-001-000'), 'the submitted application never showed');
      await waitFor(() => page!.server.requests.some((r) => r.url.pathname.endsWith('/enrollments/medsupp/v1')));
      expect(queryByRole(page.root, 'article', 'Plan H1111-001-000'), 'an application in progress').to.equal(null);
      expect(queryByRole(page.root, 'article', 'AARP Medicare Supplement Plan G'), 'the supplement application in progress').to.equal(null);
      expect(queryByRole(page.root, 'button', /^Continue your application/)).to.equal(null);
      await expect(page.el).to.be.accessible();
    } finally {
      configure({ flags: { disableOleSaveResume: false } });
    }
  });

  it('continuing a Medicare Supplement application with no state known asks the counties of its ZIP, and a ZIP with none is logged and leaves the state empty', async () => {
    const assign = sinon.stub(navigation, 'assign');
    const county = { fipsCountyCode: '061', fipsStateCode: '36', fipsCountyName: 'New York County', stateCode: 'NY' };
    const states: string[] = [];
    for (const counties of [[county], []]) {
      freshPage({ config: DASHBOARD_CONFIG });
      // No saved supplement plan and no recommendation: the application's ZIP is all there is to go by.
      signInAs('member');
      const server = stubFetch([
        { method: 'GET', path: '/geolocationinfo/counties/10001', json: { counties } },
        ...routes('member', { plans: [savedPlan('H1234-001-000', 'MAPD')], enrollments: [] }, { medsupp: medsuppApplication() }),
      ]);
      const el = place('sp-dashboard');
      const root = await waitFor(() => el.shadowRoot, '<sp-dashboard> never rendered');
      page = { el, root, server };
      const card = await waitFor(() => queryByRole(root, 'article', 'AARP Medicare Supplement Plan G'), 'no supplement application');
      const resume = await waitFor(() => queryByRole(card, 'button', 'Continue your application: AARP Medicare Supplement Plan G'), 'the button never showed');
      resume.click();
      await waitFor(() => assign.callCount === states.length + 1, 'never left for the resume page');
      states.push(new URL(assign.lastCall.args[0], location.href).searchParams.get('state') ?? '');
      page.el.remove();
    }
    expect(states).to.deep.equal(['NY', '']);
    expect(log.entries.filter((e) => e.message === 'No counties found for 10001')).to.have.length(1);
  });
});
