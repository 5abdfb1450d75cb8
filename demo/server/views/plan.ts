/** Catalog plans shaped as the profile (spec §3.2) and the planinfo services answer them. */
import { countyByFips, type County } from '../catalog/geography';
import { findPharmacy } from '../catalog/pharmacies';
import { PLAN_TYPE_DESCRIPTIONS } from '../../../src/domain/planTypes';
import type { CatalogPlan } from '../catalog/plans';
import { drugCost, round } from '../catalog/pricing';
import { money } from '../catalog/seeded';

export interface PlanContext {
  zipCode: string;
  fips: string;
  savedOn?: number;
  enrollment?: Record<string, unknown> | null;
  /** Saved drugs (national drug code + supply length) and the chosen pharmacy number, for drug cost fields. */
  drugs?: { nationalDrugCode: string; supply: number }[];
  pharmacyNumber?: string;
  lis?: boolean;
}

export function compositePlanId(plan: CatalogPlan): Record<string, unknown> {
  return {
    contractId: plan.contractId,
    pbpNumber: plan.pbpNumber,
    segmentId: plan.segmentId,
    planYear: plan.planYear,
    planType: { name: plan.planType, category: PLAN_TYPE_DESCRIPTIONS[plan.planType] },
    ...(plan.planCode ? { plancode: plan.planCode } : {}),
  };
}

function drugFields(plan: CatalogPlan, ctx: PlanContext): Record<string, unknown> {
  if (!plan.hasDrugCoverage || !ctx.drugs?.length) return { isShowDrugPricing: plan.hasDrugCoverage };
  const pharmacy = ctx.pharmacyNumber ? findPharmacy(ctx.pharmacyNumber) : undefined;
  const costs = ctx.drugs.map((d) => drugCost(plan, d, pharmacy)).filter((c) => c !== undefined);
  const lisCosts = ctx.drugs.map((d) => drugCost(plan, d, pharmacy, true)).filter((c) => c !== undefined);
  const annual = round(costs.reduce((sum, c) => sum + c.annualCost, 0));
  return {
    isShowDrugPricing: true,
    isPharmacyCovered: pharmacy ? costs.length > 0 : true,
    inNetwork: true,
    coveredDrugs: costs.filter((c) => c.covered).map((c) => c.nationalDrugCode),
    coveredDrugsCount: costs.filter((c) => c.covered).length,
    costsDuringInitialCoveragePeriod: Object.fromEntries(costs.map((c) => [c.nationalDrugCode, c.initialCoverageCost])),
    drugTier: Object.fromEntries(costs.map((c) => [c.nationalDrugCode, c.tier])),
    annualDrugCost: annual,
    estimatedAnnualDrugCost: annual,
    averageMonthlyDrugCost: round(annual / 12),
    lisAnnualDrugCost: round(lisCosts.reduce((sum, c) => sum + c.annualCost, 0)),
  };
}

function countyOf(fips: string): County | undefined {
  return countyByFips(fips.slice(0, 2), fips.slice(2));
}

export function profilePlan(plan: CatalogPlan, ctx: PlanContext): Record<string, unknown> {
  const county = countyOf(ctx.fips);
  return {
    planId: plan.planId,
    planName: plan.planName,
    planType: plan.planType,
    planProductType: plan.planProductType,
    planYear: plan.planYear,
    zipCode: ctx.zipCode,
    ...(ctx.savedOn !== undefined ? { savedOn: ctx.savedOn } : {}),
    ...(county ? { county } : {}),
    isEnrolled: Boolean(ctx.enrollment),
    ...(ctx.enrollment ?? {}),
    ...(plan.snpType ? { snpType: plan.snpType } : {}),
    preferredNetwork: plan.preferredNetwork,
    pharmacySaver: plan.pharmacySaver,
    oleLaunchData: {
      cookieInfo: { planId: plan.planId, planYear: plan.planYear, zipCode: ctx.zipCode, fips: ctx.fips },
      reloadUrl: `/online-enrollment/${plan.planType === 'PDP' ? 'pdp' : plan.planType === 'SNP' ? 'dsnp' : 'mapd'}/welcome`,
    },
    monthlyPremium: plan.monthlyPremium,
    monthlyPremiumFormatted: money(plan.monthlyPremium),
    lisMonthlyPremiumFormatted: money(ctx.lis === false ? plan.monthlyPremium : plan.lisMonthlyPremium),
    medicalPremium: plan.medicalPremium,
    outofPocketMaximum: { value: plan.outOfPocketMaximum },
    partDDeductible: { value: plan.partDDeductible },
    tier1PreferredGeneric: plan.tier1PreferredGeneric,
    benefits: plan.benefits,
    rider: plan.riders,
    marketingInformation: plan.marketingInformation,
    marketingBulletsV2: plan.marketingBulletsV2 ?? [...plan.marketingInformation].sort((a, b) => a.rank - b.rank).map((b) => ({ icon: b.iconFileName.replace(/\.svg$/, ''), shortBullets: b.shortBullets })),
    ...(plan.msLegalEntity ? { msLegalEntity: plan.msLegalEntity, msPlanPositioningStatement: plan.msPlanPositioningStatement } : {}),
    ...drugFields(plan, ctx),
  };
}

/** A plan as the planinfo family answers it (ServicePlan). */
export function servicePlan(plan: CatalogPlan): Record<string, unknown> {
  return {
    compositePlanId: compositePlanId(plan),
    planId: plan.planId,
    planName: plan.planName,
    planType: plan.planType,
    planYear: plan.planYear,
    planProductType: plan.planProductType,
    mapsPlanType: plan.planType,
    businessSegment: plan.planType === 'MS' ? 'MEDSUPP' : plan.planType === 'PDP' ? 'PDP' : 'MAPD',
    networkTypes: plan.networkTypes,
    benefitNames: plan.benefits.map((b) => b.label),
    benefitDescriptions: plan.benefits.map((b) => b.value),
    monthlyPremium: plan.monthlyPremium,
    monthlyPremiumFormatted: money(plan.monthlyPremium),
    lisMonthlyPremiumFormatted: money(plan.lisMonthlyPremium),
    medicalPremium: plan.medicalPremium,
    outofPocketMaximum: { value: plan.outOfPocketMaximum },
    partDDeductible: { value: plan.partDDeductible },
    tier1PreferredGeneric: plan.tier1PreferredGeneric,
    benefits: plan.benefits,
    rider: plan.riders,
    marketingInformation: plan.marketingInformation,
    preferredNetwork: plan.preferredNetwork,
    pharmacySaver: plan.pharmacySaver,
    ...(plan.snpType ? { snpType: plan.snpType } : {}),
    ...(plan.msLegalEntity ? { msLegalEntity: plan.msLegalEntity, msPlanPositioningStatement: plan.msPlanPositioningStatement } : {}),
  };
}
