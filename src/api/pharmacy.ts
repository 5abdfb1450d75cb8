/** Pharmacy data and coverage (spec §7.3). */
import type { Http } from './http';
import { paths } from './paths';
import { mapResult, type ApiResult } from './result';
import { PharmacyCoverageResponseSchema, PharmacyDataResponseSchema, type Pharmacy, type PharmacyCoverageResponse } from './schemas/drug';

export type PharmacyPlanCoverage = PharmacyCoverageResponse['data']['plans'][number];

export async function pharmacyData(http: Http, pharmacyNumber: string, year: number): Promise<ApiResult<Pharmacy>> {
  const result = await http.send('pharmacy.pharmacyData', PharmacyDataResponseSchema, 'get', paths.pharmacyData(pharmacyNumber, year));
  return mapResult(result, (body) => body.data);
}

export async function coverage(http: Http, pharmacyNumber: string, planYear: number, planType: string, planIds: readonly string[]): Promise<ApiResult<PharmacyPlanCoverage[]>> {
  const result = await http.send('pharmacy.coverage', PharmacyCoverageResponseSchema, 'get', paths.pharmacyCoverage(pharmacyNumber, planYear, planType, planIds));
  return mapResult(result, (body) => body.data.plans);
}
