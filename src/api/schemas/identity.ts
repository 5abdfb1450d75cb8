/** Sign-in validation, telesales merge, member-items import and the reminder e-mail (spec §3.9, §7.2). */
import * as v from 'valibot';
import { PlanSchema } from './plan';
import { DrugSchema, PharmacyObjSchema } from './drug';
import { ProviderSchema } from './provider';
import { ProfileResponseSchema } from './profile';
import { BooleanLikeSchema, NumberLikeSchema, opt } from './common';

export const AuthValidateRequestSchema = v.object({
  code: v.pipe(v.string(), v.nonEmpty()),
  isHsidLogin: v.literal(true),
  requestHost: v.string(),
  dcClientCookie: opt(v.string()),
  isMultiProfileCloakInEnabled: v.boolean(),
});
export type AuthValidateRequest = v.InferInput<typeof AuthValidateRequestSchema>;

export const AuthValidateResponseSchema = v.looseObject({
  uuid: v.pipe(v.string(), v.nonEmpty()),
  agentUserName: opt(v.string()),
  isNewOptumIdProfileCreated: opt(BooleanLikeSchema),
});
export type AuthValidateResponse = v.InferOutput<typeof AuthValidateResponseSchema>;

/** 'm' merge, 's' save the skip preference (spec §3.9). */
export const MERGE_ACTIONS = ['m', 's'] as const;

/** Values are trimmed; dob is month/day/year joined by slashes. */
export const MergeRequestSchema = v.object({
  firstName: v.pipe(v.string(), v.trim()),
  lastName: v.pipe(v.string(), v.trim()),
  email: v.pipe(v.string(), v.trim()),
  dob: v.pipe(v.string(), v.trim(), v.regex(/^(\d{2}\/\d{2}\/\d{4})?$/)),
  mbi: opt(v.pipe(v.string(), v.trim())),
  gender: opt(v.pipe(v.string(), v.trim())),
  zipCode: opt(v.pipe(v.string(), v.trim())),
  action: v.picklist(MERGE_ACTIONS),
});
export type MergeRequest = v.InferInput<typeof MergeRequestSchema>;

export const MergeResponseSchema = v.looseObject({
  isProfileMerged: BooleanLikeSchema,
  mergedProfile: opt(ProfileResponseSchema),
  remainingRetryCount: opt(v.pipe(NumberLikeSchema, v.integer(), v.minValue(0))),
});
export type MergeResponse = v.InferOutput<typeof MergeResponseSchema>;

export const ImportMemberItemsRequestSchema = v.object({
  uuid: v.pipe(v.string(), v.nonEmpty()),
  isAuthUser: v.boolean(),
  triggeredBy: v.string(),
});
export type ImportMemberItemsRequest = v.InferInput<typeof ImportMemberItemsRequestSchema>;

/** Imported items summary (spec §3.9). */
export const ImportSummaryDataSchema = v.looseObject({
  importedPlansData: opt(v.looseObject({ plans: v.optional(v.array(PlanSchema), []) })),
  importedDrugsAndPharmacySummary: opt(
    v.looseObject({ drugs: v.optional(v.array(DrugSchema), []), pharmacy: opt(PharmacyObjSchema) }),
  ),
  importedProvidersSummary: opt(v.looseObject({ providers: v.optional(v.array(ProviderSchema), []) })),
});
export type ImportSummaryData = v.InferOutput<typeof ImportSummaryDataSchema>;

/** No importSummaryData means "nothing imported": the state tries the alternate import (§4.3). */
export const ImportMemberItemsResponseSchema = v.looseObject({ importSummaryData: opt(ImportSummaryDataSchema) });
export type ImportMemberItemsResponse = v.InferOutput<typeof ImportMemberItemsResponseSchema>;

/** Reminder e-mail stop (spec §3.9 email request payload). */
export const ReminderEmailRequestSchema = v.object({
  emailAddress: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  mbi: opt(v.string()),
  gender: opt(v.string()),
  dob: opt(v.string()),
  zip: opt(v.string()),
  siteId: v.string(),
  uhcstatus: opt(v.string()),
  deeplink: v.string(),
  profileStatus: opt(v.string()),
});
export type ReminderEmailRequest = v.InferInput<typeof ReminderEmailRequestSchema>;
