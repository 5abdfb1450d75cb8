/** States, counties (FIPS codes) and the ZIP codes inside them. */
export interface County {
  fipsCountyCode: string;
  fipsCountyName: string;
  fipsStateCode: string;
  stateCode: string;
  cmsCountyCodes: string[];
  cmscode: string;
  cmsname: string;
}

interface CountySeed {
  fips: string;
  name: string;
  cms: string;
  zips: string[];
}

interface StateSeed {
  stateCode: string;
  fipsStateCode: string;
  name: string;
  counties: CountySeed[];
}

export const STATES: StateSeed[] = [
  { stateCode: 'NY', fipsStateCode: '36', name: 'New York', counties: [
    { fips: '061', name: 'New York County', cms: '33420', zips: ['10001', '10002', '10003', '10025'] },
    { fips: '047', name: 'Kings County', cms: '33330', zips: ['11201', '11211'] },
    { fips: '119', name: 'Westchester County', cms: '33700', zips: ['10601'] },
  ] },
  { stateCode: 'FL', fipsStateCode: '12', name: 'Florida', counties: [
    { fips: '086', name: 'Miami-Dade County', cms: '10130', zips: ['33101', '33125'] },
    { fips: '095', name: 'Orange County', cms: '10470', zips: ['32801'] },
    { fips: '057', name: 'Hillsborough County', cms: '10280', zips: ['33602'] },
  ] },
  { stateCode: 'TX', fipsStateCode: '48', name: 'Texas', counties: [
    { fips: '201', name: 'Harris County', cms: '45610', zips: ['77002', '77003'] },
    { fips: '453', name: 'Travis County', cms: '45900', zips: ['78701', '78660'] },
    { fips: '491', name: 'Williamson County', cms: '45930', zips: ['78660', '78626'] },
    { fips: '113', name: 'Dallas County', cms: '45390', zips: ['75201'] },
  ] },
  { stateCode: 'AZ', fipsStateCode: '04', name: 'Arizona', counties: [
    { fips: '013', name: 'Maricopa County', cms: '03060', zips: ['85001', '85004'] },
    { fips: '019', name: 'Pima County', cms: '03080', zips: ['85701'] },
  ] },
];

function toCounty(state: StateSeed, seed: CountySeed): County {
  return {
    fipsCountyCode: seed.fips,
    fipsCountyName: seed.name,
    fipsStateCode: state.fipsStateCode,
    stateCode: state.stateCode,
    cmsCountyCodes: [seed.cms],
    cmscode: seed.cms,
    cmsname: seed.name.replace(/ County$/, '').toUpperCase(),
  };
}

export const ALL_COUNTIES: County[] = STATES.flatMap((state) => state.counties.map((c) => toCounty(state, c)));

/** Counties containing a ZIP; a ZIP can cross a county line (78660 does). */
export function countiesForZip(zip: string): County[] {
  return STATES.flatMap((state) => state.counties.filter((c) => c.zips.includes(zip)).map((c) => toCounty(state, c)));
}

export function countyByFips(stateFips: string, countyFips: string): County | undefined {
  return ALL_COUNTIES.find((c) => c.fipsStateCode === stateFips && c.fipsCountyCode === countyFips);
}

/** Accepts a 5-digit state+county FIPS code or a 3-digit county code within a state code. */
export function findCounty(fips: string, stateCode?: string): County | undefined {
  if (fips.length === 5) return countyByFips(fips.slice(0, 2), fips.slice(2));
  return ALL_COUNTIES.find((c) => c.fipsCountyCode === fips && (!stateCode || c.stateCode === stateCode));
}

export function stateOf(stateCode: string): StateSeed | undefined {
  return STATES.find((s) => s.stateCode === stateCode);
}

export function firstZip(county: County): string {
  const state = stateOf(county.stateCode);
  return state?.counties.find((c) => c.fips === county.fipsCountyCode)?.zips[0] ?? '10001';
}
