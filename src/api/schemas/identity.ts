/** Sign-in validation, telesales merge, member-items import and the reminder e-mail (spec §3.9, §7.2). */
import * as v from 'valibot';
import { PlanAnswerSchema } from './plan';
import { DrugAnswerSchema, PharmacyObjAnswerSchema } from './drug';
import { ProviderAnswerSchema } from './provider';
import { ProfileResponseSchema } from './profile';
import { BooleanLikeSchema, NumberLikeSchema } from './common';
import { opt } from './reading';
import { lenient, lenientList } from './tolerant';

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

/**
 * Remaining identity attempts as the server counts them (number or text).
 * A count is always honoured and never raised: a fraction is rounded down
 * and a negative count means none left.
 */
const RemainingRetryCountSchema = v.pipe(NumberLikeSchema, v.transform((count) => Math.max(0, Math.floor(count))));

/**
 * The merge answer, read part by part: an unreadable part is logged and read
 * as absent, so a readable remaining count is kept even when the merge flag
 * is missing (no flag reads as not merged, spec §4.4).
 */
export const MergeResponseSchema = v.looseObject({
  isProfileMerged: lenient(BooleanLikeSchema, 'merge result'),
  mergedProfile: lenient(ProfileResponseSchema, 'merged profile'),
  remainingRetryCount: lenient(RemainingRetryCountSchema, 'remaining attempt count'),
});
export type MergeResponse = v.InferOutput<typeof MergeResponseSchema>;

export const ImportMemberItemsRequestSchema = v.object({
  uuid: v.pipe(v.string(), v.nonEmpty()),
  isAuthUser: v.boolean(),
  triggeredBy: v.string(),
});
export type ImportMemberItemsRequest = v.InferInput<typeof ImportMemberItemsRequestSchema>;

/**
 * Imported items summary (spec §3.9), read part by part and item by item:
 * one odd imported drug is dropped and logged, the import still succeeded.
 */
export const ImportSummaryDataSchema = v.looseObject({
  importedPlansData: lenient(v.looseObject({ plans: lenientList(PlanAnswerSchema, 'imported plan') }), 'imported plans summary'),
  importedDrugsAndPharmacySummary: lenient(
    v.looseObject({ drugs: lenientList(DrugAnswerSchema, 'imported drug'), pharmacy: lenient(PharmacyObjAnswerSchema, 'imported pharmacy') }),
    'imported drugs summary',
  ),
  importedProvidersSummary: lenient(v.looseObject({ providers: lenientList(ProviderAnswerSchema, 'imported provider') }), 'imported providers summary'),
});
export type ImportSummaryData = v.InferOutput<typeof ImportSummaryDataSchema>;

/** No importSummaryData means "nothing imported": the state tries the alternate import (§4.3). */
export const ImportMemberItemsResponseSchema = v.looseObject({ importSummaryData: lenient(ImportSummaryDataSchema, 'import summary') });
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
