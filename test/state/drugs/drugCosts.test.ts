import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import type { Drug } from '../../../src/api/schemas/drug';
import type { Plan } from '../../../src/api/schemas/plan';
import { logger } from '../../../src/platform/logger';
import { configure } from '../../../src/state/config';
import { drugCostOverlayOf, withDrugCosts } from '../../../src/state/drugs/drugCosts';
import { drugCostFieldsAtom, refreshDrugCosts } from '../../../src/state/drugs/drugCostCalls';
import { drugsAndPharmacyDetailsAtom, plansDetailsAtom } from '../../../src/state/profile';
import { drugsAtom } from '../../../src/state/savedItems';
import { saveDrugs } from '../../../src/state/saving';
import { sessionAtom } from '../../../src/state/session';
import { resetStore } from '../../../src/state/store';
import { stubFetch, type Route } from '../../helpers/fetch';
import { MEMBER_UUID, plan } from '../fixtures';

const NY = { fipsStateCode: '36', fipsCountyCode: '061', stateCode: 'NY' };
const MAPD = plan('H1234-001-000', 'MAPD', 2026, { county: NY, annualDrugCost: 100, inNetwork: false, isPharmacyCovered: false, isShowPharmacyMessage: true }) as unknown as Plan;
const PDP = plan('S5678-012-000', 'PDP', 2026, { county: NY, annualDrugCost: 200 }) as unknown as Plan;
const DRUG = { drugId: 'd1', drugName: 'Atorvastatin', drugQuantity: 30, drugFrequency: 'Month', drugSupplyLength: '30', nationalDrugCode: '00071015523' };
const PHARMACY = { pharmacyNumber: 'P1', pharmacyName: 'Main Street Pharmacy', mailOrder: false };

function costsAnswer(mapdTotal: number, pdpTotal: number) {
  const entry = (contractId: string, pbpNumber: string, total: number) => ({
    compositePlanId: { contractId, pbpNumber, segmentId: '000', planYear: 2026 },
    pharmacyCosts: [{ pharmacyInfo: { inNetwork: true }, planSummaryCost: { totalDrugCost: total }, drugsCost: [{ nationalDrugCode: DRUG.nationalDrugCode, covered: true, formularyStatus: { tier: 1 }, costDuringInitialCoveragePeriod: 5 }] }],
  });
  return { data: { plans: [entry('H1234', '001', mapdTotal), entry('S5678', '012', pdpTotal)] } };
}

const pharmacyRoute: Route = { method: 'GET', path: '/pharmacysearch/pharmacyData/v1/P1/2026', json: { data: PHARMACY } };

function setup(drugs: unknown[]) {
  const store = resetStore();
  configure({ systemDate: '2026-03-10' });
  store.set(plansDetailsAtom, { zipCode: '10001', plans: [MAPD, PDP], savedPlans: '' });
  store.set(drugsAndPharmacyDetailsAtom, { drugInfoDetails: drugs as Drug[], pharmacyObj: PHARMACY });
  return store;
}

describe('drug costs state (spec §4.11, §5.5)', () => {
  afterEach(() => sinon.restore());

  it('pharmacy coverage is reset when no drugs exist: no call is made and the plans lose their pharmacy flags', async () => {
    const server = stubFetch([pharmacyRoute]);
    const store = setup([]);
    await refreshDrugCosts(store);
    expect(server.requests).to.deep.equal([]);
    const shown = withDrugCosts(MAPD, drugCostOverlayOf(store.get(drugCostFieldsAtom), MAPD.planId, MAPD.planYear));
    expect([shown.inNetwork, shown.isPharmacyCovered, shown.isShowPharmacyMessage]).to.deep.equal([undefined, undefined, undefined]);
    expect(shown.annualDrugCost).to.equal(100);
  });

  it("a new answer that leaves a plan's figures equal keeps that plan's overlay (its card does not re-render); a changed plan gets a new one", async () => {
    const before: Route = { method: 'POST', path: /estimateplancost$/, json: costsAnswer(120, 240), once: true };
    const server = stubFetch([pharmacyRoute, before, { ...before }, { method: 'POST', path: /estimateplancost$/, json: costsAnswer(120, 300) }]);
    const store = setup([DRUG]);
    await refreshDrugCosts(store);
    const first = store.get(drugCostFieldsAtom);
    store.set(drugsAndPharmacyDetailsAtom, { drugInfoDetails: [{ ...DRUG, drugQuantity: 60 }], pharmacyObj: PHARMACY });
    await refreshDrugCosts(store);
    const second = store.get(drugCostFieldsAtom);
    expect(server.requests.filter((r) => r.url.pathname.endsWith('estimateplancost'))).to.have.length(4);
    expect(drugCostOverlayOf(second, MAPD.planId, 2026)).to.equal(drugCostOverlayOf(first, MAPD.planId, 2026));
    expect(drugCostOverlayOf(second, PDP.planId, 2026)).to.not.equal(drugCostOverlayOf(first, PDP.planId, 2026));
    expect(withDrugCosts(PDP, drugCostOverlayOf(second, PDP.planId, 2026)).annualDrugCost).to.equal(300);
  });

  it("saved drugs are normalised on read: supply '30' or '90' (else '30'), unknown frequencies dropped, 90-day derivation; an invalid drug is logged once", () => {
    stubFetch([]);
    const warn = sinon.spy(logger, 'warn');
    const store = setup([
      { drugId: 'a', drugName: 'A', drugDosage: 'A 1', drugQuantity: 30, drugSupplyLength: '45', drugFrequency: 'Fortnight' },
      { drugId: 'b', drugName: 'B', drugDosage: 'B 1', drugQuantity: 90, drugFrequency: 'Every 3 Months' },
      { drugId: 'c', drugName: 'C', drugDosage: 'C 1', drugFrequency: 'Month' },
    ]);
    const read = store.get(drugsAtom).map((d) => [d.drugId, d.drugSupplyLength, d.drugFrequency]);
    expect(read).to.deep.equal([['a', '30', undefined], ['b', '90', 'Every 3 Months'], ['c', '30', 'Month']]);
    store.get(drugsAtom);
    expect(warn.getCalls().filter((c) => String(c.args[0]).startsWith('Invalid drug'))).to.have.length(1);
  });

  it('drugs are normalised on save, without the derived refill texts', async () => {
    const server = stubFetch([{ method: 'POST', path: new RegExp(`/landrover/api/Users/${MEMBER_UUID}/drugs`), json: { uuid: MEMBER_UUID } }]);
    const store = setup([]);
    store.set(sessionAtom, { uuid: MEMBER_UUID, isGuest: false, isCloaked: false, isAgentFlow: false });
    await saveDrugs([{ drugId: 'x', drugName: 'X', drugQuantity: 60, drugFrequency: 'Fortnight', drugSupplyLength: '60' }], undefined, store);
    const body = server.requests[0]!.json as { drugsAndPharmacyDetails: { drugInfoDetails: Record<string, unknown>[] } };
    expect(body.drugsAndPharmacyDetails.drugInfoDetails).to.deep.equal([{ drugId: 'x', drugName: 'X', drugQuantity: 60, drugSupplyLength: '30' }]);
  });
});
