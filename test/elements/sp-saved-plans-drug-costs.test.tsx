/**
 * <sp-saved-plans> and the drug cost estimate (spec §4.11, §5.5, §7.3): the
 * cards and the drug pricing pop-up as a member sees them while the
 * pharmacy data and estimate calls answer, fail or are not made.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/sp-saved-plans';
import { logger } from '../../src/platform/logger';
import { SITE_IDS } from '../../src/domain/brand';
import { refreshDrugCosts } from '../../src/state/drugs/drugCostCalls';
import { getStore } from '../../src/state/store';
import { holdRequests, stubFetch, type Route } from '../helpers/fetch';
import { getByRole, getByText, queryByRole, queryByText } from '../helpers/queries';
import { waitFor } from '../helpers/wait';
import { MEMBER_UUID } from '../state/fixtures';
import { CONTENT_ROUTES, drugCostAnswer, mapdPlan, NDC, pdpPlan, placeSavedPlans, profileWith, savedDrugs } from '../components/plans/fixtures';
import { planDialogsMessages } from '../../src/components/plans/planDialogsMessages';
import { plansMessages } from '../../src/components/plans/plansMessages';
import { freshPage, leavePage, signIn } from '../helpers/page';

const MAPD_NAME = 'AARP Medicare Advantage Plan 2 (HMO)';
const PDP_NAME = 'AARP Medicare Rx Preferred from UHC (PDP)';
const { mailServiceCostHidden: MAIL_SERVICE_COST_HIDDEN_TEXT, pharmacyCostHidden: PHARMACY_COST_HIDDEN_TEXT } = plansMessages.en;
const { pharmacyMessage: PHARMACY_MESSAGE } = planDialogsMessages.en;
const ESTIMATE_PATH = '/drug-pricing-api/drugpricing/estimateplancost';
const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);


const MAPD_ANSWER = drugCostAnswer('H3387-003-000', 987.6, true, [
  { ndc: NDC.atorvastatin, covered: true, tier: 2, initial: 7.25 },
  { ndc: NDC.insulin, covered: false, tier: 0, initial: 160 },
]);
const PDP_ANSWER = drugCostAnswer('S5921-001-000', 2400, false, [
  { ndc: NDC.atorvastatin, covered: true, tier: 1, initial: 3 },
  { ndc: NDC.insulin, covered: true, tier: 3, initial: 35 },
]);

const routes = (extra: Record<string, unknown> = {}, estimate: Partial<Route> = {}): Route[] => [
  { method: 'GET', path: new RegExp(`/landrover/api/Users/${MEMBER_UUID}/all/2026`), json: profileWith([mapdPlan(), pdpPlan()], extra) },
  { method: 'GET', path: '/pharmacysearch/pharmacyData/v1/P1/2026', json: { data: { pharmacyNumber: 'P1', pharmacyName: 'Main Street Pharmacy', mailOrder: false } } },
  { method: 'POST', path: ESTIMATE_PATH, json: { data: { plans: [MAPD_ANSWER, PDP_ANSWER] } }, ...estimate },
  ...CONTENT_ROUTES,
];


const figure = (root: ShadowRoot, planName: string, label: string) => getByText(getByRole(root, 'article', planName), label).nextElementSibling?.textContent;

describe('<sp-saved-plans> drug costs from the estimate', () => {
  beforeEach(() => {
    freshPage({ config: { brand: 'aarp' } });
    signIn(MEMBER_UUID);
  });

  afterEach(() => {
    leavePage();
    sinon.restore();
  });

  it("cards show the stored drug cost first, then the estimate's annual (2 decimals), monthly (annual / 12) and covered-drug count", async () => {
    stubFetch(routes());
    const release = holdRequests(ESTIMATE_PATH);
    const root = await placeSavedPlans();
    expect(figure(root, MAPD_NAME, 'Estimated annual drug cost')).to.equal('$1,234.50');
    release();
    await waitFor(() => figure(root, MAPD_NAME, 'Estimated annual drug cost') === money(987.6), 'estimate never shown');
    expect(figure(root, MAPD_NAME, 'Average monthly drug cost')).to.equal(money(987.6 / 12));
    expect(getByText(getByRole(root, 'article', MAPD_NAME), /^Drugs covered:/).textContent).to.equal(`Drugs covered: 1 of ${savedDrugs.length}`);
  });

  it('the estimate runs after the pharmacy data, one call per group (MAPD, PDP), with the saved drugs, pharmacy and the site-id header', async () => {
    const server = stubFetch(routes());
    const root = await placeSavedPlans();
    await waitFor(() => figure(root, MAPD_NAME, 'Estimated annual drug cost') === money(987.6));
    const drugCalls = server.requests.filter((r) => /^\/(pharmacysearch|drug-pricing-api)\//.test(r.url.pathname));
    expect(drugCalls.map((r) => r.url.pathname)).to.deep.equal(['/pharmacysearch/pharmacyData/v1/P1/2026', ESTIMATE_PATH, ESTIMATE_PATH]);
    const bodies = drugCalls.slice(1).map((r) => r.json as { pharmacy: { pharmacyNumber: string }; drugs: { nationalDrugCode: string; drugQuantity: number }[]; plans: { contractId: string }[]; zip: string; county: string });
    // The two calls run side by side: which one the page starts first is no part of the rule.
    expect(bodies.map((b) => b.plans.map((p) => p.contractId)).sort()).to.deep.equal([['H3387'], ['S5921']]);
    for (const body of bodies) {
      expect(body.pharmacy.pharmacyNumber).to.equal('P1');
      expect(body.drugs.map((d) => [d.nationalDrugCode, d.drugQuantity])).to.deep.equal(savedDrugs.map((d) => [d.nationalDrugCode, d.drugQuantity]));
      expect([body.zip, body.county]).to.deep.equal(['10001', '36061']);
    }
    expect(drugCalls.slice(1).map((r) => r.headers.get('x-site-id'))).to.deep.equal([SITE_IDS.aarp, SITE_IDS.aarp]);
  });

  it("a pharmacy outside the plan's network: the card hides its cost and says why; the drug pricing pop-up gives covered drugs the pharmacy message", async () => {
    stubFetch(routes());
    const root = await placeSavedPlans();
    const card = getByRole(root, 'article', PDP_NAME);
    await waitFor(() => queryByText(card, PHARMACY_COST_HIDDEN_TEXT), 'pharmacy message never shown');
    expect(queryByText(card, 'Estimated annual drug cost')).to.equal(null);
    expect(getByText(card, /^Drugs covered:/).textContent).to.equal('Drugs covered: 2 of 2');
    getByRole(card, 'button', `View drug pricing for ${PDP_NAME}`).click();
    const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Drug pricing'), 'pop-up never opened');
    await waitFor(() => dialog.querySelectorAll('tbody tr').length === 2);
    const coverage = Array.from(dialog.querySelectorAll('tbody tr')).map((row) => row.querySelectorAll('td')[0]!.textContent);
    expect(coverage).to.deep.equal([PHARMACY_MESSAGE, PHARMACY_MESSAGE]);
  });

  it("the drug pricing pop-up shows each drug's covered status, tier (tier 0: not applicable) and initial-coverage cost from the estimate", async () => {
    stubFetch(routes());
    const root = await placeSavedPlans();
    await waitFor(() => figure(root, MAPD_NAME, 'Estimated annual drug cost') === money(987.6));
    getByRole(getByRole(root, 'article', MAPD_NAME), 'button', `View drug pricing for ${MAPD_NAME}`).click();
    const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Drug pricing'), 'pop-up never opened');
    await waitFor(() => dialog.querySelectorAll('tbody tr').length === 2);
    const rows = Array.from(dialog.querySelectorAll('tbody tr')).map((row) => [row.querySelector('th')!.textContent, ...Array.from(row.querySelectorAll('td')).map((td) => td.textContent)]);
    expect(rows).to.deep.equal([
      [savedDrugs[0]!.drugDosage, 'Covered', 'Tier 2', money(7.25)],
      [savedDrugs[1]!.drugDosage, 'Not covered', 'Not applicable', money(160)],
    ]);
  });

  it('a failing estimate leaves the stored figures and is logged naming the call', async () => {
    const errors = sinon.spy(logger, 'error');
    const server = stubFetch(routes({}, { status: 500, json: { message: 'down' } }));
    const root = await placeSavedPlans();
    await waitFor(() => errors.getCalls().filter((c) => String(c.args[0]).includes('drugs.estimatePlanCost')).length === 2, 'failures never logged');
    expect(server.requests.filter((r) => r.url.pathname === ESTIMATE_PATH)).to.have.length(2);
    expect(figure(root, MAPD_NAME, 'Estimated annual drug cost')).to.equal('$1,234.50');
    expect(figure(root, PDP_NAME, 'Estimated annual drug cost')).to.equal('$600.00');
  });

  it('with no pharmacy saved no estimate runs (there is nothing to price at) and the stored figures stay', async () => {
    const server = stubFetch(routes({ drugsAndPharmacyDetails: { drugInfoDetails: savedDrugs } }));
    const root = await placeSavedPlans();
    await refreshDrugCosts(getStore());
    expect(server.requests.filter((r) => /^\/(pharmacysearch|drug-pricing-api)\//.test(r.url.pathname))).to.deep.equal([]);
    expect(figure(root, MAPD_NAME, 'Estimated annual drug cost')).to.equal('$1,234.50');
  });

  it('a mail-order pharmacy outside the network still counts as covered (the preferred mail service), and its cost is not shown', async () => {
    const mailOrder = { pharmacyNumber: 'P1', pharmacyName: 'Rx Mail Service', mailOrder: 'true' };
    const server = stubFetch([
      ...routes({ drugsAndPharmacyDetails: { drugInfoDetails: savedDrugs, pharmacyObj: mailOrder } }).filter((r) => !String(r.path).includes('pharmacyData')),
      { method: 'GET', path: '/pharmacysearch/pharmacyData/v1/P1/2026', json: { data: { ...mailOrder, mailOrder: true } } },
    ]);
    const root = await placeSavedPlans();
    const card = getByRole(root, 'article', PDP_NAME);
    await waitFor(() => queryByText(card, MAIL_SERVICE_COST_HIDDEN_TEXT), 'mail-service message never shown');
    expect(queryByText(card, 'Estimated annual drug cost')).to.equal(null);
    const bodies = server.requests.filter((r) => r.url.pathname === ESTIMATE_PATH).map((r) => (r.json as { pharmacy: { mailOrder: boolean } }).pharmacy);
    expect(bodies).to.deep.equal([{ pharmacyNumber: 'P1', mailOrder: true }, { pharmacyNumber: 'P1', mailOrder: true }]);
  });

  it("the estimate takes the saved drugs as normalised (spec §5.5): supply '30' or '90' (else '30'), unknown frequencies dropped, 90-day derivation", async () => {
    const drugs = [
      { ...savedDrugs[0], drugSupplyLength: '45', drugFrequency: 'Fortnight' },
      { ...savedDrugs[1], drugSupplyLength: undefined, drugFrequency: 'Every 3 Months' },
    ];
    const server = stubFetch(routes({ drugsAndPharmacyDetails: { drugInfoDetails: drugs, pharmacyObj: { pharmacyNumber: 'P1', mailOrder: 'false' } } }));
    await placeSavedPlans();
    await refreshDrugCosts(getStore());
    const body = server.requests.find((r) => r.url.pathname === ESTIMATE_PATH)!.json as { drugs: { nationalDrugCode: string; drugSupplyLength?: string; drugFrequency?: string }[] };
    expect(body.drugs.map((d) => [d.nationalDrugCode, d.drugSupplyLength, d.drugFrequency])).to.deep.equal([
      [NDC.atorvastatin, '30', undefined],
      [NDC.insulin, '90', 'Every 3 Months'],
    ]);
  });
});
