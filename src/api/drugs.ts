/**
 * Drug info (spec §7.3; the drug pricing estimate is drugPricing.ts), asked
 * only on a person's action, after a page's first render; the site-id header
 * is added by the http hook.
 */
import type { Http } from './http';
import { paths } from './paths';
import { mapResult, type ApiResult } from './result';
import {
  DrugInfoSearchResponseSchema,
  GenericDrugInfoResponseSchema,
  type DrugInfoSearchRequest,
  type DrugInfoSearchResponse,
  type GenericDrugInfoResponse,
} from './schemas/drugInfo';

export async function genericDrugInfo(http: Http, drugTypeId: string, drugIdentifier: string, currentYear: number, drugName: string): Promise<ApiResult<GenericDrugInfoResponse['data']>> {
  const path = paths.genericDrugInfo(drugTypeId, drugIdentifier, currentYear, drugName);
  return mapResult(await http.send('drugs.genericDrugInfo', GenericDrugInfoResponseSchema, 'get', path), (body) => body.data);
}

export async function search(http: Http, body: DrugInfoSearchRequest): Promise<ApiResult<DrugInfoSearchResponse['drugs']>> {
  const result = await http.send('drugs.search', DrugInfoSearchResponseSchema, 'post', paths.drugInfoSearch(), { json: body });
  return mapResult(result, (answer) => answer.drugs);
}
