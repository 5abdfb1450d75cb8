/**
 * A profile answer the client cannot fully read (spec §8: logged, the flow
 * continues). An answer that is no profile at all (not JSON, not an object,
 * a 500) fails the load with a logged error and <sp-profile> shows its
 * shell. Anything else is read section by section and item by item: what can
 * be read shows, what cannot is left out and logged once, with the call's
 * name, and nothing is deleted or sent.
 */
import { expect } from '@open-wc/testing';
import '../../elements/sp-profile';
import { logger, type LogEntry } from '../../src/platform/logger';
import { navigation } from '../../src/platform/navigation';
import { loadProfile } from '../../src/state/profile';
import { drugsAtom, providersAtom } from '../../src/state/savedItems';
import {
  drugsAndPharmacyDetailsAtom,
  enrollmentsDetailsAtom,
  memberEnrolledPlansAtom,
  plansDetailsAtom,
  preDataAtom,
  profileStatusAtom,
  providersDetailsAtom,
  userDetailsAtom,
} from '../../src/state/profile';
import { savedPlansAtom } from '../../src/state/savedPlans';
import { topRecommendedPlanAtom } from '../../src/state/plans/recommendations';
import { sessionAtom } from '../../src/state/session';
import { ensureStarted } from '../../src/state/startup';
import { getStore } from '../../src/state/store';
import { profilePage, UUID } from '../components/profile/profilePage';
import { leavePage, placeElement, startPage, YEAR } from '../helpers/page';
import { stubFetch, type Route } from '../helpers/fetch';
import { queryByRole, queryByText } from '../helpers/queries';
import { waitFor } from '../helpers/wait';
import { fullMemberProfile } from './fixtures';

const PROFILE_PATH = new RegExp(`/landrover/api/Users/${UUID}/all/${YEAR}`);
const LEFT_OUT = 'API call users.get.all answered parts that could not be read; they were left out';

type Answer = ReturnType<typeof fullMemberProfile>;
/** A loose view of the answer, so a test can put in what a faulty service sends. */
type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const answer = (): Answer => fullMemberProfile(UUID, YEAR);
const ids = <T>(list: readonly T[] | undefined, key: (item: T) => unknown) => (list ?? []).map(key);

