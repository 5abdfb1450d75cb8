/**
 * The planinfo family's answers (spec §3.2 service plan, §3.9 LIS data,
 * §7.3): service plans, LIS data and the supplement plan search. Apart from
 * plan.ts because only the follow-up calls read them, after a page's first
 * render (components/plans/followUpCalls.ts).
 */
import * as v from 'valibot';
import { AmountSchema, PlanTypeSchema, PlanYearSchema } from './common';
import { BenefitSchema, CompositePlanIdSchema, planDetailEntries } from './plan';
import { opt, StringLikeSchema } from './reading';
import { lenientEntries, lenientList } from './tolerant';

/** A plan as the planinfo services answer it: everything optional but its id. */
export const ServicePlanSchema = v.looseObject({
  compositePlanId: v.union([v.string(), CompositePlanIdSchema]),
  planId: opt(v.string()),
  planName: opt(v.string()),
  planType: opt(PlanTypeSchema),
  planYear: opt(PlanYearSchema),
  mapsPlanType: opt(v.string()),
  businessSegment: opt(v.string()),
  networkTypes: opt(v.array(v.string())),
  benefitNames: opt(v.array(v.string())),
  benefitDescriptions: opt(v.array(v.string())),
  ...planDetailEntries,
});
export type ServicePlan = v.InferOutput<typeof ServicePlanSchema>;

/** `{ data: { plans } }`, the answer of plan products. */
export const PlansDataResponseSchema = v.looseObject({
  data: v.looseObject({ plans: v.array(ServicePlanSchema) }),
});
export type PlansDataResponse = v.InferOutput<typeof PlansDataResponseSchema>;

/** One plan's subsidised (Extra Help) premium in the LIS data of a county (spec §3.9 _subsidyList). */
const SubsidyEntrySchema = v.looseObject({ planId: v.string(), planYear: opt(PlanYearSchema), monthlyPremium: opt(AmountSchema) });
export type SubsidyEntry = v.InferOutput<typeof SubsidyEntrySchema>;

/**
 * LIS data by county (spec §3.9): _isEligibleForLIS (Yes/No), _LISLevel and
 * _subsidyList, read entry by entry (one odd entry is left out, logged).
 */
export const LisDataResponseSchema = v.looseObject({
  _isEligibleForLIS: opt(v.string()),
  _LISLevel: opt(StringLikeSchema),
  _subsidyList: lenientList(SubsidyEntrySchema, 'LIS subsidy entry'),
});
export type LisData = v.InferOutput<typeof LisDataResponseSchema>;

/**
 * A plan of the supplement plan search (spec §7.3: planCode, benefit
 * summaries): what a favourited supplement plan's card shows. Only the code
 * is needed to match a favourite; every other field reads as absent when odd.
 */
const medsuppSearchPlanEntries = {
  planId: opt(v.string()),
  planName: opt(v.string()),
  planYear: opt(PlanYearSchema),
  monthlyPremium: opt(AmountSchema),
  legalEntity: opt(v.string()),
  planPositioningStatement: opt(v.string()),
  benefitSummaries: opt(v.array(BenefitSchema)),
};
const MedsuppSearchPlanSchema = v.looseObject({ ...lenientEntries(medsuppSearchPlanEntries, 'supplement plan'), planCode: v.pipe(v.string(), v.trim(), v.nonEmpty()) });
export type MedsuppSearchPlan = v.InferOutput<typeof MedsuppSearchPlanSchema>;

/** The supplement plan search: data.msSearchPlansData.products[0].plans[]; no product reads as no plans. */
export const MedsuppSearchResponseSchema = v.looseObject({
  data: v.looseObject({
    msSearchPlansData: v.looseObject({
      products: v.array(v.looseObject({ plans: lenientList(MedsuppSearchPlanSchema, 'supplement plan') })),
    }),
  }),
});
