/** Providers (spec §3.4) and the provider coverage update (§7.3). */
import * as v from 'valibot';
import { BooleanLikeSchema, PlanYearSchema } from './common';
import { opt, StringLikeSchema } from './reading';
import { lenientEntries } from './tolerant';

export const ProviderAddressObjSchema = v.looseObject({
  zipCode: opt(StringLikeSchema),
  selectedZipCode: opt(StringLikeSchema),
  selectedFipsCode: opt(StringLikeSchema),
});

const providerEntries = {
  providerId: StringLikeSchema,
  providerAddressId: opt(StringLikeSchema),
  providerName: v.string(),
  providerAddress: opt(v.union([v.string(), v.record(v.string(), v.unknown())])),
  providerUniqueId: opt(StringLikeSchema),
  providerType: opt(v.string()),
  /** 'place' gives a facility icon (spec §2.5). */
  type: opt(v.string()),
  /** D dental, M medical, B both. */
  directoryType: opt(v.string()),
  /** dental, medical, behavioral. */
  providerCoverageType: opt(v.string()),
  speciality: opt(v.string()),
  specialities: opt(v.array(v.string())),
  gender: opt(v.string()),
  plansList: opt(v.array(StringLikeSchema)),
  nationalProviderId: opt(StringLikeSchema),
  providerSearchCode: opt(v.string()),
  languages: opt(v.array(v.string())),
  networkIdsMedical: opt(v.array(StringLikeSchema)),
  providerAddressObj: opt(ProviderAddressObjSchema),
  PCPId: opt(StringLikeSchema),
  pcpId: opt(v.array(StringLikeSchema)),
  isPcpQualifiedId: opt(BooleanLikeSchema),
  isAddedByOLE: opt(BooleanLikeSchema),
};

export const ProviderSchema = v.looseObject(providerEntries);
export type Provider = v.InferOutput<typeof ProviderSchema>;

/** A saved provider as a profile answer carries it: id and name are required, any other unreadable field reads as absent. */
export const ProviderAnswerSchema = v.looseObject({
  ...lenientEntries(providerEntries, 'provider'),
  providerId: providerEntries.providerId,
  providerName: providerEntries.providerName,
});

export const ProvidersDetailsSchema = v.looseObject({
  zipCode: opt(StringLikeSchema),
  planYear: opt(PlanYearSchema),
  /** The saved providers themselves (named "IdList" by the service). */
  providerIdList: opt(v.array(ProviderSchema)),
  millimanProviders: opt(v.array(v.looseObject({}))),
});
export type ProvidersDetails = v.InferOutput<typeof ProvidersDetailsSchema>;

/**
 * Providers as the provider tool keeps them in browser storage (spec §3.1).
 * A field of the wrong type reads as absent; the list's entries are read one
 * by one by the sync (src/state/providers/providerSync.ts), so one bad entry never
 * makes the list unreadable.
 */
export const ProviderStorageSchema = v.looseObject({
  ZipCode: v.fallback(opt(StringLikeSchema), undefined),
  planYear: v.fallback(opt(PlanYearSchema), undefined),
  TotalProviders: v.fallback(opt(StringLikeSchema), undefined),
  providerIdList: opt(v.unknown()),
});
export type ProviderStorage = v.InferOutput<typeof ProviderStorageSchema>;

export const ProviderCoverageRequestSchema = v.object({
  partnerCode: v.literal('uhc.mnr'),
  clientPortalCode: v.literal('UHCMS1'),
  providers: v.array(ProviderSchema),
});
export type ProviderCoverageRequest = v.InferInput<typeof ProviderCoverageRequestSchema>;

export const ProviderCoverageResponseSchema = v.looseObject({ providers: v.array(ProviderSchema) });
export type ProviderCoverageResponse = v.InferOutput<typeof ProviderCoverageResponseSchema>;
