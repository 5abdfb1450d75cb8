/**
 * The plan contact of a denied application (spec §3.9, §4.7 code 12), of the
 * planinfo family (§7.3; its other calls, planInfo.ts, run only after a
 * page's first render). A failure is logged here or by the http layer with
 * the call's name.
 */
import { logFailure } from './errors';
import type { Http } from './http';
import { paths } from './paths';
import { failure, success, type ApiResult } from './result';
import { PlanContactResponseSchema } from './schemas/plan';

export interface PlanContact {
  phoneNumber?: string | undefined;
  tty?: string | undefined;
  hoursOfOperation?: string | undefined;
}

/** Contact details for a denied application; success false reads as a failure. */
export async function planContact(http: Http, planId: string, year: number): Promise<ApiResult<PlanContact>> {
  const call = 'planInfo.planContact';
  const result = await http.send(call, PlanContactResponseSchema, 'get', paths.planContact(planId, year));
  if (!result.ok) return result;
  if (result.data.success && result.data.data) return success(result.data.data);
  const error = { kind: 'empty', call, message: 'No plan contact in response' } as const;
  logFailure(error, { planId, year });
  return failure(error);
}
