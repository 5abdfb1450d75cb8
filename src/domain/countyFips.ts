/** A plan's county as the plan-data and coverage calls place it (spec §7.3 "state+county FIPS code"). */

export interface CountyFipsFields {
  county?: { fipsCountyCode?: string | null; fipsStateCode?: string | null } | null;
}

/**
 * The plan's 5-digit state+county FIPS code: the 2-digit state code and the
 * 3-digit county code (zero-padded, since services may send them as
 * numbers), or a county code that already holds all 5 digits. Undefined when
 * the plan names no county.
 */
export function stateCountyFipsOf(plan: CountyFipsFields): string | undefined {
  const county = plan.county;
  const countyCode = county?.fipsCountyCode?.trim() ?? '';
  if (/^\d{5}$/.test(countyCode)) return countyCode;
  const stateCode = county?.fipsStateCode?.trim() ?? '';
  if (!/^\d{1,2}$/.test(stateCode) || !/^\d{1,3}$/.test(countyCode)) return undefined;
  return `${stateCode.padStart(2, '0')}${countyCode.padStart(3, '0')}`;
}
