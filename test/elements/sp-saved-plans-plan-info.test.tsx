/**
 * <sp-saved-plans>: the plan information calls of spec §7.3 on the cards
 * that need them, each answered as the reference backend answers it: plan
 * details by id for a plan stored without its premium or saved before its
 * year opened; LIS data by county and federal plans for the Extra Help
 * figures a plan lacks. Each failure leaves only its own figures as stored
 * and is logged (§8).
 */
import { expect } from '@open-wc/testing';
import '../../elements/sp-saved-plans';
import { logger, type LogEntry } from '../../src/platform/logger';
import { makeCentral } from '../../src/domain/time';
import type { Route } from '../helpers/fetch';
import { getByRole, getByText, queryByText } from '../helpers/queries';
import { waitFor } from '../helpers/wait';
import { MEMBER_UUID } from '../state/fixtures';
import { leavePage, placeElement, startPage } from '../helpers/page';
import { CONTENT_ROUTES, mapdPlan, pdpPlan, profileWith } from '../components/plans/fixtures';

const MAPD = 'AARP Medicare Advantage Plan 2 (HMO)';
const PDP = 'AARP Medicare Rx Preferred from UHC (PDP)';
const LIS_LABEL = 'Monthly premium with Extra Help';
const DETAILS = '/planinfo/details/VPP/plan-years/2026/plans/H3387-003-000';

/** A plan as the planinfo services answer it (the reference backend's servicePlan). */
function servicePlan(planId: string, extra: Record<string, unknown>) {
  const [contractId, pbpNumber, segmentId] = planId.split('-');
  return { compositePlanId: { contractId, pbpNumber, segmentId, planYear: 2026 }, planId, planName: MAPD, planType: 'MAPD', planYear: 2026, ...extra };
}

const detailsRoute = (plans: unknown[], status = 200): Route => ({ method: 'GET', path: DETAILS, status, json: status === 200 ? { data: { plans } } : { message: 'boom' } });

function open(plans: unknown[], routes: Route[], config: Record<string, unknown> = {}) {
  return startPage({ who: 'member', uuid: MEMBER_UUID, profile: profileWith(plans, { drugsAndPharmacyDetails: { drugInfoDetails: [] } }), routes: [...routes, ...CONTENT_ROUTES], config });
}

const place = () => placeElement('sp-saved-plans', (root) => root.querySelector('article'));
const figure = (card: HTMLElement, label: string) => queryByText(card, label)?.nextElementSibling?.textContent ?? null;
const calls = (page: ReturnType<typeof open>, part: string) => page.server.requests.filter((r) => r.url.pathname.includes(part));

function recordLogs(): { messages: () => string[]; stop: () => void } {
  const entries: LogEntry[] = [];
  const stop = logger.subscribe((entry) => entries.push(entry));
  return { messages: () => entries.map((e) => e.message), stop };
}

/** A MAPD as a plan-browsing page might have saved it: identity and county, no premium. */
function withoutPremium() {
  const plan: Record<string, unknown> = mapdPlan();
  delete plan.monthlyPremium;
  delete plan.monthlyPremiumFormatted;
  delete plan.lisMonthlyPremiumFormatted;
  return plan;
}

describe('<sp-saved-plans>: plan details by id (spec §7.3)', () => {
  let logs: ReturnType<typeof recordLogs>;
  beforeEach(() => {
    logs = recordLogs();
  });
  afterEach(() => {
    logs.stop();
    leavePage();
  });

  it('a plan stored without its premium shows the premium its details answer, from one call; complete plans make none', async () => {
    const page = open([withoutPremium(), pdpPlan()], [detailsRoute([servicePlan('H3387-003-000', { monthlyPremium: 42, monthlyPremiumFormatted: '$42.00' })])]);
    const { root } = await place();
    const card = getByRole(root, 'article', MAPD);
    await waitFor(() => figure(card, 'Monthly premium') === '$42.00', 'the premium never came from the details');
    expect(calls(page, '/planinfo/details/').map((r) => r.url.pathname)).to.deep.equal([DETAILS]);
  });

  it('a plan saved before its plan year opened takes the figures its details answer over the ones it carried', async () => {
    const stale = mapdPlan(2026, { savedOn: makeCentral(2025, 6, 1), monthlyPremium: 10, monthlyPremiumFormatted: '$10.00' });
    const fresh = servicePlan('H3387-003-000', { monthlyPremium: 31, monthlyPremiumFormatted: '$31.00', benefits: [{ label: 'Specialist', value: '$40 copay' }] });
    open([stale], [detailsRoute([fresh])]);
    const { root } = await place();
    const card = getByRole(root, 'article', MAPD);
    await waitFor(() => figure(card, 'Monthly premium') === '$31.00', 'the stale premium stayed');
    expect(getByText(card, '$40 copay')).to.exist;
  });

  it('a plan saved during the open season of its year keeps its own figures and makes no call', async () => {
    const page = open([mapdPlan(2026, { savedOn: makeCentral(2025, 10, 16), monthlyPremiumFormatted: '$10.00' })], []);
    const { root } = await place();
    expect(figure(getByRole(root, 'article', MAPD), 'Monthly premium')).to.equal('$10.00');
    expect(calls(page, '/planinfo/details/')).to.have.length(0);
  });

  it('a failed details call leaves the card as stored and is logged; the other cards are untouched', async () => {
    open([withoutPremium(), pdpPlan()], [detailsRoute([], 500)]);
    const { root } = await place();
    await waitFor(() => logs.messages().some((m) => m.startsWith('API call planInfo.planDetails failed')), 'the failure was not logged');
    expect(figure(getByRole(root, 'article', MAPD), 'Monthly premium')).to.equal('Not available');
    expect(figure(getByRole(root, 'article', PDP), 'Monthly premium')).to.equal('$84.00');
  });

  it("an answer without the plan is logged 'No plan found in response' and the card stays as stored", async () => {
    open([withoutPremium()], [detailsRoute([])]);
    const { root } = await place();
    await waitFor(() => logs.messages().includes('API call planInfo.planDetails failed: No plan found in response'), 'not logged');
    expect(figure(getByRole(root, 'article', MAPD), 'Monthly premium')).to.equal('Not available');
  });
});

