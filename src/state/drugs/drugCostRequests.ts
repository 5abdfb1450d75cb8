/**
 * The drug cost estimate (spec §4.11, §7.3): which calls the saved plans,
 * drugs and pharmacy call for, and what an answer lays over a saved plan.
 * Pure; src/state/drugs/drugCostCalls.ts makes the calls (part of the
 * follow-up code, components/plans/followUpCalls.ts).
 */
import type { Drug } from '../../api/schemas/drug';
import type { EstimatePlanCostRequest, EstimatePlanCostResponse } from '../../api/schemas/drugPricing';
import type { Plan } from '../../api/schemas/plan';
import { isValidDrug } from '../../domain/drugs';
import { isPharmacyCostShown, isPharmacyCovered } from '../../domain/pharmacy';
import { planIdParts } from '../../domain/planId';
import { drugCostGroups, type DrugCostGroup } from '../../domain/planLists';
import { stateCountyFipsOf } from '../../domain/countyFips';
import { costPlanKey } from './drugCosts';

/** The pharmacy the estimate prices at: the saved one, with mail order as its pharmacy data says. */
export interface PricedPharmacy {
  pharmacyNumber: string;
  mailOrder: boolean;
}

export interface DrugCostRequest {
  /** The body as text: equal keys mean the same call. */
  key: string;
  group: DrugCostGroup;
  /** costPlanKey of each plan asked about. */
  planKeys: readonly string[];
  body: EstimatePlanCostRequest;
}

/** The estimate's figures for one plan, as the plan fields of spec §3.2. */
export type DrugCostFields = Pick<
  Plan,
  | 'annualDrugCost'
  | 'estimatedAnnualDrugCost'
  | 'averageMonthlyDrugCost'
  | 'coveredDrugs'
  | 'coveredDrugsCount'
  | 'drugTier'
  | 'costsDuringInitialCoveragePeriod'
  | 'inNetwork'
  | 'isPharmacyCovered'
  | 'isShowPharmacyMessage'
>;

function answerPlanKey(compositePlanId: EstimatePlanCostResponse['data']['plans'][number]['compositePlanId']): string | undefined {
  if (typeof compositePlanId === 'string') {
    const [id, year] = compositePlanId.split(/\s+/);
    return id && year ? costPlanKey(id, year) : undefined;
  }
  const { contractId, pbpNumber, segmentId, planYear } = compositePlanId;
  if (!contractId || pbpNumber === undefined || planYear === undefined) return undefined;
  return costPlanKey(`${contractId}${pbpNumber}${segmentId ?? ''}`, planYear);
}

const text = (value: string | number | boolean | null | undefined) => (value === null || value === undefined ? '' : String(value).trim());

/**
 * The drugs as the estimate takes them. A drug without a national drug code
 * or a quantity cannot be priced and is left out (an invalid one is logged
 * where the drugs are read, src/state/savedItems.ts).
 */
function estimateDrugs(drugs: readonly Drug[]): EstimatePlanCostRequest['drugs'] {
  return drugs
    .filter((drug) => isValidDrug(drug) && text(drug.nationalDrugCode) !== '')
    .map((drug) => ({
      ...(drug.drugFrequency ? { drugFrequency: String(drug.drugFrequency) } : {}),
      ...(drug.drugSupplyLength ? { drugSupplyLength: String(drug.drugSupplyLength) } : {}),
      drugQuantity: Number(drug.drugQuantity),
      ...(text(drug.drugPackageQuantity) ? { packageQuantity: text(drug.drugPackageQuantity) } : {}),
      nationalDrugCode: text(drug.nationalDrugCode),
      ...(text(drug.drugPackageSize) ? { packageSize: text(drug.drugPackageSize) } : {}),
    }));
}

/**
 * One call per group present among the saved plans, each asking about all
 * the group's plans. The spec gives one zip and county per call; a group's
 * plans share the profile's place, so the first plan of the group that names
 * both gives them. A group none of whose plans names a zip and a county
 * cannot be priced and keeps its stored figures.
 */
