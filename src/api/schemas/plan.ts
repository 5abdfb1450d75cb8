/** Plans, saved or enrolled (spec §3.2); the planinfo family's answers are in planInfo.ts. */
import * as v from 'valibot';
import { AmountSchema, BooleanLikeSchema, listOf, NumberLikeSchema, PlanTypeSchema, PlanYearSchema, ValueObjectSchema } from './common';
import { opt, StringLikeSchema } from './reading';
import { lenientEntries } from './tolerant';

export const CountySchema = v.looseObject({
  fipsCountyCode: opt(StringLikeSchema),
  fipsCountyName: opt(v.string()),
  fipsStateCode: opt(StringLikeSchema),
  stateCode: opt(v.string()),
  cmsCountyCodes: opt(v.union([v.string(), v.array(StringLikeSchema)])),
  cmscode: opt(StringLikeSchema),
  cmsname: opt(v.string()),
});
export type County = v.InferOutput<typeof CountySchema>;

export const BenefitSchema = v.looseObject({ label: opt(v.string()), value: opt(StringLikeSchema) });
export const RiderSchema = v.looseObject({ benefitName: opt(v.string()), helpText: opt(v.string()) });
export const MarketingBulletV2Schema = v.looseObject({ icon: opt(v.string()), shortBullets: opt(v.string()) });
export const MarketingInformationSchema = v.looseObject({
  rank: opt(NumberLikeSchema),
  shortBullets: opt(v.string()),
  iconFileName: opt(v.string()),
});
export const OleLaunchDataSchema = v.looseObject({ cookieInfo: opt(v.unknown()), reloadUrl: opt(v.string()) });

/** Fields every plan may carry; only identity fields are required (below). */
export const planDetailEntries = {
  planProductType: opt(v.string()),
  zipCode: opt(StringLikeSchema),
  /** Epoch ms. */
  savedOn: opt(NumberLikeSchema),
  county: opt(CountySchema),
  isEnrolled: opt(BooleanLikeSchema),
  /** Date text or epoch ms; the domain reads both (parseCalendarDate). */
  effectiveDate: opt(v.union([v.string(), v.number()])),
  terminationDate: opt(v.union([v.string(), v.number()])),
  enrollmentStatus: opt(v.string()),
  snpType: opt(v.string()),
  preferredNetwork: opt(BooleanLikeSchema),
  pharmacySaver: opt(BooleanLikeSchema),
  oleLaunchData: opt(OleLaunchDataSchema),
  monthlyPremium: opt(AmountSchema),
  monthlyPremiumFormatted: opt(v.string()),
  lisMonthlyPremiumFormatted: opt(v.string()),
  annualDrugCost: opt(AmountSchema),
  lisAnnualDrugCost: opt(AmountSchema),
  estimatedAnnualDrugCost: opt(AmountSchema),
  averageMonthlyDrugCost: opt(AmountSchema),
  outofPocketMaximum: opt(ValueObjectSchema),
  partDDeductible: opt(ValueObjectSchema),
  tier1PreferredGeneric: opt(AmountSchema),
  benefits: opt(v.array(BenefitSchema)),
  rider: opt(listOf(RiderSchema)),
  medicalPremium: opt(AmountSchema),
  marketingBulletsV2: opt(v.array(MarketingBulletV2Schema)),
  marketingInformation: opt(v.array(MarketingInformationSchema)),
  isShowDrugPricing: opt(BooleanLikeSchema),
  isShowPharmacyMessage: opt(BooleanLikeSchema),
  isPharmacyCovered: opt(BooleanLikeSchema),
  inNetwork: opt(BooleanLikeSchema),
  /** Drug codes (national drug codes) the plan covers. */
  coveredDrugs: opt(v.array(StringLikeSchema)),
  coveredDrugsCount: opt(NumberLikeSchema),
  /** By drug code. */
  costsDuringInitialCoveragePeriod: opt(v.record(v.string(), AmountSchema)),
  /** By drug code; tier 0 means not applicable (spec §5.5). */
  drugTier: opt(v.record(v.string(), NumberLikeSchema)),
  msLegalEntity: opt(v.string()),
  msPlanPositioningStatement: opt(v.string()),
  hash: opt(v.string()),
  token: opt(v.string()),
};

/** A saved or enrolled plan in the profile (spec §3.2). */
export const PlanSchema = v.looseObject({
  /** 5-character contract, 3-character plan-benefit package, remainder segment. */
  planId: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  planName: v.string(),
  planType: PlanTypeSchema,
  planYear: PlanYearSchema,
  ...planDetailEntries,
});
export type Plan = v.InferOutput<typeof PlanSchema>;

/**
 * A plan as a profile answer carries it: the identity fields are required
 * (without them there is no card to show or remove), any other field that
 * cannot be read reads as absent, so one odd field keeps the card.
 */
export const PlanAnswerSchema = v.looseObject({ ...PlanSchema.entries, ...lenientEntries(planDetailEntries, 'plan') });

export const CompositePlanIdSchema = v.looseObject({
  contractId: opt(v.string()),
  pbpNumber: opt(StringLikeSchema),
  segmentId: opt(StringLikeSchema),
  planYear: opt(PlanYearSchema),
  planType: opt(v.looseObject({ name: opt(v.string()), category: opt(v.string()) })),
  plancode: opt(v.string()),
});
export type CompositePlanId = v.InferOutput<typeof CompositePlanIdSchema>;

/** Plan contact: for denied applications (spec §3.9, §4.7 code 12). */
export const PlanContactResponseSchema = v.looseObject({
  success: BooleanLikeSchema,
  data: opt(
    v.looseObject({
      phoneNumber: opt(v.string()),
      tty: opt(StringLikeSchema),
      hoursOfOperation: opt(v.string()),
    }),
  ),
});
export type PlanContactResponse = v.InferOutput<typeof PlanContactResponseSchema>;
