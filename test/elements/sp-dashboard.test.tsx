import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '../helpers/browser';
import sinon from 'sinon';
import '../../elements/sp-dashboard';
import { logger, type LogEntry } from '../../src/platform/logger';
import { navigation } from '../../src/platform/navigation';
import { readStoredText } from '../../src/platform/storedValue';
import { configure } from '../../src/state/config';
import type { Store } from '../../src/state/store';
import { dashboardMessages } from '../../src/components/dashboard/dashboardMessages';
import type { RecommendationTooltipVariant } from '../../src/domain/recommendation';
import { deepActiveElement, getByRole, nameOf, queryAllByRole, queryByRole, queryByText } from '../helpers/queries';
import { waitFor } from '../helpers/wait';
import { CONTACT, DASHBOARD_CONFIG, enrollment, ENROLLMENTS, medsuppApplication, preData, type ProfileParts, recommended, savedPlan, type ServiceAnswers, STATUS_ITEMS, type Who, mountDashboard, shownApplications, type DashboardPage } from '../components/dashboard/fixtures';
import { freshPage, leavePage } from '../helpers/page';
import type { Route } from '../helpers/fetch';
import { expectEscapeClosesAndReturnsFocus } from '../helpers/focus';

type Page = DashboardPage;

const DRUG = { drugId: 'd1', drugName: 'Metformin', drugDosage: 'Metformin 500 mg tablet', drugQuantity: 60, drugFrequency: 'Month', drugSupplyLength: '30' };
const PROVIDER = { providerId: 'p1', providerName: 'Dr. Ada Smith', providerCoverageType: 'medical' };
const ENROLLED = savedPlan('H9000-001-000', 'MAPD', { isEnrolled: true, effectiveDate: '2026-01-01', planName: 'Enrolled Advantage Plan' });
const ENROLLED_DRUG_PLAN = savedPlan('S9000-001-000', 'PDP', { isEnrolled: true, effectiveDate: '2026-01-01', planName: 'Enrolled Drug Plan' });

const section = (root: ShadowRoot, name: string) => queryByRole(root, 'region', name);

/** Top edges of the named parts, in the order given; the page stacks them when each starts below the one before. */
function expectStackedInOrder(parts: Array<[string, HTMLElement | null]>): void {
  const tops = parts.map(([name, el]) => {
    expect(el, `${name} is shown`).to.exist;
    return [name, el!.getBoundingClientRect().top] as const;
  });
  for (let i = 1; i < tops.length; i++) {
    expect(tops[i]![1], `${tops[i]![0]} below ${tops[i - 1]![0]}`).to.be.greaterThan(tops[i - 1]![1]);
  }
}

const columnsOf = (el: Element) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length;

/** Two columns from medium screens up, one on a phone. */
async function expectTwoColumnsThenOneOnAPhone(grid: Element): Promise<void> {
  await setViewport({ width: 1024, height: 800 });
  expect(columnsOf(grid), 'columns on a medium screen').to.equal(2);
  await setViewport({ width: 360, height: 800 });
  expect(columnsOf(grid), 'columns on a phone').to.equal(1);
}

