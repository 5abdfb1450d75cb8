/** Plan recommendation data, the profile's preData (spec §3.8). */
import * as v from 'valibot';
import { CompositePlanIdSchema } from './plan';
import { DrugCostSchema } from './drug';
import { AmountSchema, BooleanLikeSchema, NumberLikeSchema, PlanYearSchema } from './common';
import { opt, StringLikeSchema } from './reading';
import { answerObject, lenient, lenientEntries, tolerantList } from './tolerant';

const recommendedPlanEntries = {
  /** '1' is the top plan (spec §4.9). */
  rank: opt(StringLikeSchema),
  planId: opt(v.string()),
  planName: opt(v.string()),
  planType: opt(v.string()),
  planYear: opt(PlanYearSchema),
  compositePlanId: opt(v.union([v.string(), CompositePlanIdSchema])),
  legalEntity: opt(v.string()),
  deductible: opt(AmountSchema),
  snpType: opt(v.string()),
  drugCostAmount: opt(AmountSchema),
  drugsCovered: opt(v.union([NumberLikeSchema, v.string()])),
  pharmacyIndicator: opt(BooleanLikeSchema),
  isPlanSaved: opt(BooleanLikeSchema),
  /** Supplement plans only. */
  premiumCost: opt(AmountSchema),
  vasAvailable: opt(BooleanLikeSchema),
  /** Per-drug cost details by drug code. */
  drugCostDetails: opt(v.record(v.string(), DrugCostSchema)),
};

export const RecommendedPlanSchema = v.looseObject(recommendedPlanEntries);
export type RecommendedPlan = v.InferOutput<typeof RecommendedPlanSchema>;

export const RecommendationLocationSchema = v.looseObject({
  zipcode: opt(StringLikeSchema),
  selectedCounty: opt(v.unknown()),
});

const planRecommendationEntries = {
  location: opt(RecommendationLocationSchema),
  plans: opt(v.array(RecommendedPlanSchema)),
  prevYearPlans: opt(v.array(RecommendedPlanSchema)),
  /** The stored top-plan object adds these. */
  zipCode: opt(StringLikeSchema),
  county: opt(v.unknown()),
};

export const PlanRecommendationObjSchema = v.looseObject(planRecommendationEntries);
export type PlanRecommendationObj = v.InferOutput<typeof PlanRecommendationObjSchema>;

const PreferenceSchema = v.looseObject({ questionId: StringLikeSchema, answers: opt(v.array(StringLikeSchema)) });

const preDataDrugEntries = {
  ndc: opt(StringLikeSchema),
  qty: opt(NumberLikeSchema),
  frequency: opt(StringLikeSchema),
  supply: opt(StringLikeSchema),
  packageQuantity: opt(StringLikeSchema),
  pharmacyNumber: opt(StringLikeSchema),
};

const preDataEntries = {
  planRecommendationObj: opt(PlanRecommendationObjSchema),
  preferences: opt(v.array(PreferenceSchema)),
  showAllPlans: opt(BooleanLikeSchema),
  planYear: opt(PlanYearSchema),
  planMonth: opt(StringLikeSchema),
  isResultPage: opt(BooleanLikeSchema),
  comparedPlans: opt(v.array(v.unknown())),
  medsuppUserInfo: opt(
    v.looseObject({
      channel: opt(v.string()),
      zipcode: opt(StringLikeSchema),
      statecode: opt(v.string()),
      asOfDate: opt(v.string()),
      version: opt(StringLikeSchema),
    }),
  ),
  drugs: opt(v.array(v.looseObject(preDataDrugEntries))),
  mlmaRanking: opt(v.unknown()),
  mlpdpRanking: opt(v.unknown()),
  pdpPlanStage: opt(v.unknown()),
};

export const PreDataSchema = v.looseObject(preDataEntries);
export type PreData = v.InferOutput<typeof PreDataSchema>;

const recommendedPlans = (what: string) => lenient(opt(tolerantList(answerObject(lenientEntries(recommendedPlanEntries, what)), what)), `${what} list`);

/**
 * preData as a profile answer carries it: each recommended plan, preference
 * and drug read on its own, and any unreadable field read as absent.
 */
export const PreDataAnswerSchema = answerObject({
  ...lenientEntries(preDataEntries, 'preData'),
  planRecommendationObj: lenient(
    opt(
      answerObject({
        ...lenientEntries(planRecommendationEntries, 'recommendation'),
        plans: recommendedPlans('recommended plan'),
        prevYearPlans: recommendedPlans('previous-year recommended plan'),
      }),
    ),
    'preData planRecommendationObj',
  ),
  preferences: lenient(opt(tolerantList(PreferenceSchema, 'recommendation preference')), 'preData preferences'),
  drugs: lenient(opt(tolerantList(answerObject(lenientEntries(preDataDrugEntries, 'preData drug')), 'preData drug')), 'preData drugs'),
});
