/** Plan information (spec §7.3). */
import { logFailure, type Http } from './http';
import { paths } from './paths';
import { failure, mapResult, success, type ApiResult } from './result';
import { LisDataSchema, type LisData } from './schemas/geo';
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
    /** The first of data.plans; none is logged 'No plan found in response'. */
    async planDetails(year: number, planId: string): Promise<ApiResult<ServicePlan>> {
      const call = 'planInfo.planDetails';
      const result = await http.send(call, PlansDataResponseSchema, 'get', paths.planDetails(year, planId));
      if (!result.ok) return result;
      const plan = result.data.data.plans[0];
      if (plan) return success(plan);
      const error = { kind: 'empty', call, message: 'No plan found in response' } as const;
      logFailure(error, { planId, year });
      return failure(error);
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
    async federalPlans(planType: string, planYear: number, planIds: readonly string[]): Promise<ApiResult<ServicePlan[]>> {
      const result = await http.send('planInfo.federalPlans', PlansDataResponseSchema, 'post', paths.federalPlans(planType), {
        json: { planYear, planIds },
      });
      return mapResult(result, (body) => body.data.plans);
    },
    lisData(year: number, stateCode: string, fipsCountyCode: string): Promise<ApiResult<LisData>> {
      return http.send('planInfo.lisData', LisDataSchema, 'get', paths.lisData(year, stateCode, fipsCountyCode));
    },
  };
}