export function drugCostRequests(plans: readonly Plan[], drugs: readonly Drug[], pharmacy: PricedPharmacy): DrugCostRequest[] {
  const priced = estimateDrugs(drugs);
  if (priced.length === 0) return [];
  return Object.entries(drugCostGroups(plans)).flatMap(([group, members]): DrugCostRequest[] => {
    const place = members.map((plan) => ({ zip: text(plan.zipCode), county: stateCountyFipsOf(plan) })).find((p) => /^\d{5}$/.test(p.zip) && p.county);
    const asked = members.flatMap((plan) => {
      const parts = planIdParts(plan.planId.replace(/-/g, ''));
      return parts ? [{ plan, parts }] : [];
    });
    if (!place?.county || asked.length === 0) return [];
    const body: EstimatePlanCostRequest = {
      zip: place.zip,
      county: place.county,
      pharmacy: { pharmacyNumber: pharmacy.pharmacyNumber, mailOrder: pharmacy.mailOrder },
      drugs: priced,
      plans: asked.map(({ plan, parts }) => ({ ...parts, planYear: Number(plan.planYear) })),
    };
    return [{ key: JSON.stringify(body), group: group as DrugCostGroup, planKeys: asked.map(({ plan }) => costPlanKey(plan.planId, plan.planYear)), body }];
  });
}

const amount = (value: string | number | undefined): number | undefined => {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').replace(/[$,\s]/g, ''));
  return value === undefined || value === '' || !Number.isFinite(number) ? undefined : number;
};

/**
 * The figures an answer gives each plan. The pharmacy's network flag comes
 * from the answer; the pharmacy counts as covered by that flag or as the
 * mail-service pharmacy (spec §5.5). isShowPharmacyMessage (spec §3.2, named
 * only) is read as "the pharmacy's cost is not shown": covered drugs then
 * carry the pharmacy message instead of 'Covered'.
 */
export function drugCostFieldsOf(answer: EstimatePlanCostResponse['data'], pharmacy: PricedPharmacy): Map<string, DrugCostFields> {
  const fields = new Map<string, DrugCostFields>();
  for (const plan of answer.plans) {
    const key = answerPlanKey(plan.compositePlanId);
    const costs = plan.pharmacyCosts[0];
    if (!key || !costs) continue;
    const annual = amount(costs.planSummaryCost?.totalDrugCost) ?? amount(plan.originlEstimatedAnnualDrugCost);
    const drugs = (costs.drugsCost ?? []).filter((drug) => text(drug.nationalDrugCode) !== '');
    const coveredDrugs = drugs.filter((drug) => drug.covered === true).map((drug) => text(drug.nationalDrugCode));
    const network = { inNetwork: costs.pharmacyInfo.inNetwork === true, mailOrder: pharmacy.mailOrder };
    fields.set(key, {
      ...(annual === undefined ? {} : { annualDrugCost: annual, estimatedAnnualDrugCost: annual, averageMonthlyDrugCost: annual / 12 }),
      coveredDrugs,
      coveredDrugsCount: coveredDrugs.length,
      drugTier: Object.fromEntries(drugs.flatMap((drug) => (drug.formularyStatus?.tier === undefined ? [] : [[text(drug.nationalDrugCode), drug.formularyStatus.tier]]))),
      costsDuringInitialCoveragePeriod: Object.fromEntries(
        drugs.flatMap((drug) => (drug.costDuringInitialCoveragePeriod === undefined ? [] : [[text(drug.nationalDrugCode), drug.costDuringInitialCoveragePeriod]])),
      ),
      inNetwork: network.inNetwork,
      isPharmacyCovered: isPharmacyCovered(network),
      isShowPharmacyMessage: !isPharmacyCostShown(network),
    });
  }
  return fields;
}