describe('<sp-dashboard>', () => {
  let store: Store;
  let page: Page | undefined;
  beforeEach(() => {
    store = freshPage({ config: DASHBOARD_CONFIG });
  });
  afterEach(async () => {
    await setViewport({ width: 1024, height: 800 });
    page?.el.remove();
    page = undefined;
    leavePage(store);
    sinon.restore();
  });

  async function mount(who: Who, parts: ProfileParts = {}, answers: ServiceAnswers = {}, before: Route[] = [], options: { whileDeciding?: boolean } = {}): Promise<Page> {
    page = await mountDashboard(who, parts, answers, before, options);
    return page;
  }

  const memberParts = (extra: ProfileParts = {}): ProfileParts => ({
    plans: [savedPlan('H1234-001-000', 'MAPD'), ENROLLED],
    memberEnrolledPlans: [ENROLLED],
    drugs: [DRUG],
    providers: [PROVIDER],
    enrollments: ENROLLMENTS,
    preData: preData([recommended('H3387-004-000', 'MAPD')]),
    ...extra,
  });

  describe('guest', () => {
    it('sees the add tiles and a find-a-plan prompt only', async () => {
      const { root, el } = await mount('guest');
      expect(getByRole(root, 'heading', 'Add plans')).to.exist;
      expect(getByRole(root, 'heading', 'Add drugs')).to.exist;
      expect(getByRole(root, 'heading', 'Add doctors')).to.exist;
      expect(getByRole(root, 'link', 'Find a plan').getAttribute('href')).to.equal('/shop.html');
      for (const name of ['Your active plan', 'Your applications', 'Your recommended plan', 'Your saved plans', 'Find the plan that fits you', 'Keep shopping']) {
        expect(section(root, name), name).to.equal(null);
      }
      expect(queryByRole(root, 'heading', 'Your account is set up')).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('never calls the application services', async () => {
      const { server } = await mount('guest');
      await waitFor(() => server.requests.some((r) => r.url.pathname.includes('/Users/')));
      expect(server.requests.filter((r) => /applications|enrollments|EmailId/.test(r.url.pathname))).to.have.length(0);
    });
  });

  describe('shopper (signed in, not a member)', () => {
    it('with saved items sees the account-setup banner, saved plans, the small-screen block, saved-count tiles and the start-recommendation prompt', async () => {
      const { root, el } = await mount('shopper', { plans: [savedPlan('H1234-001-000', 'MAPD'), savedPlan('S5678-001-000', 'PDP')], drugs: [DRUG] });
      await waitFor(() => queryByRole(root, 'heading', 'Plan H1234-001-000'));
      const banner = getByRole(root, 'heading', 'Your account is set up').closest('.sp-banner') as HTMLElement;
      expect(getByRole(banner, 'link', 'Browse all plans').getAttribute('href')).to.match(/^\/plans\.html\?zipcode=10001/);
      expect(getByRole(banner, 'link', 'View saved plans').getAttribute('href')).to.equal('/profile.html#plans');
      expect(section(root, 'Your saved plans')).to.exist;
      expect(section(root, 'Keep shopping'), 'hidden from medium screens up').to.equal(null);
      await setViewport({ width: 360, height: 800 });
      expect(section(root, 'Keep shopping')).to.exist;
      await setViewport({ width: 1024, height: 800 });
      expect(getByRole(root, 'heading', '2 saved plans')).to.exist;
      expect(getByRole(root, 'heading', '1 saved drug')).to.exist;
      expect(getByRole(root, 'heading', 'Add doctors')).to.exist;
      expect(getByRole(root, 'link', 'Get a plan recommendation').getAttribute('href')).to.equal('/plan-recommendation-engine.html');
      expect(section(root, 'Your active plan')).to.equal(null);
      expect(section(root, 'Your applications')).to.equal(null);
      expect(section(root, 'Your recommended plan')).to.equal(null);
      expect(queryByRole(root, 'link', 'Find a plan')).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('stacks the account-setup banner, saved plans, the start-recommendation prompt, the small-screen block and the tiles in that order', async () => {
      await setViewport({ width: 360, height: 800 });
      const { root } = await mount('shopper', { plans: [savedPlan('H1234-001-000', 'MAPD')], drugs: [DRUG] });
      expectStackedInOrder([
        ['account-setup banner', queryByRole(root, 'heading', 'Your account is set up')],
        ['saved plans', section(root, 'Your saved plans')],
        ['start-recommendation prompt', section(root, 'Find the plan that fits you')],
        ['small-screen block', section(root, 'Keep shopping')],
        ['tiles', section(root, 'Your saved items')],
      ]);
    });

    it('the start-recommendation prompt and the small-screen block pass an axe check at phone width', async () => {
      await setViewport({ width: 360, height: 800 });
      const { root, el } = await mount('shopper', { plans: [savedPlan('H1234-001-000', 'MAPD')] });
      const block = getByRole(section(root, 'Keep shopping')!, 'link', 'Compare saved plans');
      expect(block.getAttribute('href')).to.equal('/profile.html#plans');
      expect(section(root, 'Find the plan that fits you')).to.exist;
      await expect(el).to.be.accessible();
    });

    it('the doctors tile shows its saved count once providers are saved', async () => {
      const { root } = await mount('shopper', { providers: [PROVIDER] });
      const tile = getByRole(root, 'heading', '1 saved doctor or dentist').closest('li') as HTMLElement;
      expect(getByRole(tile, 'link', 'View saved doctors and dentists').getAttribute('href')).to.equal('/profile.html#providers');
      expect(queryByRole(root, 'heading', 'Add doctors')).to.equal(null);
    });

    it('lays the saved-plan cards out in two columns from medium screens up and in one on a phone', async () => {
      const { root } = await mount('shopper', { plans: [savedPlan('H1234-001-000', 'MAPD'), savedPlan('S5678-001-000', 'PDP')] });
      const grid = section(root, 'Your saved plans')!.querySelector('.sp-dashboard__grid')!;
      await expectTwoColumnsThenOneOnAPhone(grid);
    });

    /** Removes the named saved plan with the keyboard: Enter on its Remove, Enter on the pop-up's Remove from saved plans. */
    async function removeWithKeys(root: ShadowRoot, planName: string): Promise<void> {
      getByRole(root, 'button', `Remove ${planName} from saved plans`).focus();
      await sendKeys({ press: 'Enter' });
      const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Remove this plan from your saved plans?'), 'the remove pop-up never opened');
      getByRole(dialog, 'button', 'Remove from saved plans').focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => !queryByRole(root, 'dialog') && !queryByRole(root, 'button', `Remove ${planName} from saved plans`), 'the plan stayed');
    }

    const DELETE_PLAN: Route = { method: 'DELETE', path: /\/plans\//, json: { success: true } };

    it('removing a saved plan puts focus on the "Your saved plans" heading, with a focus ring', async () => {
      const { root } = await mount('shopper', { plans: [savedPlan('H1234-001-000', 'MAPD'), savedPlan('S5678-001-000', 'PDP')] }, {}, [DELETE_PLAN]);
      await waitFor(() => queryByRole(root, 'button', 'Remove Plan H1234-001-000 from saved plans'));
      await removeWithKeys(root, 'Plan H1234-001-000');
      const heading = getByRole(root, 'heading', 'Your saved plans');
      await waitFor(() => deepActiveElement() === heading, `focus went to ${deepActiveElement()?.outerHTML.slice(0, 80)}`);
      expect(getComputedStyle(heading).outlineStyle, 'a focus ring').to.not.equal('none');
    });

    it('removing the last saved plan puts focus on the "Your saved items" heading, where plans can be added again', async () => {
      const { root } = await mount('shopper', { plans: [savedPlan('H1234-001-000', 'MAPD')], drugs: [DRUG] }, {}, [DELETE_PLAN]);
      await waitFor(() => queryByRole(root, 'button', 'Remove Plan H1234-001-000 from saved plans'));
      await removeWithKeys(root, 'Plan H1234-001-000');
      const heading = getByRole(root, 'heading', 'Your saved items');
      await waitFor(() => deepActiveElement() === heading, `focus went to ${deepActiveElement()?.outerHTML.slice(0, 80) ?? 'nowhere'}`);
      expect(section(root, 'Your saved plans')).to.equal(null);
    });

    it('with nothing saved sees no banner, no saved plans and no small-screen block', async () => {
      const { root } = await mount('shopper');
      expect(queryByRole(root, 'heading', 'Your account is set up')).to.equal(null);
      expect(section(root, 'Your saved plans')).to.equal(null);
      expect(section(root, 'Keep shopping')).to.equal(null);
      expect(getByRole(root, 'heading', 'Add plans')).to.exist;
    });

    it('the account-setup banner closes and stays closed on reload', async () => {
      const first = await mount('shopper', { drugs: [DRUG] });
      getByRole(first.root, 'button', 'Close').click();
      await waitFor(() => !queryByRole(first.root, 'heading', 'Your account is set up'));
      first.el.remove();
      store = freshPageKeepingStorage();
      const second = await mount('shopper', { drugs: [DRUG] });
      expect(queryByRole(second.root, 'heading', 'Your account is set up')).to.equal(null);
    });

    it('closing the account-setup banner with the keyboard puts focus on the next heading, "Your saved plans"', async () => {
      const { root } = await mount('shopper', { plans: [savedPlan('H1234-001-000', 'MAPD')], drugs: [DRUG] });
      getByRole(root, 'button', 'Close').focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => !queryByRole(root, 'heading', 'Your account is set up'), 'the banner stayed');
      const heading = getByRole(root, 'heading', 'Your saved plans');
      await waitFor(() => deepActiveElement() === heading, `focus went to ${deepActiveElement()?.outerHTML.slice(0, 80) ?? 'nowhere'}`);
    });

    it('a recommendation without a number-one plan for this year shows neither the recommendation nor the start prompt', async () => {
      const { root } = await mount('shopper', { preData: preData([recommended('H1-001-000', 'MAPD', { planYear: 2025 })]) });
      expect(section(root, 'Your recommended plan')).to.equal(null);
      expect(section(root, 'Find the plan that fits you')).to.equal(null);
    });
  });

  describe('member', () => {
    it('sees the active plan, applications and the recommendation; no start prompt while applications exist', async () => {
      const { root, el } = await mount('member', memberParts(), { statusItems: STATUS_ITEMS });
      await waitFor(() => queryByText(root, 'Approved'));
      expect(getByRole(root, 'heading', 'Enrolled Advantage Plan')).to.exist;
      expect(section(root, 'Your active plan')).to.exist;
      expect(section(root, 'Your applications')).to.exist;
      expect(getByRole(root, 'heading', 'Recommended H3387-004-000')).to.exist;
      expect(section(root, 'Find the plan that fits you')).to.equal(null);
      expect(getByRole(root, 'link', 'See all your recommendation results').getAttribute('href')).to.equal('/plan-recommendation-engine.html/result?year=2026');
      await expect(el).to.be.accessible();
    });

    it('a member with a recommendation can edit the preferences it came from, beside its results (spec §2.1)', async () => {
      const { root } = await mount('member', memberParts());
      const recommendation = section(root, 'Your recommended plan')!;
      const results = getByRole(recommendation, 'link', 'See all your recommendation results');
      const edit = getByRole(recommendation, 'link', 'Edit your preferences');
      expect(edit.getAttribute('href')).to.equal('/plan-recommendation-engine.html/editmypreferences');
      expect(results.closest('ul')).to.equal(edit.closest('ul'));
    });

    it('the disableActivePlans flag hides the active plan', async () => {
      configure({ flags: { disableActivePlans: true } });
      const { root } = await mount('member', memberParts());
      expect(section(root, 'Your applications')).to.exist;
      expect(section(root, 'Your active plan')).to.equal(null);
    });

    it('without applications and without a recommendation shows the start-recommendation prompt', async () => {
      const { root, el } = await mount('member', memberParts({ enrollments: [], preData: preData([]) }), { medsupp: 'none' });
      await waitFor(() => section(root, 'Find the plan that fits you'));
      expect(section(root, 'Your applications')).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('stacks outage and account-setup banners, active plan, applications, recommendation, saved plans, the small-screen block and the tiles in that order', async () => {
      await setViewport({ width: 360, height: 800 });
      const { root } = await mount('member', memberParts({ isServiceOutage: true }), { statusItems: STATUS_ITEMS });
      await waitFor(() => queryByText(root, 'Approved'));
      expectStackedInOrder([
        ['outage banner', queryByRole(root, 'heading', 'Service outage')],
        ['account-setup banner', queryByRole(root, 'heading', 'Your account is set up')],
        ['active plan', section(root, 'Your active plan')],
        ['applications', section(root, 'Your applications')],
        ['recommendation', section(root, 'Your recommended plan')],
        ['saved plans', section(root, 'Your saved plans')],
        ['small-screen block', section(root, 'Keep shopping')],
        ['tiles', section(root, 'Your saved items')],
      ]);
    });

    it('the application cards sit in two columns from medium screens up and in one on a phone', async () => {
      const { root } = await mount('member', memberParts(), { statusItems: STATUS_ITEMS });
      await waitFor(() => queryByText(root, 'Approved'));
      const grid = section(root, 'Your applications')!.querySelector('.sp-dashboard__grid')!;
      await expectTwoColumnsThenOneOnAPhone(grid);
    });

    it('shows one active-plan card per member-enrolled plan and none for a plan only saved', async () => {
      const { root } = await mount('member', memberParts({
        plans: [savedPlan('H1234-001-000', 'MAPD'), ENROLLED, ENROLLED_DRUG_PLAN],
        memberEnrolledPlans: [ENROLLED, ENROLLED_DRUG_PLAN],
      }));
      const active = section(root, 'Your active plan')!;
      expect(queryAllByRole(active, 'article').map((card) => nameOf(card))).to.have.members(['Enrolled Advantage Plan', 'Enrolled Drug Plan']);
      expect(queryByRole(active, 'article', 'Plan H1234-001-000')).to.equal(null);
    });

    it('shows the applications section when the only application is a Medicare Supplement one', async () => {
      const { root } = await mount('member', memberParts({ enrollments: [] }), { medsupp: medsuppApplication() });
      const applications = await shownApplications(root);
      expect(queryAllByRole(applications, 'article').map((card) => nameOf(card))).to.deep.equal(['AARP Medicare Supplement Plan G']);
      expect(section(root, 'Find the plan that fits you')).to.equal(null);
    });

    it('shows each application status, its saved text and its button; a denied one shows the plan contact instead', async () => {
      const { root, el } = await mount('member', memberParts(), { statusItems: STATUS_ITEMS });
      await waitFor(() => queryByText(root, CONTACT.phoneNumber));
      await expect(el, 'with the denied card\'s contact line').to.be.accessible();
      const card = (name: string) => getByRole(root, 'article', name);
      const inProgress = card('Plan H1111-001-000');
      expect(inProgress.textContent).to.contain('Continue Enrollment');
      expect(inProgress.textContent).to.contain('saved 02/01/2026, 10:00 AM CST');
      expect(getByRole(inProgress, 'button', 'Continue your application: Plan H1111-001-000')).to.exist;
      expect(card('Plan H2222-001-000').textContent).to.contain('Approved');
      expect(getByRole(card('Plan H2222-001-000'), 'button', 'View application: Plan H2222-001-000')).to.exist;
      expect(card('Plan H5555-001-000').textContent).to.contain('Submitted');
      expect(getByRole(card('Plan H5555-001-000'), 'button', 'View application: Plan H5555-001-000')).to.exist;
      const denied = card('Plan S3333-001-000');
      expect(denied.textContent).to.contain('Denied');
      expect(denied.textContent).to.contain(`Call the plan at ${CONTACT.phoneNumber} (TTY 711), ${CONTACT.hoursOfOperation}.`);
      expect(queryAllByRole(denied, 'button')).to.have.length(0);
      expect(queryByRole(root, 'article', 'Plan H4444-001-000')).to.equal(null);
    });

    it('a withdrawn application has no button', async () => {
      const { root, el } = await mount('member', memberParts(), { statusItems: [{ imageId: 'WS0001', stateCode: 13, confirmationNo: 'WS1' }] });
      await waitFor(() => queryByText(root, 'Withdrawn'));
      expect(queryAllByRole(getByRole(root, 'article', 'Plan H2222-001-000'), 'button')).to.have.length(0);
      await expect(el).to.be.accessible();
    });

    it('a regular application the application system reports pending (a WS image, state code 5) shows Pending and can be viewed', async () => {
      const { root } = await mount('member', memberParts(), { statusItems: [{ imageId: 'WS0001', stateCode: 5, confirmationNo: 'WS1' }] });
      await waitFor(() => queryByText(root, 'Pending'));
      const card = getByRole(root, 'article', 'Plan H2222-001-000');
      expect(card.textContent).to.contain('StatusPending');
      expect(getByRole(card, 'button', 'View application: Plan H2222-001-000').getAttribute('aria-disabled')).not.to.equal('true');
    });

    it('viewing an application writes the online-enrollment cookie and goes to the enrollment page for its type and brand', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const { root } = await mount('member', memberParts(), { statusItems: STATUS_ITEMS });
      await waitFor(() => queryByText(root, 'Approved'));
      getByRole(root, 'button', 'View application: Plan H2222-001-000').click();
      // The opening's code comes with the page's idle fetch, or on the click.
      expect((await waitFor(() => assign.firstCall)).args[0]).to.equal('/online-enrollment/aarp/mapd/welcome');
      expect(JSON.parse(readStoredText('cookie', 'sp-ole-plan')!)).to.include({ planId: 'H2222-001-000', enrollmentStatus: 'Approved' });
    });

    it('an application without an online enrollment page opens the call-to-enroll pop-up, even with no saved plans on the page', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const byPhone = enrollment('M7777-001-000', 'MS', { updateDateTime: '2026-02-01T10:00:00' });
      const { root, el } = await mount('member', memberParts({ plans: [], memberEnrolledPlans: [], enrollments: [byPhone] }), { medsupp: 'none' });
      expect(section(root, 'Your saved plans')).to.equal(null);
      const button = await waitFor(() => queryByRole(root, 'button', 'Continue your application: Plan M7777-001-000'));
      button.focus();
      button.click();
      const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Call to enroll'));
      expect(dialog.textContent).to.contain('Plan M7777-001-000');
      expect(dialog.textContent).to.contain('(TTY 711)');
      expect(assign.called).to.equal(false);
      await expect(el).to.be.accessible();
      await expectEscapeClosesAndReturnsFocus(root, button);
    });

    it('continuing an application writes the online-enrollment cookie and goes to the enrollment page for its type and brand', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const { root } = await mount('member', memberParts());
      (await waitFor(() => queryByRole(root, 'button', 'Continue your application: Plan H1111-001-000'))).click();
      expect((await waitFor(() => assign.firstCall)).args[0]).to.equal('/online-enrollment/aarp/mapd/welcome');
      expect(JSON.parse(readStoredText('cookie', 'sp-ole-plan')!)).to.include({ planId: 'H1111-001-000', enrollmentStatus: 'Continue Enrollment' });
      expect(localStorage.getItem('sp.ole.recommendation')).to.contain('H3387-004-000');
    });

    it('the Medicare Supplement application in progress continues on its resume page', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const { root, el } = await mount('member', memberParts({ plans: [savedPlan('G01', 'MS')] }), { medsupp: medsuppApplication() });
      const medsupp = await waitFor(() => queryByRole(root, 'article', 'AARP Medicare Supplement Plan G'));
      expect(medsupp.textContent).to.contain('Saved');
      expect(medsupp.textContent).to.contain('Last updated02/04/2026, 12:00 PM CT');
      await expect(el).to.be.accessible();
      getByRole(medsupp, 'button', 'Continue your application: AARP Medicare Supplement Plan G').click();
      await waitFor(() => assign.called);
      const url = new URL(assign.firstCall.args[0], location.href);
      expect(url.pathname).to.equal('/health-plans/medicare-supplement-plans/resume-application.html');
      expect(Object.fromEntries(url.searchParams)).to.deep.equal({ referrer: location.pathname, applicantId: 'MSA-1', DOB: '04/12/1956', zip: '10001', state: 'NY', resume: 'true' });
    });

    it('an adjudicated Medicare Supplement application shows its adjudication status and views details', async () => {
      const { root, el } = await mount('member', memberParts(), { medsupp: medsuppApplication({ applicationStatus: 'SUBMITTED', adjudicationStatus: 'Approved' }) });
      const medsupp = await waitFor(() => queryByRole(root, 'article', 'AARP Medicare Supplement Plan G'));
      await expect(el).to.be.accessible();
      expect(medsupp.textContent).to.contain('StatusApproved');
      expect(medsupp.textContent).not.to.contain('Last updated');
      expect(getByRole(medsupp, 'button', 'View application details: AARP Medicare Supplement Plan G')).to.exist;
    });

    it('a pending Medicare Supplement application shows Pending with its last update and views details', async () => {
      const { root, el } = await mount('member', memberParts(), { medsupp: medsuppApplication({ applicationStatus: 'SUBMITTED', savedTimestamp: undefined, statusDate: '2026-02-06T09:30:00' }) });
      const medsupp = await waitFor(() => queryByRole(root, 'article', 'AARP Medicare Supplement Plan G'));
      await expect(el).to.be.accessible();
      expect(medsupp.textContent).to.contain('StatusPending');
      expect(medsupp.textContent).to.contain('Last updated02/06/2026, 09:30 AM CT');
      expect(getByRole(medsupp, 'button', 'View application details: AARP Medicare Supplement Plan G')).to.exist;
    });

    it('a last-update time that cannot be formatted is logged and shows as empty text (spec §8)', async () => {
      const logged: LogEntry[] = [];
      const stop = logger.subscribe((entry) => logged.push(entry));
      try {
        const { root } = await mount('member', memberParts(), { medsupp: medsuppApplication({ savedTimestamp: 'sometime last week' }) });
        const medsupp = await waitFor(() => queryByRole(root, 'article', 'AARP Medicare Supplement Plan G'));
        expect(medsupp.textContent).not.to.contain('Last updated');
        expect(medsupp.textContent).not.to.contain('sometime last week');
        expect(logged.filter((e) => e.level === 'error').map((e) => e.message)).to.include('Timestamp formatting failed');
      } finally {
        stop();
      }
    });

    it('the recommendation card shows rank, premium, deductible, drug cost, drugs covered and pharmacy, and enrolls online', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const { root } = await mount('member', memberParts());
      const card = getByRole(root, 'article', 'Recommended H3387-004-000');
      for (const text of ['#1', 'Deductible$250.00', 'Estimated annual drug cost$412.60', 'Drugs covered2 of 3', 'Your pharmacyIn network']) expect(card.textContent).to.contain(text);
      (await waitFor(() => queryByRole(card, 'button', 'Enroll in plan: Recommended H3387-004-000'), 'the enroll button never showed')).click();
      expect(assign.firstCall.args[0]).to.equal('/online-enrollment/aarp/mapd/welcome');
      expect(JSON.parse(readStoredText('cookie', 'sp-ole-plan')!)).to.include({ planId: 'H3387-004-000' });
    });

    it("the recommended plan's Enroll follows the saved-plan cards' enroll window: none for next year's plan before Oct 15, on either", async () => {
      configure({ systemDate: '2026-10-05' });
      const next = { planYear: 2027 };
      const { root } = await mount('member', memberParts({ plans: [savedPlan('H3387-004-000', 'MAPD', next)], preData: preData([recommended('H3387-004-000', 'MAPD', next)]) }));
      const card = getByRole(section(root, 'Your recommended plan')!, 'article');
      expect(queryAllByRole(card, 'button').map((b) => b.textContent)).to.deep.equal(['Why this plan? Recommended H3387-004-000']);
      const saved = getByRole(section(root, 'Your saved plans')!, 'article', 'Plan H3387-004-000');
      expect(queryByRole(saved, 'button', /^Enroll in plan/)).to.equal(null);
    });

    it("from Oct 15 next year's recommended plan offers Enroll in plan, as its saved card does", async () => {
      configure({ systemDate: '2026-10-15' });
      const next = { planYear: 2027 };
      const { root } = await mount('member', memberParts({ plans: [savedPlan('H3387-004-000', 'MAPD', next)], preData: preData([recommended('H3387-004-000', 'MAPD', next)]) }));
      await waitFor(() => queryByRole(section(root, 'Your recommended plan')!, 'button', 'Enroll in plan: Recommended H3387-004-000'), 'the recommended plan\'s enroll button never showed');
      await waitFor(() => queryByRole(section(root, 'Your saved plans')!, 'button', 'Enroll in plan: Plan H3387-004-000'), 'the saved plan\'s enroll button never showed');
    });

    it('an institutional SNP top plan offers Learn more, which opens the call-to-enroll pop-up, as on the plans page', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const { root, el } = await mount('member', memberParts({ preData: preData([recommended('H3379-003-000', 'SNP', { snpType: 'INSTITUTIONAL' })]) }));
      const card = getByRole(section(root, 'Your recommended plan')!, 'article');
      expect(queryByRole(card, 'button', /^Enroll in plan/)).to.equal(null);
      const learnMore = await waitFor(() => queryByRole(card, 'button', 'Learn more: Recommended H3379-003-000'), 'the Learn more button never showed');
      learnMore.focus();
      learnMore.click();
      const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Call to enroll'), 'no call-to-enroll pop-up');
      expect(dialog.textContent).to.contain('Recommended H3379-003-000');
      expect(assign.called).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('an acquired plan the content excludes from online enrollment has no Enroll, on the recommendation or its saved card', async () => {
      const shopper = { method: 'GET', path: /shopper-profile-redesign\/shopper\.json$/, json: { acquiredPlanIds: ['H3387-004-000'] } };
      const { root } = await mount('member', memberParts({ plans: [savedPlan('H3387-004-000', 'MAPD')] }), {}, [shopper]);
      const saved = getByRole(section(root, 'Your saved plans')!, 'article', 'Plan H3387-004-000');
      await waitFor(() => !queryByRole(saved, 'button', /^Enroll in plan/), 'the saved card kept its Enroll');
      const card = getByRole(section(root, 'Your recommended plan')!, 'article');
      expect(queryByRole(card, 'button', /^Enroll in plan/)).to.equal(null);
    });

    it('while the content naming an acquired plan loads, no card shows an Enroll a person could see: each holds its place, then the acquired plan\'s goes and the others\' show', async () => {
      const shopper = { method: 'GET', path: /shopper-profile-redesign\/shopper\.json$/, json: { acquiredPlanIds: ['H3387-004-000'] }, delay: 1000 };
      const { root } = await mount('member', memberParts({ plans: [savedPlan('H3387-004-000', 'MAPD'), savedPlan('H3387-005-000', 'MAPD')] }), {}, [shopper], { whileDeciding: true });
      // The queries count only what a person can see (visibility:hidden is not).
      const seenEnroll = (name: string) => {
        const card = queryByRole(section(root, 'Your saved plans')!, 'article', name);
        return card ? queryAllByRole(card, 'button', /^Enroll in plan/) : [];
      };
      await waitFor(() => queryByRole(section(root, 'Your saved plans')!, 'article', 'Plan H3387-005-000'), 'the saved cards never rendered');
      const recommended = getByRole(section(root, 'Your recommended plan')!, 'article');
      const seenOnRecommendation = () => queryAllByRole(recommended, 'button', /^Enroll in plan/);
      const beforeContent = [...seenEnroll('Plan H3387-004-000'), ...seenEnroll('Plan H3387-005-000'), ...seenOnRecommendation()];
      await waitFor(() => seenEnroll('Plan H3387-005-000').length === 1, 'the other plan never showed its Enroll');
      expect(beforeContent.length, 'an Enroll shown before the content said which plans are acquired').to.equal(0);
      const acquired = getByRole(section(root, 'Your saved plans')!, 'article', 'Plan H3387-004-000');
      expect(queryByRole(acquired, 'button', /^Enroll in plan/)).to.equal(null);
    });

    it('a top plan on the suppression list has no Enroll', async () => {
      const suppression = { method: 'GET', path: /global\/suppression\.json$/, json: { suppressedPlanIds: ['H3387-004-000'] } };
      const { root } = await mount('member', memberParts(), {}, [suppression]);
      const card = getByRole(section(root, 'Your recommended plan')!, 'article');
      await waitFor(() => !queryByRole(card, 'button', /^Enroll in plan/), 'the suppressed plan kept its Enroll');
    });

    it('a Medicare Supplement top plan with a matching application continues it', async () => {
      const { root } = await mount(
        'member',
        memberParts({ preData: preData([recommended('G01', 'MS', { planName: 'AARP Medicare Supplement Plan G', premiumCost: 151.25 })]) }),
        { medsupp: medsuppApplication() },
      );
      const card = await waitFor(() => queryByRole(root, 'article', 'AARP Medicare Supplement Plan G') && getByRole(section(root, 'Your recommended plan')!, 'article'));
      await waitFor(() => queryByRole(card, 'button', 'Continue your application: AARP Medicare Supplement Plan G'));
      expect(card.textContent).to.contain('Monthly premium$151.25');
      expect(card.textContent).not.to.contain('Drugs covered');
    });

    it('a Medicare Supplement top plan without an application starts one on its details page when no saved plan shares its state', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const { root } = await mount('member', memberParts({ preData: preData([recommended('G01', 'MS', { compositePlanId: { plancode: 'G' } })]) }), { medsupp: 'none' });
      const card = getByRole(section(root, 'Your recommended plan')!, 'article');
      (await waitFor(() => queryByRole(card, 'button', 'Start application: Recommended G01'), 'the Start application button never showed')).click();
      await waitFor(() => assign.called, 'never left for the details page');
      expect(assign.firstCall.args[0]).to.equal('/health-plans/medsupp-details.html/10001/G/2026?startApplication=true');
    });

    it('a suppressed Medicare Supplement top plan without an application has no button', async () => {
      const { root } = await mount('member', memberParts({ preData: preData([recommended('MW1', 'MS')]) }), { medsupp: 'none' });
      const card = getByRole(section(root, 'Your recommended plan')!, 'article');
      expect(queryAllByRole(card, 'button').map((b) => b.textContent)).to.deep.equal(['Why this plan? Recommended MW1']);
    });
  });

  describe('recommendation tooltip', () => {
    const variants: Array<[string, RecommendationTooltipVariant, Record<string, unknown>]> = [
      ['MS', 'medicareSupplement', {}],
      ['PDP', 'standAloneDrugPlan', {}],
      ['SNP', 'specialNeedsPlan', { snpType: 'DSNP' }],
      ['MAPD', 'medicareAdvantage', {}],
    ];
    for (const [planType, variant, extra] of variants) {
      it(`a ${planType} top plan shows the ${variant} text; the pop-up holds focus, closes on Escape and returns focus`, async () => {
        const { root, el } = await mount('member', memberParts({ enrollments: [], preData: preData([recommended('X1-001-000', planType, extra)]) }), { medsupp: 'none' });
        const opener = getByRole(root, 'button', 'Why this plan? Recommended X1-001-000');
        opener.focus();
        opener.click();
        const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Why we recommend this plan'));
        expect(dialog.textContent).to.contain(dashboardMessages.en.tooltipText(variant));
        await expect(el).to.be.accessible();
        await sendKeys({ press: 'Tab' });
        expect(dialog.contains(deepActiveElement())).to.equal(true);
        await expectEscapeClosesAndReturnsFocus(root, opener);
      });
    }

    it('its Close button closes it', async () => {
      const { root } = await mount('member', memberParts());
      getByRole(root, 'button', 'Why this plan? Recommended H3387-004-000').click();
      const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Why we recommend this plan'));
      getByRole(dialog, 'button', 'Close').click();
      await waitFor(() => !queryByRole(root, 'dialog'));
    });
  });

  describe('cloaked', () => {
    it('sees the member sections with enroll and application buttons disabled', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const { root, el } = await mount('cloaked', memberParts(), { statusItems: STATUS_ITEMS });
      const button = await waitFor(() => queryByRole(root, 'button', 'Continue your application: Plan H1111-001-000'));
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      expect(getByRole(root, 'button', 'Enroll in plan: Recommended H3387-004-000').getAttribute('aria-disabled')).to.equal('true');
      button.click();
      expect(assign.called).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('sees the active plan, applications and recommendation, but no Medicare Supplement card since that call is skipped', async () => {
      const { root, server } = await mount('cloaked', memberParts(), { statusItems: STATUS_ITEMS, medsupp: medsuppApplication() });
      await waitFor(() => queryByText(root, 'Approved'));
      expect(section(root, 'Your active plan')).to.exist;
      expect(section(root, 'Your applications')).to.exist;
      expect(section(root, 'Your recommended plan')).to.exist;
      expect(section(root, 'Find the plan that fits you')).to.equal(null);
      expect(queryByRole(root, 'article', 'AARP Medicare Supplement Plan G')).to.equal(null);
      expect(server.requests.filter((r) => /enrollments\/medsupp|EmailId/.test(r.url.pathname))).to.have.length(0);
      const buttons = [
        getByRole(root, 'button', 'View application: Plan H2222-001-000'),
        getByRole(root, 'button', 'View application: Plan H5555-001-000'),
        getByRole(root, 'button', 'Continue your application: Plan H1111-001-000'),
        getByRole(root, 'button', 'Enroll in plan: Recommended H3387-004-000'),
      ];
      for (const button of buttons) expect(button.getAttribute('aria-disabled'), nameOf(button)).to.equal('true');
    });
  });

  describe('service outage', () => {
    it('shows the banner to anyone; Close hides it and it stays hidden on reload', async () => {
      const first = await mount('guest', { isServiceOutage: true });
      expect(getByRole(first.root, 'heading', 'Service outage')).to.exist;
      await expect(first.el).to.be.accessible();
      getByRole(first.root, 'button', 'Close').click();
      await waitFor(() => !queryByRole(first.root, 'heading', 'Service outage'));
      first.el.remove();
      store = freshPageKeepingStorage();
      const second = await mount('guest', { isServiceOutage: true });
      expect(queryByRole(second.root, 'heading', 'Service outage')).to.equal(null);
    });

    it('closing the banner with the keyboard puts focus on the next heading below it, "Find a Medicare plan"', async () => {
      const { root } = await mount('guest', { isServiceOutage: true });
      getByRole(root, 'button', 'Close').focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => !queryByRole(root, 'heading', 'Service outage'), 'the banner stayed');
      const heading = getByRole(root, 'heading', 'Find a Medicare plan');
      await waitFor(() => deepActiveElement() === heading, `focus went to ${deepActiveElement()?.outerHTML.slice(0, 80) ?? 'nowhere'}`);
    });
  });

  describe('faults', () => {
    it('a failing status search leaves the applications with their stored statuses', async () => {
      const { root } = await mount('member', memberParts(), { statusItems: 'fail', medsupp: medsuppApplication() });
      await waitFor(() => queryByRole(root, 'article', 'AARP Medicare Supplement Plan G'));
      expect(getByRole(root, 'article', 'Plan H2222-001-000').textContent).to.contain('Submitted');
      expect(getByRole(root, 'article', 'Recommended H3387-004-000')).to.exist;
    });

    it('a failing pending-enrollment call leaves the stored applications', async () => {
      const { root } = await mount('member', memberParts(), { pending: 'fail', statusItems: STATUS_ITEMS });
      await waitFor(() => queryByText(root, 'Approved'));
      expect(getByRole(root, 'article', 'Plan H1111-001-000')).to.exist;
    });

    it('a failing Medicare Supplement call leaves out only its card', async () => {
      const { root } = await mount('member', memberParts(), { medsupp: 'fail', statusItems: STATUS_ITEMS });
      await waitFor(() => queryByText(root, 'Approved'));
      expect(queryByRole(root, 'article', 'AARP Medicare Supplement Plan G')).to.equal(null);
      expect(section(root, 'Your applications')).to.exist;
    });

    it('a failing plan-contact call leaves the denied card without a contact', async () => {
      const { root, server } = await mount('member', memberParts(), { contact: 'fail', statusItems: STATUS_ITEMS });
      await waitFor(() => server.requests.some((r) => r.url.pathname.endsWith('/plan-contact')));
      const denied = await waitFor(() => queryByText(root, 'Denied') && getByRole(root, 'article', 'Plan S3333-001-000'));
      expect(denied.textContent).not.to.contain('Call the plan');
      expect(getByRole(root, 'article', 'Plan H2222-001-000').textContent).to.contain('Approved');
    });
  });

  describe('with a pending application only', () => {
    it('shows the applications section for a pending enrollment found by e-mail', async () => {
      const pending = { ...enrollment('H3387-004-000', 'MAPD'), planName: 'Found by e-mail', updateDateTime: '2026-02-05T09:00:00' };
      const { root } = await mount('member', memberParts({ enrollments: [] }), { pending: [pending], medsupp: 'none' });
      await waitFor(() => queryByRole(root, 'article', 'Found by e-mail'));
      expect(section(root, 'Your applications')).to.exist;
    });
  });
});

/** A new page in the same browser: fresh state and cookies, storage kept. */
function freshPageKeepingStorage(): Store {
  const local = { ...localStorage };
  const store = freshPage({ config: DASHBOARD_CONFIG });
  for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
  return store;
}
