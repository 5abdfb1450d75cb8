import { expect } from '@open-wc/testing';
import type { Plan } from '../../../src/api/schemas/plan';
import { planAction, planCardModel, planDrugCost, planPremium } from '../../../src/components/plans/planCardModel';
import { countyParam, enrollmentUrl, planCompareUrl, planDetailsUrl, planSummaryUrl } from '../../../src/components/plans/planUrls';
import type { PlanCardContext } from '../../../src/components/plans/usePlanCardContext';
import { makeCentral } from '../../../src/domain/time';
import { isnpPlan, mapdPlan, pdpPlan, planF } from './fixtures';

const asPlan = (p: unknown) => p as Plan;

const context = (extra: Partial<PlanCardContext> = {}): PlanCardContext => ({
  brand: 'aarp',
  locale: 'en',
  lisFeatureOn: false,
  medsuppV2Cards: false,
  lisSubsidyLevel: undefined,
  cloaked: false,
  medsuppApplication: undefined,
  systemDate: makeCentral(2026, 3, 10, 12),
  suppressedPlanIds: ['MW1', 'TW1', 'NW1'],
  excludedPlanIds: [],
  enrollmentAllowed: true,
  enrollRulesKnown: true,
  ...extra,
});

describe('plans: card model', () => {
  it('the LIS premium shows only with the feature on, level 1 and a different subsidised premium', () => {
    const pdp = asPlan(pdpPlan());
    expect(planPremium(pdp, context())).to.deep.equal({ monthly: '$84.00', lis: null });
    expect(planPremium(pdp, context({ lisFeatureOn: true, lisSubsidyLevel: '1' }))).to.deep.equal({ monthly: '$84.00', lis: '$44.00' });
    expect(planPremium(pdp, context({ lisFeatureOn: true, lisSubsidyLevel: '0' })).lis).to.equal(null);
    expect(planPremium(asPlan(mapdPlan()), context({ lisFeatureOn: true, lisSubsidyLevel: '1' })).lis).to.equal(null);
  });

  it('drug cost: MA and supplement plans have none; annual with 2 decimals and monthly = annual / 12', () => {
    expect(planDrugCost(asPlan({ ...mapdPlan(), planType: 'MA' }), context())).to.equal(null);
    expect(planDrugCost(asPlan(planF()), context())).to.equal(null);
    expect(planDrugCost(asPlan(pdpPlan()), context())).to.deep.equal({ annual: '$600.00', monthly: '$50.00' });
    expect(planDrugCost(asPlan({ ...pdpPlan(), annualDrugCost: undefined }), context()), 'missing: the card says not available').to.deep.equal({ annual: null, monthly: null });
  });

  it('enroll: in window an enrollable plan enrolls at its brand and type page; cloaked disables', () => {
    expect(planAction(asPlan(mapdPlan()), context())).to.deep.equal({ action: 'enroll', disabled: false, status: null, url: '/online-enrollment/aarp/mapd/welcome' });
    expect(planAction(asPlan(pdpPlan()), context({ brand: 'uhc', cloaked: true }))).to.deep.include({ disabled: true, url: '/medicare/online-enrollment/uhc/pdp/welcome' });
    expect(planAction(asPlan(mapdPlan(2026, { enrollmentStatus: 'In Progress' })), context())).to.deep.include({ action: 'continue', status: 'In Progress' });
  });

  it('enroll: out of window or suppressed plans get no button; an ISNP always gets Learn more', () => {
    const december = context({ systemDate: makeCentral(2026, 12, 5, 12) });
    expect(planAction(asPlan(mapdPlan()), december)).to.equal(null);
    expect(planAction(asPlan(mapdPlan(2027)), december)).to.deep.include({ action: 'enroll' });
    expect(planAction(asPlan(mapdPlan()), context({ suppressedPlanIds: ['H3387-003-000'] }))).to.equal(null);
    expect(planAction(asPlan(mapdPlan()), context({ excludedPlanIds: ['H3387-003-000'] })), 'an excluded acquired plan').to.equal(null);
    expect(planAction(asPlan(mapdPlan()), context({ enrollmentAllowed: false })), 'enrollment not allowed').to.equal(null);
    expect(planAction(asPlan(isnpPlan()), december)).to.deep.include({ action: 'learnMore', url: null });
  });

  it('supplement plans start an application unless suppressed, and continue or view the user\'s application for the plan', () => {
    expect(planAction(asPlan(planF()), context())).to.deep.equal({ action: 'start', disabled: false, status: null, url: null });
    expect(planAction(asPlan({ ...planF(), planId: 'NW1' }), context())).to.equal(null);
    const application = (applicationStatus: string, zipCode = '10001') => ({
      applicationStatus: { applicationStatus, plans: [{ planName: 'AARP MEDICARE SUPPLEMENT PLAN F' }] },
      applicantDemographics: { zipCode },
    });
    expect(planAction(asPlan(planF()), context({ medsuppApplication: application('IN_PROGRESS') }))).to.deep.include({ action: 'continue', status: null });
    expect(planAction(asPlan(planF()), context({ medsuppApplication: application('SUBMITTED') }))).to.deep.include({ action: 'view' });
    expect(planAction(asPlan(planF()), context({ medsuppApplication: application('IN_PROGRESS', '33101') }))).to.deep.include({ action: 'start' });
  });

  it('supplement notes appear only on supplement cards', () => {
    const ms = planCardModel(asPlan(planF()), context());
    expect(ms).to.deep.include({ planFOrCNotice: true, legalEntityDisclaimer: 'insuranceCompany' });
    const ma = planCardModel(asPlan({ ...mapdPlan(), planId: 'C1234-001-000', msLegalEntity: 'UnitedHealthcare Insurance Company' }), context());
    expect(ma).to.deep.include({ planFOrCNotice: false, legalEntityDisclaimer: null, snpNotice: null });
  });
});

describe('plans: URLs', () => {
  const county = { fipsCountyCode: '061', fipsStateCode: '36', stateCode: 'NY' };

  it('county is the 5-digit state+county FIPS code', () => {
    expect(countyParam(county)).to.equal('36061');
    expect(countyParam({ fipsCountyCode: '36061' })).to.equal('36061');
    expect(countyParam(undefined)).to.equal('');
  });

  it('plan details, compare and summary carry the shared context; the default zip is 10001', () => {
    expect(planDetailsUrl({ zipcode: '10001', county, planYear: 2026 }, 'H3387-003-000')).to.equal('/plan-details.html?zipcode=10001&county=36061&planYear=2026&planId=H3387-003-000');
    expect(planCompareUrl({ zipcode: '10001', county, planYear: 2026 }, 'PDP', 'S1,S2')).to.equal('/plan-compare.html?zipcode=10001&county=36061&planYear=2026&planType=PDP&compareplanIds=S1%2CS2');
    expect(planSummaryUrl({ planYear: 2027 })).to.equal('/plans.html?zipcode=10001&planYear=2027');
  });

  it('enrollment pages differ by plan type and brand; supplement plans have none', () => {
    expect(['MA', 'MAPD', 'PDP', 'SNP', 'MS'].map((t) => enrollmentUrl('aarp', t))).to.deep.equal([
      '/online-enrollment/aarp/mapd/welcome',
      '/online-enrollment/aarp/mapd/welcome',
      '/online-enrollment/aarp/pdp/welcome',
      '/online-enrollment/aarp/dsnp/welcome',
      null,
    ]);
    expect(enrollmentUrl('uhc', 'SNP')).to.equal('/medicare/online-enrollment/uhc/dsnp/welcome');
  });
});
