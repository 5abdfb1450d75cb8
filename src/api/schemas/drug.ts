/** Drugs, pharmacies (spec §3.3) and the pharmacy calls (§7.3); the drug info calls' are in drugInfo.ts, the estimate's in drugPricing.ts. */
import * as v from 'valibot';
import { AmountSchema, BooleanLikeSchema, NumberLikeSchema } from './common';
import { opt, StringLikeSchema } from './reading';
import { lenientEntries } from './tolerant';

const drugEntries = {
  drugId: opt(StringLikeSchema),
  isGeneric: opt(BooleanLikeSchema),
  drugName: v.string(),
  drugDosage: opt(v.string()),
  drugQuantity: opt(NumberLikeSchema),
  /** Day, Week, Month, or a refill option; the domain drops unknown ones (§5.5). */
  drugFrequency: opt(StringLikeSchema),
  /** '30' or '90'; the domain defaults anything else to '30' (§5.5). */
  drugSupplyLength: opt(StringLikeSchema),
  nationalDrugCode: opt(StringLikeSchema),
  drugPackageName: opt(v.string()),
  drugPackageSize: opt(StringLikeSchema),
  drugPackageQuantity: opt(StringLikeSchema),
};

export const DrugSchema = v.looseObject(drugEntries);
export type Drug = v.InferOutput<typeof DrugSchema>;

/** A saved drug as a profile answer carries it: a name is required, any other unreadable field reads as absent. */
export const DrugAnswerSchema = v.looseObject({ ...lenientEntries(drugEntries, 'drug'), drugName: drugEntries.drugName });

export const PharmacyAddressSchema = v.union([
  v.string(),
  v.looseObject({
    line1: opt(v.string()),
    line2: opt(v.string()),
    city: opt(v.string()),
    state: opt(v.string()),
    zipCode: opt(StringLikeSchema),
  }),
]);

export const PharmacySchema = v.looseObject({
  pharmacyNumber: StringLikeSchema,
  pharmacyName: opt(v.string()),
  pharmacyAddress: opt(PharmacyAddressSchema),
  mailOrder: opt(BooleanLikeSchema),
  pharmacySaver: opt(BooleanLikeSchema),
  preferredNetwork: opt(BooleanLikeSchema),
});
export type Pharmacy = v.InferOutput<typeof PharmacySchema>;

const pharmacyObjEntries = {
  pharmacyNumber: opt(StringLikeSchema),
  pharmacyName: opt(v.string()),
  mailOrder: opt(BooleanLikeSchema),
  pharmacySaver: opt(BooleanLikeSchema),
};

/** The profile's chosen pharmacy (§3.1); mailOrder is sent as text 'true'/'false'. */
export const PharmacyObjSchema = v.looseObject(pharmacyObjEntries);
export type PharmacyObj = v.InferOutput<typeof PharmacyObjSchema>;
export const PharmacyObjAnswerSchema = v.looseObject(lenientEntries(pharmacyObjEntries, 'pharmacy'));

/** GET /pharmacysearch/pharmacyData/v1/{pharmacyNumber}/{year} */
export const PharmacyDataResponseSchema = v.looseObject({ data: PharmacySchema });
export type PharmacyDataResponse = v.InferOutput<typeof PharmacyDataResponseSchema>;

export const PharmacyPlanCoverageSchema = v.looseObject({
  planId: v.string(),
  inNetwork: BooleanLikeSchema,
  preferredNetwork: opt(BooleanLikeSchema),
  pharmacySaver: opt(BooleanLikeSchema),
});

/**
 * GET /pharmacysearch/pharmacies/v1/{n}/coverage/{year}/{type}/{planIds}.
 * Response not shown: one entry per asked plan id.
 */
export const PharmacyCoverageResponseSchema = v.looseObject({
  data: v.looseObject({
    pharmacyNumber: opt(StringLikeSchema),
    plans: v.array(PharmacyPlanCoverageSchema),
  }),
});
export type PharmacyCoverageResponse = v.InferOutput<typeof PharmacyCoverageResponseSchema>;

/** Per-drug cost (spec §3.8). */
export const DrugCostSchema = v.looseObject({
  nationalDrugCode: opt(StringLikeSchema),
  formularyStatus: opt(
    v.looseObject({
      priorAuthorization: opt(BooleanLikeSchema),
      quantityLimit: opt(BooleanLikeSchema),
      stepTherapy: opt(BooleanLikeSchema),
      limitedAccess: opt(BooleanLikeSchema),
      quantityLimitDays: opt(NumberLikeSchema),
      quantityLimitDescription: opt(v.string()),
      tierDescription: opt(v.string()),
      tier: opt(NumberLikeSchema),
    }),
  ),
  totalCost: opt(AmountSchema),
  costDuringInitialCoveragePeriod: opt(AmountSchema),
  costDuringDeductibleCoveragePeriod: opt(AmountSchema),
  costDuringCoverageGap: opt(AmountSchema),
  costDuringCatastrophicCoverage: opt(AmountSchema),
  originalCostDuringInitialCoveragePeriod: opt(AmountSchema),
  costCapped: opt(BooleanLikeSchema),
  covered: opt(BooleanLikeSchema),
  insulinDrug: opt(BooleanLikeSchema),
});
export type DrugCost = v.InferOutput<typeof DrugCostSchema>;
