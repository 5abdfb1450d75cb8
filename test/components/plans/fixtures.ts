/** Saved plans shaped as the reference backend answers them, for the plans view tests. */
import { MEMBER_UUID, plan } from '../../state/fixtures';
import { placeElement } from '../../helpers/page';

export const NDC = { atorvastatin: '00071015523', insulin: '00088250033' } as const;

const NY = { fipsCountyCode: '061', fipsCountyName: 'New York', fipsStateCode: '36', stateCode: 'NY' };
const TX = { fipsCountyCode: '453', fipsCountyName: 'Travis', fipsStateCode: '48', stateCode: 'TX' };

const medicalBenefits = [
  { label: 'Monthly Premium', value: '$0.00' },
  { label: 'Primary Care Provider', value: '$0 copay' },
  { label: 'Specialist', value: '$35 copay' },
  { label: 'Out-of-Pocket Maximum', value: '$3,900 in-network' },
  { label: 'Dental', value: '$1,500 allowance for covered dental services' },
];

const bullets = [
  { rank: 3, shortBullets: '$1,500 dental allowance each year' },
  { rank: 1, shortBullets: '$0 copay for primary care visits' },
  { rank: 2, shortBullets: 'Fitness program membership at no extra cost' },
];

export function mapdPlan(year = 2026, extra: Record<string, unknown> = {}) {
  return plan('H3387-003-000', 'MAPD', year, {
    planName: 'AARP Medicare Advantage Plan 2 (HMO)',
    planProductType: 'HMO',
    county: NY,
    monthlyPremium: 0,
    monthlyPremiumFormatted: '$0.00',
    lisMonthlyPremiumFormatted: '$0.00',
    benefits: medicalBenefits,
    rider: [{ benefitName: 'Optional Supplemental Dental', helpText: 'Extra dental coverage for $28.00 more each month.' }],
    marketingInformation: bullets,
    isShowDrugPricing: true,
    annualDrugCost: 1234.5,
    coveredDrugs: [NDC.atorvastatin],
    drugTier: { [NDC.atorvastatin]: 1, [NDC.insulin]: 0 },
    costsDuringInitialCoveragePeriod: { [NDC.atorvastatin]: 12.5, [NDC.insulin]: 35 },
    partDDeductible: { value: '$0' },
    ...extra,
  });
}

export function maPlan(year = 2026) {
  return plan('H3387-001-000', 'MA', year, {
    planName: 'AARP Medicare Advantage Essentials (HMO)',
    planProductType: 'HMO',
    county: NY,
    monthlyPremiumFormatted: '$0.00',
    benefits: medicalBenefits.slice(0, 3),
    marketingInformation: bullets,
  });
}

export function pffsPlan(year = 2026) {
  return plan('H3387-005-000', 'MAPD', year, { planName: 'UnitedHealthcare MedicareDirect Rx (PFFS)', planProductType: 'PFFS', county: NY, monthlyPremiumFormatted: '$64.00' });
}

export function pdpPlan(year = 2026) {
  return plan('S5921-001-000', 'PDP', year, {
    planName: 'AARP Medicare Rx Preferred from UHC (PDP)',
    planProductType: 'PDP',
    county: NY,
    monthlyPremium: 84,
    monthlyPremiumFormatted: '$84.00',
    lisMonthlyPremiumFormatted: '$44.00',
    benefits: [{ label: 'Monthly Premium', value: '$84.00' }, { label: 'Tier 1: Preferred Generic', value: '$1 copay' }],
    isShowDrugPricing: true,
    annualDrugCost: 600,
    lisAnnualDrugCost: 120,
    coveredDrugs: [NDC.atorvastatin, NDC.insulin],
    drugTier: { [NDC.atorvastatin]: 1, [NDC.insulin]: 3 },
    costsDuringInitialCoveragePeriod: { [NDC.atorvastatin]: 1, [NDC.insulin]: 35 },
    partDDeductible: { value: '$545' },
  });
}

export function pdpPlan2(year = 2026) {
  return plan('S5921-002-000', 'PDP', year, { planName: 'AARP Medicare Rx Saver from UHC (PDP)', planProductType: 'PDP', county: NY, monthlyPremiumFormatted: '$31.00' });
}

export function isnpPlan(year = 2026) {
  return plan('H3379-003-000', 'SNP', year, { planName: 'UnitedHealthcare Nursing Home Plan (PPO I-SNP)', planProductType: 'I-SNP', snpType: 'INSTITUTIONAL', county: NY });
}

export function csnpPlan(year = 2026) {
  return plan('H3379-002-000', 'SNP', year, { planName: 'UnitedHealthcare Chronic Complete (HMO C-SNP)', planProductType: 'C-SNP', snpType: 'CHRONIC_AND_DISABLING_CONDITION', county: NY });
}

export function dsnpPlan(year = 2026) {
  return plan('H3379-001-000', 'SNP', year, { planName: 'UnitedHealthcare Dual Complete (HMO D-SNP)', planProductType: 'D-SNP', snpType: 'DUAL_ELIGIBLE', county: NY });
}

export function iesnpPlan(year = 2026) {
  return plan('H3379-004-000', 'SNP', year, { planName: 'UnitedHealthcare Assisted Living Plan (PPO IE-SNP)', planProductType: 'IE-SNP', snpType: 'INSTITUTIONAL_EQUIVALENT', county: NY });
}

