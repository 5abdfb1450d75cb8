/** Pharmacy data and coverage, drug info, drug search and drug pricing (spec §7.3). */
import { findByNdc, findDrug, type CatalogDrug } from '../catalog/drugs';
import { findCounty } from '../catalog/geography';
import { findPharmacy, inNetwork, MAIL_ORDER_PHARMACY } from '../catalog/pharmacies';
import { findPlan, PLANS } from '../catalog/plans';
import { drugCost, round, TIER_DESCRIPTIONS } from '../catalog/pricing';
import { validBody } from '../http/body';
import { json, notFound } from '../http/reply';
import type { Route } from '../http/router';
import type { Ctx } from '../http/types';
import { pharmacyData } from '../views/items';
import { compositePlanId } from '../views/plan';
import type { Checked } from '../validation/rules';
import { drugSearchBody, estimatePlanCostBody } from '../validation/requests';

function pharmacyDataRoute(ctx: Ctx) {
  const pharmacy = findPharmacy(ctx.params.pharmacyNumber ?? '');
  return pharmacy ? json({ data: pharmacyData(pharmacy) }) : notFound('No such pharmacy');
}

/**
 * The pharmacy's network status for each asked plan the catalog has in that
 * plan year and type (a plan asked under another year or type is left out,
 * so a wrong request shows as no answer for it).
 */
function coverage(ctx: Ctx) {
  const pharmacy = findPharmacy(ctx.params.pharmacyNumber ?? '');
  if (!pharmacy) return notFound('No such pharmacy');
  const type = (ctx.params.planType ?? '').toUpperCase();
  const planIds = (ctx.params.planIds ?? '').split(',').filter((planId) => findPlan(planId, ctx.params.planYear ?? '')?.planType === type);
  return json({
    data: {
      pharmacyNumber: pharmacy.pharmacyNumber,
      plans: planIds.map((planId) => ({ planId, inNetwork: inNetwork(pharmacy, planId), preferredNetwork: pharmacy.preferredNetwork, pharmacySaver: pharmacy.pharmacySaver })),
    },
  });
}

function dosageList(drug: CatalogDrug) {
  return drug.dosages.map((d) => ({ dosageId: d.dosageId, dosageName: d.dosageName, nationalDrugCode: d.packages[0]?.nationalDrugCode, packages: d.packages }));
}

/** The generic counterpart of a drug (by id, dosage id, NDC or name), with its branded ids. */
function genericDrugInfo(ctx: Ctx) {
  const key = ctx.params.drugIdentifier ?? '';
  const drug = findByNdc(key)?.drug ?? findDrug(key) ?? findDrug(ctx.url.searchParams.get('drug') ?? '');
  if (!drug) return notFound('No such drug');
  const generic = drug.isGeneric ? drug : (drug.pairedDrugId ? findDrug(drug.pairedDrugId) : undefined) ?? drug;
  const brand = drug.isGeneric ? (drug.pairedDrugId ? findDrug(drug.pairedDrugId) : undefined) : drug;
  return json({
    data: {
      ...(brand ? { brandedDrugId: brand.drugId, brandedDrugDosageId: brand.dosages[0]?.dosageId } : {}),
      drugId: generic.drugId, drugName: generic.drugName, drugDosageInfoList: dosageList(generic),
    },
  });
}

async function drugSearch(ctx: Ctx) {
  const body = await validBody(ctx, drugSearchBody);
  const drugs = body.drugs.map((d) => ({ asked: d, hit: findByNdc(d.ndc) })).map(({ asked, hit }) => hit
    ? { ndc: hit.pkg.nationalDrugCode, dosageName: hit.dosage.dosageName, drugId: hit.drug.drugId, dosageId: hit.dosage.dosageId }
    : { ndc: asked.ndc });
  return json({ drugs });
}

type PricingBody = Checked<typeof estimatePlanCostBody>;

function planCosts(body: PricingBody, stateCode: string | undefined, asked: PricingBody['plans'][number]) {
  const planId = `${asked.contractId}-${asked.pbpNumber}-${asked.segmentId}`;
  const plan = PLANS.find((p) => p.planId === planId && p.planYear === asked.planYear && (!stateCode || p.stateCode === stateCode));
  if (!plan) return undefined;
  const pharmacy = findPharmacy(body.pharmacy.pharmacyNumber) ?? (body.pharmacy.mailOrder ? MAIL_ORDER_PHARMACY : undefined);
  const uses = body.drugs.map((d) => ({
    nationalDrugCode: d.nationalDrugCode, supply: Number(d.drugSupplyLength) === 90 ? 90 : 30, quantity: d.drugQuantity,
    ...(d.drugFrequency ? { frequency: d.drugFrequency } : {}),
  }));
  const costs = uses.map((u) => drugCost(plan, u, pharmacy)).filter((c) => c !== undefined);
  const total = round(costs.reduce((s, c) => s + c.annualCost, 0));
  return {
    compositePlanId: compositePlanId(plan),
    pharmacyCosts: [{
      pharmacyInfo: { inNetwork: pharmacy ? inNetwork(pharmacy, plan.planId) : false, pharmacyNumber: body.pharmacy.pharmacyNumber },
      planSummaryCost: { totalDrugCost: total },
      drugsCost: costs.map((c) => ({
        nationalDrugCode: c.nationalDrugCode,
        formularyStatus: { tier: c.tier, tierDescription: TIER_DESCRIPTIONS[c.tier] ?? '', priorAuthorization: c.tier >= 4, quantityLimit: c.tier === 5, stepTherapy: false, limitedAccess: c.tier === 5 },
        totalCost: c.annualCost, costDuringInitialCoveragePeriod: c.initialCoverageCost, costDuringDeductibleCoveragePeriod: c.initialCoverageCost,
        costDuringCoverageGap: c.initialCoverageCost, costDuringCatastrophicCoverage: 0, originalCostDuringInitialCoveragePeriod: c.initialCoverageCost,
        costCapped: c.insulin, covered: c.covered, insulinDrug: c.insulin,
      })),
    }],
    originlEstimatedAnnualDrugCost: total,
  };
}

async function estimatePlanCost(ctx: Ctx) {
  const body = await validBody(ctx, estimatePlanCostBody);
  const stateCode = findCounty(body.county)?.stateCode;
  const plans = body.plans.map((p) => planCosts(body, stateCode, p)).filter((p) => p !== undefined);
  const pharmacy = findPharmacy(body.pharmacy.pharmacyNumber);
  return json({ data: { plans, pharmacySearchResultMap: pharmacy ? { [pharmacy.pharmacyNumber]: pharmacyData(pharmacy) } : {} } });
}

export const drugRoutes: Route[] = [
  { method: 'GET', pattern: '/pharmacysearch/pharmacyData/v1/:pharmacyNumber/:year', call: 'pharmacy', api: true, handler: pharmacyDataRoute },
  { method: 'GET', pattern: '/pharmacysearch/pharmacies/v1/:pharmacyNumber/coverage/:planYear/:planType/:planIds', call: 'pharmacy-coverage', api: true, handler: coverage },
  { method: 'GET', pattern: '/drug-info-api/druginfo/genericdruginfo/:drugTypeId/:drugIdentifier/:year', call: 'drug-info', api: true, handler: genericDrugInfo },
  { method: 'POST', pattern: '/drug-info-api/druginfo/search', call: 'drug-search', api: true, handler: drugSearch },
  { method: 'POST', pattern: '/drug-pricing-api/drugpricing/estimateplancost', call: 'drug-pricing', api: true, handler: estimatePlanCost },
];

