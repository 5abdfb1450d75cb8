/**
 * Content fragments (spec §7.1). Shapes chosen (the spec lists names only):
 * each fragment is a small JSON document with the fields the UI reads.
 * Texts may hold limited HTML; components sanitise before rendering.
 */
import * as v from 'valibot';
import { opt, StringLikeSchema } from './reading';

const TextsSchema = v.record(v.string(), v.string());

/** common-tools-vpp/medsupp/state-flip: states where supplement content is approved. */
export const MedsuppStateFlipSchema = v.looseObject({ approvedStates: v.array(v.string()) });
export type MedsuppStateFlip = v.InferOutput<typeof MedsuppStateFlipSchema>;

export const FaqItemSchema = v.looseObject({ question: v.string(), answer: v.string() });

/** shopper-profile-redesign/profile and /shopper: page texts, toast, FAQ. */
export const ProfileContentSchema = v.looseObject({
  texts: v.optional(TextsSchema, {}),
  toast: opt(
    v.looseObject({
      guest: opt(v.looseObject({ heading: v.string(), body: v.string() })),
      authenticated: opt(v.looseObject({ heading: v.string(), body: v.string() })),
      signInUrl: opt(v.string()),
    }),
  ),
  faq: v.optional(v.array(FaqItemSchema), []),
  /** The announcement shown by the `bannering` flag; `id` changes when authors post a new one. */
  banner: opt(v.looseObject({ id: StringLikeSchema, heading: v.string(), body: v.string(), variant: opt(v.picklist(['info', 'warning'])) })),
});
export type ProfileContent = v.InferOutput<typeof ProfileContentSchema>;

/**
 * shopper-profile-redesign/shopper: the profile texts, plus what the spec
 * leaves unsaid of plan enrollment (§4.8 "not for excluded acquired plans
 * ... only if enrollment is allowed"): the acquired plans excluded from
 * online enrollment and whether online enrollment is allowed at all.
 * Missing values mean none excluded and enrollment allowed.
 */
export const ShopperContentSchema = v.looseObject({
  ...ProfileContentSchema.entries,
  acquiredPlanIds: v.optional(v.array(v.string()), []),
  enrollmentAllowed: v.optional(v.boolean(), true),
});

/** shopper-profile-redesign/MedsupContent: disclosures for the scroll box, other texts. */
export const MedsuppContentSchema = v.looseObject({
  disclosures: v.string(),
  texts: v.optional(TextsSchema, {}),
});
export type MedsuppContent = v.InferOutput<typeof MedsuppContentSchema>;

/** Per-state supplement text and exclusions (contentPaths.ts medsuppStateContent). */
export const MedsuppStateContentSchema = v.looseObject({
  stateCode: v.string(),
  texts: v.optional(TextsSchema, {}),
  exclusions: v.optional(v.array(v.string()), []),
});
export type MedsuppStateContent = v.InferOutput<typeof MedsuppStateContentSchema>;

/** common-tools-vpp/global/suppression: start-application suppressed plan ids (spec §5.5). */
export const SuppressionSchema = v.looseObject({ suppressedPlanIds: v.array(v.string()) });
export type Suppression = v.InferOutput<typeof SuppressionSchema>;

/** common-tools-vpp/plan-summary/plan-benefits: labels by benefit code (M90, 18a1 ...). */
export const PlanBenefitsContentSchema = v.looseObject({
  benefits: v.array(
    v.looseObject({
      code: v.string(),
      label: v.string(),
      /** plan, part D or medical (spec §9). */
      category: opt(v.string()),
      icon: opt(v.string()),
    }),
  ),
});
export type PlanBenefitsContent = v.InferOutput<typeof PlanBenefitsContentSchema>;

/** common-tools-vpp/global/dental-provider-covered-plans. */
export const DentalProviderCoveredPlansSchema = v.looseObject({ planIds: v.array(StringLikeSchema) });
export type DentalProviderCoveredPlans = v.InferOutput<typeof DentalProviderCoveredPlansSchema>;

/** The schema of each named fragment (contentPaths.ts CONTENT_FRAGMENTS). */
export const ContentFragmentSchemas = {
  medsuppStateFlip: MedsuppStateFlipSchema,
  medsuppContent: MedsuppContentSchema,
  profile: ProfileContentSchema,
  shopper: ShopperContentSchema,
  suppression: SuppressionSchema,
  planBenefits: PlanBenefitsContentSchema,
  dentalProviderCoveredPlans: DentalProviderCoveredPlansSchema,
} as const;