export function medsuppPlan(planId: string, planName: string, county: typeof NY = NY, year = 2026) {
  return plan(planId, 'MS', year, {
    planName,
    planProductType: 'MEDSUPP',
    county,
    monthlyPremiumFormatted: '$248.00',
    benefits: [{ label: 'Monthly Premium', value: '$248.00' }, { label: 'Part B Deductible', value: 'Covered' }],
    msLegalEntity: 'UnitedHealthcare Insurance Company',
    msPlanPositioningStatement: 'Our most comprehensive coverage, for those eligible for Medicare before 2020.',
  });
}

export const planF = (county = NY) => medsuppPlan('F01', 'AARP Medicare Supplement Plan F', county);
export const planHighDeductible = (county = NY) => medsuppPlan('HG1', 'AARP Medicare Supplement High Deductible Plan G', county);
/** Footnote 10: a wellness-extras plan, known by its name. */
export const planWellnessExtras = (county = NY) => medsuppPlan('WX1', 'AARP Medicare Supplement Plan G with Wellness Extras', county);
export const TEXAS = TX;

export const savedDrugs = [
  { drugId: 'd1', drugName: 'Atorvastatin', drugDosage: 'Atorvastatin 20 mg tablet', drugQuantity: 30, drugFrequency: 'Month', drugSupplyLength: '30', nationalDrugCode: NDC.atorvastatin },
  { drugId: 'd2', drugName: 'Insulin glargine', drugDosage: 'Insulin glargine 100 unit/mL pen', drugQuantity: 1, drugFrequency: 'Month', drugSupplyLength: '30', nationalDrugCode: NDC.insulin },
];

export function profileWith(plans: unknown[], extra: Record<string, unknown> = {}) {
  return {
    uuid: MEMBER_UUID,
    userDetails: { uuid: MEMBER_UUID, firstName: 'Maria', lastName: 'Lopez', optumId: 'mlopez', mbi: '1EG4TE5MK73' },
    plansDetails: { zipCode: '10001', plans, savedPlans: '' },
    drugsAndPharmacyDetails: { drugInfoDetails: savedDrugs, pharmacyObj: { pharmacyNumber: 'P1', pharmacyName: 'Main Street Pharmacy', mailOrder: 'false' } },
    ...extra,
  };
}

export const CONTENT_ROUTES = [
  { method: 'GET', path: /state-flip\.json$/, json: { approvedStates: ['NY', 'FL', 'AZ'] } },
  { method: 'GET', path: /global\/suppression\.json$/, json: { suppressedPlanIds: ['MW1', 'TW1', 'NW1'] } },
  { method: 'GET', path: /MedsupContent\.json$/, json: { disclosures: '<p>Disclosures</p>', texts: {} } },
];

/** Places <sp-saved-plans> and waits until its cards show. */
export async function placeSavedPlans(): Promise<ShadowRoot> {
  const { root } = await placeElement('sp-saved-plans', (r) => r.querySelector('article'));
  return root;
}

/** One plan's answer of the drug-cost estimate (estimateplancost) at one pharmacy, drug by drug. */
export function drugCostAnswer(planId: string, total: number, inNetwork: boolean, drugs: { ndc: string; covered: boolean; tier: number; initial: number }[]) {
  const [contractId, pbpNumber, segmentId] = planId.split('-');
  return {
    compositePlanId: { contractId, pbpNumber, segmentId, planYear: 2026 },
    pharmacyCosts: [{
      pharmacyInfo: { inNetwork, pharmacyNumber: 'P1' },
      planSummaryCost: { totalDrugCost: total },
      drugsCost: drugs.map((d) => ({ nationalDrugCode: d.ndc, covered: d.covered, formularyStatus: { tier: d.tier }, costDuringInitialCoveragePeriod: d.initial })),
    }],
  };
}


/** A plan of the supplement plan search as the reference backend answers it (spec §7.3). */
export function searchedSupplementPlan(planCode: string, planId: string, planName: string, monthlyPremium: number) {
  return {
    planCode, planId, planName, planYear: 2026, monthlyPremium,
    legalEntity: 'UnitedHealthcare Insurance Company',
    planPositioningStatement: `${planName}: a positioning statement.`,
    benefitSummaries: [{ label: 'Monthly Premium', value: `$${monthlyPremium}.00` }, { label: 'Part B Deductible', value: 'Not covered' }],
  };
}

/** The supplement plan search's answer: data.msSearchPlansData.products[0].plans. */
export function medsuppSearchRoute(plans: unknown[], zip = '10001') {
  return { method: 'GET', path: `/medsupp/plans/v2/zip-codes/${zip}/products/MEDSUPP/search`, json: { data: { msSearchPlansData: { products: [{ plans }] } } } };
}

/** medsuppData with favourited supplement plans (spec §3.1). */
export function favourites(...plans: { planCode: string; planYear?: number }[]) {
  return { applicantInformation: { zipCode: '10001' }, savedPlanInformation: { favoritedPlans: plans }, zipCode: '10001' };
}

/** The user's Medicare Supplement application answer (GET /landrover/api/enrollments/medsupp/v1). */
export function medsuppApplicationRoute(planName: string, applicationStatus = 'IN_PROGRESS', zipCode = '10001') {
  const response = {
    applicationStatus: { applicationStatus, applicationId: 'MSA-7', savedTimestamp: '2026-02-04T12:00:00', plans: [{ planName, planCode: 'F', legalEntity: 'UnitedHealthcare Insurance Company' }] },
    applicantDemographics: { zipCode },
    planType: 'MS',
  };
  return { method: 'GET', path: '/landrover/api/enrollments/medsupp/v1', json: { applications: [{ response }] } };
}
