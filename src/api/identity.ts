/** Identity merge, member-items import and the reminder e-mail stop (spec §7.2). */
import type { Http } from './http';
import { paths } from './paths';
import { mapResult, type ApiResult } from './result';
import { IgnoredBodySchema } from './schemas/common';
import {
  ImportMemberItemsResponseSchema,
  MergeResponseSchema,
  type ImportMemberItemsRequest,
  type ImportSummaryData,
  type MergeRequest,
  type MergeResponse,
} from './schemas/identity';
import type { ReminderEmailRequest } from './schemas/identity';

export function merge(http: Http, body: MergeRequest): Promise<ApiResult<MergeResponse>> {
  return http.send('identity.merge', MergeResponseSchema, 'post', paths.profileMerge(), { json: body });
}

/** importSummaryData, or undefined when the service imported nothing (the state then tries the alternate import). */
export async function importMemberItems(http: Http, body: ImportMemberItemsRequest): Promise<ApiResult<ImportSummaryData | undefined>> {
  const result = await http.send('identity.importMemberItems', ImportMemberItemsResponseSchema, 'post', paths.importMemberItems(), { json: body });
  return mapResult(result, (answer) => answer.importSummaryData);
}

/** The alternate import for the member's category (spec §4.3); same body and answer as the member import. */
export async function importMemberItemsForCategory(http: Http, category: string, body: ImportMemberItemsRequest): Promise<ApiResult<ImportSummaryData | undefined>> {
  const path = paths.importMemberItemsForCategory(category);
  const result = await http.send('identity.importMemberItemsForCategory', ImportMemberItemsResponseSchema, 'post', path, { json: body });
  return mapResult(result, (answer) => answer.importSummaryData);
}

/** The answer is only logged (spec §7.2). */
export async function stopReminderEmail(http: Http, body: ReminderEmailRequest): Promise<ApiResult<true>> {
  return mapResult(await http.send('identity.stopReminderEmail', IgnoredBodySchema, 'post', paths.reminderEmail(), { json: body }), () => true as const);
}
