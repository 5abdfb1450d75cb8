/**
 * <sp-saved-plans> and saved plans that arrive without their benefits list
 * (spec §3.2 service plan, §7.3 plan products, §8): the card takes its
 * service plan's benefit names and descriptions; a plan the plan products
 * answer does not hold is logged as not found and keeps 'Benefits not found !!'.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/sp-saved-plans';
import { logger } from '../../src/platform/logger';
import { refreshServicePlanBenefits } from '../../src/state/plans/servicePlanCalls';
import { getStore } from '../../src/state/store';
import { stubFetch, type Route } from '../helpers/fetch';
import { getByRole, queryByText } from '../helpers/queries';
import { waitFor } from '../helpers/wait';
import { MEMBER_UUID } from '../state/fixtures';
import { CONTENT_ROUTES, mapdPlan, pdpPlan, placeSavedPlans, profileWith } from '../components/plans/fixtures';
import { freshPage, leavePage, signIn } from '../helpers/page';

const MAPD_NAME = 'AARP Medicare Advantage Plan 2 (HMO)';
const PDP_NAME = 'AARP Medicare Rx Preferred from UHC (PDP)';
const MAPD_PRODUCTS = '/planinfo/product-details/VPP/plan-years/2026/products/MAPD/state-codes/NY/fips-county-codes/061';
const PDP_PRODUCTS = '/planinfo/product-details/VPP/plan-years/2026/products/PDP/state-codes/NY/fips-county-codes/061';

const withoutBenefits = (plan: object) => ({ ...plan, benefits: undefined });

const servicePlan = (contractId: string, pbpNumber: string, names: string[], descriptions: string[]) => ({
  compositePlanId: { contractId, pbpNumber, segmentId: '000', planYear: 2026 },
  benefitNames: names,
  benefitDescriptions: descriptions,
});

const routes = (plans: unknown[], extra: Route[] = []): Route[] => [
  { method: 'GET', path: new RegExp(`/landrover/api/Users/${MEMBER_UUID}/all/2026`), json: profileWith(plans, { drugsAndPharmacyDetails: { drugInfoDetails: [] } }) },
  ...extra,
  ...CONTENT_ROUTES,
];


const card = (root: ShadowRoot, name: string) => getByRole(root, 'article', name);

describe('<sp-saved-plans> benefits of plans saved without them', () => {
  beforeEach(() => {
    freshPage({ config: { brand: 'aarp' } });
    signIn(MEMBER_UUID);
  });

  afterEach(() => {
    leavePage();
    sinon.restore();
  });

  it("a plan saved without benefits shows its service plan's benefit names and descriptions, from one plan products call per type and county", async () => {
    const fetch = stubFetch(routes([withoutBenefits(mapdPlan()), withoutBenefits(pdpPlan())], [
      { method: 'GET', path: MAPD_PRODUCTS, json: { data: { plans: [servicePlan('H3387', '001', ['Dental'], ['None']), servicePlan('H3387', '003', ['Primary Care Provider', 'Specialist'], ['$5 copay', '$40 copay'])] } } },
      { method: 'GET', path: PDP_PRODUCTS, json: { data: { plans: [servicePlan('S5921', '001', ['Tier 1: Preferred Generic'], ['$2 copay'])] } } },
    ]));
    const root = await placeSavedPlans();
    await waitFor(() => queryByText(card(root, MAPD_NAME), '$40 copay'), 'service plan benefits never shown');
    expect(queryByText(card(root, MAPD_NAME), 'Primary Care Provider')).to.exist;
    expect(queryByText(card(root, MAPD_NAME), 'Benefits not found !!')).to.equal(null);
    await waitFor(() => queryByText(card(root, PDP_NAME), '$2 copay'), 'drug plan benefits never shown');
    const calls = fetch.requests.filter((r) => r.url.pathname.startsWith('/planinfo/product-details/'));
    expect(calls.map((r) => r.url.pathname).sort()).to.deep.equal([MAPD_PRODUCTS, PDP_PRODUCTS]);
  });

  it('plans saved with their benefits make no plan products call', async () => {
    const fetch = stubFetch(routes([mapdPlan(), pdpPlan()]));
    const root = await placeSavedPlans();
    expect(queryByText(card(root, MAPD_NAME), 'Specialist')).to.exist;
    await refreshServicePlanBenefits(getStore());
    expect(fetch.requests.some((r) => r.url.pathname.startsWith('/planinfo/'))).to.equal(false);
  });

  it("a plan the plan products answer does not hold is logged as not found and keeps 'Benefits not found !!'", async () => {
    const warn = sinon.spy(logger, 'warn');
    stubFetch(routes([withoutBenefits(mapdPlan())], [
      { method: 'GET', path: MAPD_PRODUCTS, json: { data: { plans: [servicePlan('H3387', '001', ['Dental'], ['None'])] } } },
    ]));
    const root = await placeSavedPlans();
    await waitFor(() => warn.getCalls().some((c) => String(c.args[0]).includes('H3387-003-000 (2026) not found')), 'not-found never logged');
    expect(queryByText(card(root, MAPD_NAME), 'Benefits not found !!')).to.exist;
    expect(queryByText(card(root, MAPD_NAME), 'Dental')).to.equal(null);
  });

  it('a failed plan products call leaves the card as it is', async () => {
    const fetch = stubFetch(routes([withoutBenefits(mapdPlan())], [{ method: 'GET', path: MAPD_PRODUCTS, status: 500, json: {} }]));
    const root = await placeSavedPlans();
    await waitFor(() => fetch.requests.some((r) => r.url.pathname === MAPD_PRODUCTS), 'plan products never asked');
    await refreshServicePlanBenefits(getStore());
    expect(queryByText(card(root, MAPD_NAME), 'Benefits not found !!')).to.exist;
  });
});
