/** Medicare Supplement plan search (spec §7.3). */
import type { Http } from './http';
import { paths } from './paths';
import { mapResult, type ApiResult } from './result';
import { MedsuppSearchResponseSchema, type MedsuppSearchPlan } from './schemas/plan';

export function createMedsuppApi(http: Http) {
  return {
    /** data.msSearchPlansData.products[0].plans, empty when there is no product. */
    async searchPlans(zipCode: string): Promise<ApiResult<MedsuppSearchPlan[]>> {
      const result = await http.send('medsupp.searchPlans', MedsuppSearchResponseSchema, 'get', paths.medsuppSearch(zipCode));
      return mapResult(result, (body) => body.data.msSearchPlansData.products[0]?.plans ?? []);
    },
  };
}
