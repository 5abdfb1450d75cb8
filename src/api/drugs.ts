/** Drug info and drug pricing (spec §7.3); the site-id header is added by the http hook. */
import type { Http } from './http';
import { paths } from './paths';
import { mapResult, type ApiResult } from './result';
import {
  DrugInfoSearchResponseSchema,
  EstimatePlanCostResponseSchema,
  GenericDrugInfoResponseSchema,
  type DrugInfoSearchRequest,
  type DrugInfoSearchResponse,
  type EstimatePlanCostRequest,
  type EstimatePlanCostResponse,
  type GenericDrugInfoResponse,
} from './schemas/drug';

export async function genericDrugInfo(http: Http, drugTypeId: string, drugIdentifier: string, currentYear: number, drugName: string): Promise<ApiResult<GenericDrugInfoResponse['data']>> {
  const path = paths.genericDrugInfo(drugTypeId, drugIdentifier, currentYear, drugName);
  return mapResult(await http.send('drugs.genericDrugInfo', GenericDrugInfoResponseSchema, 'get', path), (body) => body.data);
}

export async function search(http: Http, body: DrugInfoSearchRequest): Promise<ApiResult<DrugInfoSearchResponse['drugs']>> {
  const result = await http.send('drugs.search', DrugInfoSearchResponseSchema, 'post', paths.drugInfoSearch(), { json: body });
  return mapResult(result, (answer) => answer.drugs);
}

export async function estimatePlanCost(http: Http, body: EstimatePlanCostRequest): Promise<ApiResult<EstimatePlanCostResponse['data']>> {
  const result = await http.send('drugs.estimatePlanCost', EstimatePlanCostResponseSchema, 'post', paths.estimatePlanCost(), { json: body });
  return mapResult(result, (answer) => answer.data);
}
