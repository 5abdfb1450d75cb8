/**
 * The drug pricing estimate (spec §3.8, §7.3): its request and answer. Apart
 * from drug.ts because only the follow-up calls make it, after a page's first
 * render (components/plans/followUpCalls.ts).
 */
import * as v from 'valibot';
import { AmountSchema, BooleanLikeSchema, NumberLikeSchema, PlanYearSchema } from './common';
import { DrugCostSchema } from './drug';
import { CompositePlanIdSchema } from './plan';
import { opt, StringLikeSchema } from './reading';

export const EstimatePlanCostRequestSchema = v.object({
  zip: v.pipe(v.string(), v.regex(/^\d{5}$/)),
  /** FIPS county code. */
  county: v.string(),
  pharmacy: v.object({
    pharmacyNumber: v.string(),
    mailOrder: opt(BooleanLikeSchema),
  }),
  drugs: v.array(
    v.object({
      drugFrequency: opt(v.string()),
      drugSupplyLength: opt(v.string()),
      drugQuantity: NumberLikeSchema,
      packageQuantity: opt(StringLikeSchema),
      nationalDrugCode: v.string(),
      packageSize: opt(StringLikeSchema),
    }),
  ),
  plans: v.array(
    v.object({
      contractId: v.string(),
      pbpNumber: v.string(),
      segmentId: v.string(),
      planYear: PlanYearSchema,
    }),
  ),
});
export type EstimatePlanCostRequest = v.InferInput<typeof EstimatePlanCostRequestSchema>;

export const PharmacyCostSchema = v.looseObject({
  pharmacyInfo: v.looseObject({ inNetwork: opt(BooleanLikeSchema), pharmacyNumber: opt(StringLikeSchema) }),
  planSummaryCost: opt(v.looseObject({ totalDrugCost: opt(AmountSchema) })),
  drugsCost: opt(v.array(DrugCostSchema)),
});

/** POST /drug-pricing-api/drugpricing/estimateplancost */
export const EstimatePlanCostResponseSchema = v.looseObject({
  data: v.looseObject({
    plans: v.array(
      v.looseObject({
        compositePlanId: v.union([v.string(), CompositePlanIdSchema]),
        pharmacyCosts: v.array(PharmacyCostSchema),
        /** Spelled as the service spells it. */
        originlEstimatedAnnualDrugCost: opt(AmountSchema),
      }),
    ),
    pharmacySearchResultMap: opt(v.record(v.string(), v.unknown())),
  }),
});
export type EstimatePlanCostResponse = v.InferOutput<typeof EstimatePlanCostResponseSchema>;
