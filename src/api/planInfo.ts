/**
 * Plan information (spec §7.3): the service plans of a county, a plan's
 * details by id, federal plans by plan type, LIS data by county and the
 * supplement plan search; only the follow-up calls make them, after a page's
 * first render. The plan contact of a denied application is planContact.ts.
 * Every failure is logged here or by the http layer with the call's name
 * (the common plan-detail failure handler of §8), and each caller degrades
 * only the part of the page that asked.
 */
import { logFailure } from './errors';
import type { Http } from './http';
import { paths } from './paths';
import { failure, mapResult, success, type ApiFailure, type ApiResult } from './result';
import {
  LisDataResponseSchema,
  MedsuppSearchResponseSchema,
  PlansDataResponseSchema,
  type LisData,
  type MedsuppSearchPlan,
  type ServicePlan,
} from './schemas/planInfo';

/** §8: a plan-detail answer without the plan is logged 'No plan found in response' and read as a failure. */
const NO_PLAN_FOUND = 'No plan found in response';

function noPlanFound<T>(call: string, detail: unknown): ApiResult<T> {
  const error: ApiFailure = { kind: 'empty', call, message: NO_PLAN_FOUND };
  logFailure(error, detail);
  return failure(error);
}

export async function planProducts(http: Http, year: number, productType: string, stateCode: string, fipsCountyCode: string): Promise<ApiResult<ServicePlan[]>> {
  const result = await http.send('planInfo.planProducts', PlansDataResponseSchema, 'get', paths.planProducts(year, productType, stateCode, fipsCountyCode));
  return mapResult(result, (body) => body.data.plans);
}

/** A plan's details by id: the first of data.plans; none is 'No plan found in response'. */
export async function planDetails(http: Http, year: number, planId: string): Promise<ApiResult<ServicePlan>> {
  const call = 'planInfo.planDetails';
  const result = await http.send(call, PlansDataResponseSchema, 'get', paths.planDetails(year, planId));
  if (!result.ok) return result;
  const plan = result.data.data.plans[0];
  return plan ? success(plan) : noPlanFound(call, { planId, year });
}

/** Federal plans of one plan type (data.plans); plans the answer lacks are for the caller to log. */
export async function federalPlans(http: Http, planType: string, planYear: number, planIds: readonly string[]): Promise<ApiResult<ServicePlan[]>> {
  const body = { planYear, planIds: [...planIds] };
  const result = await http.send('planInfo.federalPlans', PlansDataResponseSchema, 'post', paths.federalPlans(planType), { json: body });
  return mapResult(result, (answer) => answer.data.plans);
}

/** LIS data of a county: eligibility, level and each plan's subsidised premium. */
export function lisData(http: Http, year: number, stateCode: string, fipsCountyCode: string): Promise<ApiResult<LisData>> {
  return http.send('planInfo.lisData', LisDataResponseSchema, 'get', paths.lisData(year, stateCode, fipsCountyCode));
}

/** The supplement plans of a zip: data.msSearchPlansData.products[0].plans (none when no product). */
export async function medsuppPlanSearch(http: Http, zipCode: string): Promise<ApiResult<MedsuppSearchPlan[]>> {
  const result = await http.send('planInfo.medsuppPlanSearch', MedsuppSearchResponseSchema, 'get', paths.medsuppPlanSearch(zipCode));
  return mapResult(result, (body) => body.data.msSearchPlansData.products[0]?.plans ?? []);
}