describe('<sp-saved-plans>: Extra Help figures from LIS data by county and federal plans (spec §4.13, §5.5, §7.3)', () => {
  const LIS = '/planinfo/lis/VPP/plan-years/2026/state-codes/NY/fips-county-codes/061';
  const FEDERAL = '/planinfo/federal-plans/VPP/plan-types/MAPD';
  const lisRoute = (subsidies: unknown[], status = 200): Route => ({ method: 'GET', path: LIS, status, json: status === 200 ? { _isEligibleForLIS: 'Yes', _LISLevel: '1', _subsidyList: subsidies } : { message: 'boom' } });
  const federalRoute = (plans: unknown[]): Route => ({ method: 'POST', path: FEDERAL, json: { data: { plans } } });
  const extraHelpOn = { flags: { lisChanges: true } };
  let logs: ReturnType<typeof recordLogs>;

  beforeEach(() => {
    logs = recordLogs();
    window.personalizationService = { getExtraHelp: () => '1' };
  });
  afterEach(() => {
    logs.stop();
    delete window.personalizationService;
    leavePage();
  });

  const withoutSubsidy = () => ({ ...pdpPlan(), lisMonthlyPremiumFormatted: undefined });

  it('a drug plan stored without its subsidised premium shows the Extra Help premium of its county\'s LIS data', async () => {
    const page = open([withoutSubsidy()], [lisRoute([{ planId: 'S5921-001-000', planYear: 2026, monthlyPremium: 21.5 }, { planId: 'S5921-002-000', planYear: 2026, monthlyPremium: 3 }])], extraHelpOn);
    const { root } = await place();
    const card = getByRole(root, 'article', PDP);
    await waitFor(() => figure(card, LIS_LABEL) === '$21.50', 'no Extra Help premium from the LIS data');
    expect(calls(page, '/planinfo/lis/')).to.have.length(1);
  });

  it('a non-PDP plan stored without its medical premium adds the one its federal plan answers', async () => {
    const plan = mapdPlan(2026, { monthlyPremium: 41, monthlyPremiumFormatted: '$41.00', lisMonthlyPremiumFormatted: '$10.50' });
    const page = open([plan], [federalRoute([servicePlan('H3387-003-000', { medicalPremium: 20 })])], extraHelpOn);
    const { root } = await place();
    const card = getByRole(root, 'article', MAPD);
    await waitFor(() => figure(card, LIS_LABEL) === '$30.50', 'the medical premium was not added');
    const federal = calls(page, FEDERAL);
    expect(federal.map((r) => r.json)).to.deep.equal([{ planYear: 2026, planIds: ['H3387-003-000'] }]);
  });

  it('without Extra Help nothing is asked', async () => {
    window.personalizationService = { getExtraHelp: () => '0' };
    const page = open([withoutSubsidy(), mapdPlan(2026, { lisMonthlyPremiumFormatted: '$5.00' })], [], extraHelpOn);
    await place();
    expect(calls(page, '/planinfo/lis/')).to.have.length(0);
    expect(calls(page, '/planinfo/federal-plans/')).to.have.length(0);
  });

  it('a failed LIS data call shows no Extra Help premium it cannot know, logged; the premium stays', async () => {
    open([withoutSubsidy()], [lisRoute([], 500)], extraHelpOn);
    const { root } = await place();
    await waitFor(() => logs.messages().some((m) => m.startsWith('API call planInfo.lisData failed')), 'not logged');
    const card = getByRole(root, 'article', PDP);
    expect(figure(card, LIS_LABEL)).to.equal(null);
    expect(figure(card, 'Monthly premium')).to.equal('$84.00');
  });

  it('a plan the LIS data lacks is logged as not found', async () => {
    open([withoutSubsidy()], [lisRoute([{ planId: 'S5921-002-000', planYear: 2026, monthlyPremium: 3 }])], extraHelpOn);
    const { root } = await place();
    await waitFor(() => logs.messages().includes('Plan S5921-001-000 (2026) not found in LIS data'), 'not logged');
    expect(figure(getByRole(root, 'article', PDP), LIS_LABEL)).to.equal(null);
  });
});