describe('state: a malformed or failed profile answer', () => {
  let entries: LogEntry[] = [];
  let uncaught: unknown[] = [];
  let navigations: string[] = [];
  let unsubscribe: () => void = () => undefined;
  const originalAssign = navigation.assign;
  const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);

  beforeEach(() => {
    entries = [];
    uncaught = [];
    navigations = [];
    unsubscribe = logger.subscribe((entry) => entries.push(entry));
    navigation.assign = (url: string) => void navigations.push(url);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  afterEach(() => {
    unsubscribe();
    navigation.assign = originalAssign;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    leavePage();
  });

  const profileErrors = () => entries.filter((e) => e.level === 'error' && e.message.startsWith('API call users.get.all failed'));
  const leftOutLogs = () => entries.filter((e) => e.message === LEFT_OUT);
  /** What the one "left out" entry lists; fails when there is more than one. */
  function leftOutParts(): string[] {
    const logs = leftOutLogs();
    expect(logs.length, 'logged once per answer').to.be.at.most(1);
    const detail = logs[0]?.detail as { call: string; unreadable: { what: string }[] } | undefined;
    if (detail) expect(detail.call).to.equal('users.get.all');
    return detail?.unreadable.map((part) => part.what) ?? [];
  }

  describe('an answer that is no profile at all', () => {
    async function showShell(route: Route) {
      startPage(profilePage('signed-in', { routes: [route] }));
      const started = ensureStarted(getStore());
      const { root } = await placeElement('sp-profile', (r) => getStore().get(profileStatusAtom) === 'error' && queryByRole(r, 'heading', 'Your account'));
      await started;
      return root;
    }

    /** The load failed with one logged error of `detail`, no profile, and the page's shell without an uncaught error. */
    async function expectShellAfterFailedLoad(route: Route, detail: Record<string, unknown>) {
      const root = await showShell(route);
      expect(profileErrors()).to.have.length(1);
      expect(profileErrors()[0]?.detail).to.include(detail);
      expect(getStore().get(plansDetailsAtom)).to.equal(undefined);
      expect(queryByRole(root, 'navigation', 'Your account')).to.exist;
      expect(uncaught).to.deep.equal([]);
    }

    const badBodies: [string, Route][] = [
      ['a body that is not JSON', { method: 'GET', path: PROFILE_PATH, body: '{"uuid": ' }],
      ['a JSON body that is not an object (the QA fault `malformed`)', { method: 'GET', path: PROFILE_PATH, json: ['not', 'a', 'profile'] }],
    ];
    for (const [what, route] of badBodies) {
      it(`${what}: the load fails with a logged schema error, status error, and <sp-profile> shows its shell without an uncaught error`, async () => {
        await expectShellAfterFailedLoad(route, { kind: 'schema', call: 'users.get.all' });
      });
    }

    it('a 500: the load fails with a logged HTTP error, status error, and <sp-profile> shows its shell without an uncaught error', async () => {
      await expectShellAfterFailedLoad({ method: 'GET', path: PROFILE_PATH, status: 500, json: { message: 'Internal error' } }, { kind: 'http', status: 500, call: 'users.get.all' });
    });
  });

  describe('an answer read section by section, item by item', () => {
    /** Loads `body` as the member's profile through the real startup; returns the requests sent. */
    async function load(body: unknown) {
      const page = startPage(profilePage('member', { routes: [{ method: 'GET', path: PROFILE_PATH, json: body }] }));
      await ensureStarted(getStore());
      return page.server.requests;
    }

    /** The sections this test did not touch are all there, as sent. */
    function expectUntouched(store = getStore(), skip: string[] = []) {
      const full = answer();
      if (!skip.includes('plans')) expect(ids(store.get(plansDetailsAtom)?.plans, (p) => `${p.planId} ${p.planYear}`)).to.deep.equal(full.plansDetails.plans.map((p) => `${p.planId} ${p.planYear}`));
      if (!skip.includes('drugs')) expect(ids(store.get(drugsAtom), (d) => d.drugName).sort()).to.deep.equal(['Atorvastatin', 'Metformin']);
      if (!skip.includes('providers')) expect(ids(store.get(providersAtom), (p) => p.providerId)).to.deep.equal(['p1', 'p2']);
      if (!skip.includes('enrollments')) expect(ids(store.get(enrollmentsDetailsAtom)?.enrollments, (e) => e.planId)).to.deep.equal(['H1234-007-000', 'S5678-015-000']);
      if (!skip.includes('enrolled')) expect(ids(store.get(memberEnrolledPlansAtom), (p) => p.planId)).to.deep.equal(['H1234-005-000']);
      if (!skip.includes('user')) expect(store.get(userDetailsAtom)).to.include({ firstName: 'Maria', lastName: 'Lopez' });
    }

    // Searches sent as POST that read, never write (the dashboard's application lookups, started once the page is idle:
    // how soon depends on the engine, since WebKit has no requestIdleCallback).
    const READ_ONLY_POSTS = [/\/fetchEnrollmentDataByEmailId\//, /\/applications\/status\/v1\/search$/];

    function expectNothingLostOrSent(requests: { method: string; url: URL }[]) {
      expect(getStore().get(profileStatusAtom)).to.equal('ready');
      expect(profileErrors()).to.deep.equal([]);
      const writes = requests.filter((r) => r.method !== 'GET' && !READ_ONLY_POSTS.some((path) => path.test(r.url.pathname)));
      expect(writes.map((r) => `${r.method} ${r.url.pathname}`)).to.deep.equal([]);
      expect(navigations).to.deep.equal([]);
      expect(uncaught).to.deep.equal([]);
    }

    it('enrollmentsDetails with no enrollments array reads as no applications; the rest shows and nothing is logged', async () => {
      const body: Loose = answer();
      body.enrollmentsDetails = {};
      expectNothingLostOrSent(await load(body));
      expect(getStore().get(enrollmentsDetailsAtom)?.enrollments).to.deep.equal([]);
      expectUntouched(getStore(), ['enrollments']);
      expect(leftOutLogs()).to.deep.equal([]);
    });

    it('enrollments that are not a list read as none, logged once with the call name', async () => {
      const body: Loose = answer();
      body.enrollmentsDetails.enrollments = 'pending';
      expectNothingLostOrSent(await load(body));
      expect(getStore().get(enrollmentsDetailsAtom)?.enrollments).to.deep.equal([]);
      expectUntouched(getStore(), ['enrollments']);
      expect(leftOutParts()).to.deep.equal(['application list']);
    });

    it('one malformed recommended plan is left out; the others stay, the top plan is still the top plan', async () => {
      const body: Loose = answer();
      body.preData.planRecommendationObj.plans.splice(1, 0, 'not a plan');
      expectNothingLostOrSent(await load(body));
      expect(ids(getStore().get(preDataAtom)?.planRecommendationObj?.plans, (p) => p.planId)).to.deep.equal(['H1234-001-000', 'H1234-003-000']);
      expect(getStore().get(topRecommendedPlanAtom)?.planId).to.equal('H1234-001-000');
      expectUntouched();
      expect(leftOutParts()).to.deep.equal(['recommended plan']);
    });

    it('a recommended plan with an unreadable rank keeps its other fields', async () => {
      const body: Loose = answer();
      body.preData.planRecommendationObj.plans[1].rank = { value: 2 };
      expectNothingLostOrSent(await load(body));
      const plans = getStore().get(preDataAtom)?.planRecommendationObj?.plans ?? [];
      expect(plans.map((p) => [p.planId, p.rank])).to.deep.equal([['H1234-001-000', '1'], ['H1234-003-000', undefined]]);
      expect(leftOutParts()).to.deep.equal(['recommended plan rank']);
    });

    it('preData.drugs[].qty as empty text reads as no quantity; the drug stays', async () => {
      const body: Loose = answer();
      body.preData.drugs[0].qty = '';
      expectNothingLostOrSent(await load(body));
      expect(getStore().get(preDataAtom)?.drugs).to.deep.equal([{ ndc: '00071015523', qty: undefined, frequency: 'Month', supply: '30' }]);
      expectUntouched();
      expect(leftOutParts()).to.deep.equal(['preData drug qty']);
    });

    it('a favourited supplement plan without planCode is left out; the other favourites stay', async () => {
      const body: Loose = answer();
      body.medsuppData.savedPlanInformation.favoritedPlans.unshift({ planYear: YEAR });
      expectNothingLostOrSent(await load(body));
      expectUntouched();
      expect(leftOutParts()).to.deep.equal(['favourited supplement plan']);
    });

    it('userDetails.retryCount as text reads as absent; the user stays signed in with the rest of the details', async () => {
      const body: Loose = answer();
      body.userDetails.retryCount = 'three';
      expectNothingLostOrSent(await load(body));
      expect(getStore().get(userDetailsAtom)?.retryCount).to.equal(undefined);
      expect(getStore().get(sessionAtom)).to.include({ uuid: UUID, isGuest: false });
      expectUntouched();
      expect(leftOutParts()).to.deep.equal(['userDetails retryCount']);
    });

    it('userDetails that are not an object read as empty details: the user is not signed out', async () => {
      const body: Loose = answer();
      body.userDetails = 'Maria Lopez';
      expectNothingLostOrSent(await load(body));
      expect(getStore().get(userDetailsAtom)).to.deep.equal({});
      expectUntouched(getStore(), ['user']);
      expect(leftOutParts()).to.deep.equal(['section userDetails']);
    });

    it('providersDetails.planYear empty reads as absent; every saved provider shows', async () => {
      const body: Loose = answer();
      body.providersDetails.planYear = '';
      expectNothingLostOrSent(await load(body));
      expect(getStore().get(providersDetailsAtom)?.planYear).to.equal(undefined);
      expectUntouched();
      expect(leftOutParts()).to.deep.equal(['providersDetails planYear']);
    });

    it('a plan with an epoch-number effectiveDate keeps its card, and nothing is logged', async () => {
      const body: Loose = answer();
      body.plansDetails.plans[0].effectiveDate = Date.UTC(YEAR, 0, 1, 12);
      body.memberEnrolledPlans[0].effectiveDate = Date.UTC(YEAR, 0, 1, 12);
      expectNothingLostOrSent(await load(body));
      expectUntouched();
      expect(getStore().get(plansDetailsAtom)?.plans[0]?.effectiveDate).to.equal(Date.UTC(YEAR, 0, 1, 12));
      expect(leftOutLogs()).to.deep.equal([]);
    });

    it('a plan, drug or provider with one odd sub-field keeps its card; only that field is left out', async () => {
      const body: Loose = answer();
      body.plansDetails.plans[1].county = 'Kings';
      body.drugsAndPharmacyDetails.drugInfoDetails[0].drugQuantity = 'sixty';
      body.providersDetails.providerIdList[1].languages = 'Spanish';
      expectNothingLostOrSent(await load(body));
      expectUntouched();
      expect(getStore().get(plansDetailsAtom)?.plans[1]).to.include({ planId: 'S5678-012-000', county: undefined });
      expect(leftOutParts()).to.deep.equal(['plan county', 'drug drugQuantity', 'provider languages']);
    });

    it('one bad item among good ones in each list is left out on its own; one log entry lists them all', async () => {
      const body: Loose = answer();
      body.plansDetails.plans.push({ planName: 'No id', planType: 'MAPD', planYear: YEAR });
      body.drugsAndPharmacyDetails.drugInfoDetails.push({ drugId: 'no-name' });
      body.providersDetails.providerIdList.push(null);
      body.enrollmentsDetails.enrollments.push({ planName: 'No plan id' });
      body.memberEnrolledPlans.push(42);
      expectNothingLostOrSent(await load(body));
      expectUntouched();
      expect(leftOutParts()).to.deep.equal(['saved plan', 'enrolled plan', 'saved drug', 'saved provider', 'application']);
    });

    it('a section that is not an object is left out; the other sections show', async () => {
      const body: Loose = answer();
      body.drugsAndPharmacyDetails = ['Atorvastatin'];
      expectNothingLostOrSent(await load(body));
      expect(getStore().get(drugsAndPharmacyDetailsAtom)).to.equal(undefined);
      expectUntouched(getStore(), ['drugs']);
      expect(leftOutParts()).to.deep.equal(['section drugsAndPharmacyDetails']);
    });

    it('on a reload, a section the answer spoils keeps what the page already shows', async () => {
      const requests = await load(answer());
      const spoiled: Loose = answer();
      spoiled.drugsAndPharmacyDetails = 'unavailable';
      spoiled.providersDetails = 7;
      const server = stubFetch([{ method: 'GET', path: PROFILE_PATH, json: spoiled }]);
      expect(await loadProfile(getStore())).to.equal(true);
      expectNothingLostOrSent([...requests, ...server.requests]);
      expectUntouched();
      expect(leftOutParts()).to.deep.equal(['section drugsAndPharmacyDetails', 'section providersDetails']);
    });

    it('<sp-profile> shows every readable saved plan, drug and provider when all the named faults come at once', async () => {
      const body: Loose = answer();
      body.enrollmentsDetails = {};
      body.preData.planRecommendationObj.plans.push({ rank: [], planYear: 'next' }, 'x');
      body.preData.drugs[0].qty = '';
      body.medsuppData.savedPlanInformation.favoritedPlans.push({ planYear: YEAR });
      body.userDetails.retryCount = 'three';
      body.providersDetails.planYear = '';
      body.plansDetails.plans[0].effectiveDate = Date.UTC(YEAR, 0, 1, 12);
      const page = startPage(profilePage('member', { routes: [{ method: 'GET', path: PROFILE_PATH, json: body }] }));
      const { root } = await placeElement('sp-profile', (r) => queryByRole(r, 'link', 'Your drugs, 2 saved'));
      expect(queryByRole(root, 'link', 'Your doctors and dentists, 2 saved')).to.exist;
      // The four saved plans of the year, the one with the epoch-number date among them.
      expect(getStore().get(savedPlansAtom).map((p) => p.planId)).to.deep.equal(['H1234-001-000', 'S5678-012-000', 'H9999-002-000', 'H1234-003-000']);
      expect(queryByRole(root, 'link', 'Browse plans (4 saved)')).to.exist;
      await waitFor(() => queryByText(root, 'Plan H1234-001-000'), 'the plan with the epoch-number date never showed its card');
      expectNothingLostOrSent(page.server.requests);
      expect(leftOutParts()).to.have.members([
        'userDetails retryCount',
        'providersDetails planYear',
        'favourited supplement plan',
        'recommended plan rank',
        'recommended plan planYear',
        'recommended plan',
        'preData drug qty',
      ]);
    });
  });
});
