/**
 * Plan information (spec §7.3): the service plans of a county and the plan
 * contact of a denied application. The spec's plan details by id, federal
 * plans and LIS data by county are not in the client: no screen of the
 * profile area shows them (the service plans of the saved plans' counties
 * give what a card lacks, and LIS details come from the page's
 * personalization service, §7.3); the reference backend still answers them.
 */
import { logFailure, type Http } from './http';
import { paths } from './paths';
import { failure, mapResult, success, type ApiResult } from './result';
import { PlanContactResponseSchema, PlansDataResponseSchema, type ServicePlan } from './schemas/plan';

export interface PlanContact {
  phoneNumber?: string | undefined;
  tty?: string | undefined;
  hoursOfOperation?: string | undefined;
}

export function createPlanInfoApi(http: Http) {
  return {
    async planProducts(year: number, productType: string, stateCode: string, fipsCountyCode: string): Promise<ApiResult<ServicePlan[]>> {
      const result = await http.send('planInfo.planProducts', PlansDataResponseSchema, 'get', paths.planProducts(year, productType, stateCode, fipsCountyCode));
      return mapResult(result, (body) => body.data.plans);
    },
    /** Contact details for a denied application; success false reads as a failure. */
    async planContact(planId: string, year: number): Promise<ApiResult<PlanContact>> {
      const call = 'planInfo.planContact';
      const result = await http.send(call, PlanContactResponseSchema, 'get', paths.planContact(planId, year));
      if (!result.ok) return result;
      if (result.data.success && result.data.data) return success(result.data.data);
      const error = { kind: 'empty', call, message: 'No plan contact in response' } as const;
      logFailure(error, { planId, year });
      return failure(error);
    },
  };
}
