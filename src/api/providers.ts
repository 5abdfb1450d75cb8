/** Provider coverage update (spec §7.3). */
import type { Http } from './http';
import { paths, PROVIDER_CLIENT_PORTAL_CODE, PROVIDER_PARTNER_CODE } from './paths';
import { mapResult, type ApiResult } from './result';
import { ProviderCoverageResponseSchema, type Provider } from './schemas/provider';

export interface ProviderCoverageQuery {
  planYear: number;
  zipCode: string;
  /** 5-digit state + county FIPS code. */
  stateCountyFips: string;
  providers: readonly Provider[];
}

/** The providers with their plan coverage refreshed for the year and place. */
export async function updateCoverage(http: Http, query: ProviderCoverageQuery): Promise<ApiResult<Provider[]>> {
  const result = await http.send('providers.updateCoverage', ProviderCoverageResponseSchema, 'post', paths.providerCoverage(query.planYear, query.zipCode, query.stateCountyFips), {
    json: { partnerCode: PROVIDER_PARTNER_CODE, clientPortalCode: PROVIDER_CLIENT_PORTAL_CODE, providers: query.providers },
  });
  return mapResult(result, (body) => body.providers);
}
