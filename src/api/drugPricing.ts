/**
 * The drug pricing estimate (spec §7.3), made only by the follow-up calls
 * after a page's first render; the site-id header is added by the http hook.
 */
import type { Http } from './http';
import { paths } from './paths';
import { mapResult, type ApiResult } from './result';
import { EstimatePlanCostResponseSchema, type EstimatePlanCostRequest, type EstimatePlanCostResponse } from './schemas/drugPricing';

export async function estimatePlanCost(http: Http, body: EstimatePlanCostRequest): Promise<ApiResult<EstimatePlanCostResponse['data']>> {
  const result = await http.send('drugs.estimatePlanCost', EstimatePlanCostResponseSchema, 'post', paths.estimatePlanCost(), { json: body });
  return mapResult(result, (answer) => answer.data);
}
