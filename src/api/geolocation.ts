/** Counties by zip (spec §7.3). */
import { logger } from '../platform/logger';
import type { Http } from './http';
import { paths } from './paths';
import type { ApiResult } from './result';
import { CountiesResponseSchema, type CountyWithState } from './schemas/geo';

/** counties[] or data.counties; an empty list is a success logged 'No counties found for {zip}'. */
export async function counties(http: Http, zipCode: string): Promise<ApiResult<CountyWithState[]>> {
  const result = await http.send('geolocation.counties', CountiesResponseSchema, 'get', paths.counties(zipCode));
  if (result.ok && result.data.length === 0) logger.warn(`No counties found for ${zipCode}`);
  return result;
}
