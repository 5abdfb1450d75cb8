import { expect } from '@open-wc/testing';
import { configure } from '../../../src/state/config';
import { stopCrossTabSync } from '../../../src/state/crossTab';
import { activeYearAtom } from '../../../src/state/planYear';
import { switchPlanYear } from '../../../src/state/planYearSwitch';
import { providersDetailsAtom, reloadProfile } from '../../../src/state/profile';
import { coverageProvidersAtom, providerCoverageRequestsAtom, refreshProviderCoverage } from '../../../src/state/providers/providerCoverage';
import { stateCountyFipsOf } from '../../../src/domain/countyFips';
import { providersAtom } from '../../../src/state/savedItems';
import { ensureStarted } from '../../../src/state/startup';
import { resetStore } from '../../../src/state/store';
import type { Plan } from '../../../src/api/schemas/plan';
import { stubFetch, type RecordedRequest, type Route } from '../../helpers/fetch';
import { MEMBER_UUID, memberProfile, plan } from '../fixtures';
import { clearCookies, freshPage, signIn } from '../../helpers/page';

const NEW_YORK = { fipsStateCode: '36', fipsCountyCode: '061', stateCode: 'NY' };
const KINGS = { fipsStateCode: '36', fipsCountyCode: '047', stateCode: 'NY' };



type Profile = ReturnType<typeof memberProfile>;

/** The member profile of `year` with saved plans in New York County and Kings County (and a PDP, which shows no coverage). */
function profileWithPlaces(year: number, edit: (profile: Profile) => void = () => {}): Profile {
  const profile = memberProfile(year);
  profile.plansDetails.plans = [
    plan('H1234-001-000', 'MAPD', year, { county: NEW_YORK }),
    plan('H1234-003-000', 'MA', year, { county: NEW_YORK }),
    plan('H5555-001-000', 'MAPD', year, { zipCode: '11201', county: KINGS }),
    plan('S5678-012-000', 'PDP', year, { zipCode: '10301', county: { fipsStateCode: '36', fipsCountyCode: '085' } }),
  ];
  profile.providersDetails.providerIdList = [
    { providerId: 'p1', providerName: 'Dr. Ada Smith', providerCoverageType: 'medical', plansList: ['H1234-003-000', 'H5555-001-000'] } as never,
    { providerId: 'p2', providerName: 'Dr. Bo Lee', providerCoverageType: 'medical', plansList: [] } as never,
  ];
  edit(profile);
  return profile;
}

const profileRoute = (year: number, json: unknown): Route => ({ method: 'GET', path: new RegExp(`/landrover/api/Users/${MEMBER_UUID}/all/${year}`), json });

/** Answers every coverage call: p1 in network with `p1Plans`, p2 with none. */
const coverageRoute = (p1Plans: string[], extra: Partial<Route> = {}): Route => ({
  method: 'POST',
  path: /\/providersearch\/providers\/v1\/coverage\//,
  json: {
    providers: [
      { providerId: 'p1', providerName: 'Dr. Ada Smith', plansList: p1Plans },
      { providerId: 'p2', providerName: 'Dr. Bo Lee', plansList: [] },
    ],
  },
  ...extra,
});

const coverageCalls = (requests: readonly RecordedRequest[]) => requests.filter((r) => r.url.pathname.startsWith('/providersearch/providers/v1/coverage/'));
const coveragePaths = (requests: readonly RecordedRequest[]) => coverageCalls(requests).map((r) => r.url.pathname).sort();
const plansListOf = (store: ReturnType<typeof resetStore>, providerId: string) => store.get(coverageProvidersAtom).find((p) => p.providerId === providerId)?.plansList;

describe('state: provider coverage refresh', () => {
  let store = resetStore();
  beforeEach(() => {
    store = freshPage();
    signIn(MEMBER_UUID);
  });
  afterEach(() => {
    stopCrossTabSync(store);
    clearCookies();
  });

  it('calls the coverage update once per distinct year, zip and county of the saved plans, with the saved providers', async () => {
    const server = stubFetch([profileRoute(2026, profileWithPlaces(2026)), coverageRoute([])]);
    await ensureStarted(store);
    await refreshProviderCoverage(store);
    // Two plans in New York County make one call; the drug-only plan's county makes none.
    expect(coveragePaths(server.requests)).to.deep.equal(['/providersearch/providers/v1/coverage/2026/10001/36061', '/providersearch/providers/v1/coverage/2026/11201/36047']);
    const body = coverageCalls(server.requests)[0]!.json as { partnerCode: string; clientPortalCode: string; providers: { providerId: string }[] };
    expect(body).to.include({ partnerCode: 'uhc.mnr', clientPortalCode: 'UHCMS1' });
    expect(body.providers.map((p) => p.providerId)).to.deep.equal(['p1', 'p2']);
  });

  it('makes no call when no providers are saved', async () => {
    const server = stubFetch([profileRoute(2026, profileWithPlaces(2026, (p) => (p.providersDetails.providerIdList = []))), coverageRoute([])]);
    await ensureStarted(store);
    await refreshProviderCoverage(store);
    expect(coverageCalls(server.requests)).to.have.length(0);
  });

  it('makes no call when no plans are saved for the active year', async () => {
    const server = stubFetch([profileRoute(2026, profileWithPlaces(2026, (p) => (p.plansDetails.plans = []))), coverageRoute([])]);
    await ensureStarted(store);
    await refreshProviderCoverage(store);
    expect(coverageCalls(server.requests)).to.have.length(0);
    expect(store.get(coverageProvidersAtom)).to.equal(store.get(providersAtom));
  });

  it('does not call again for the same inputs: concurrent refreshes, a second refresh, a profile reload with the same data', async () => {
    const server = stubFetch([profileRoute(2026, profileWithPlaces(2026)), coverageRoute([], { delay: 20 })]);
    await ensureStarted(store);
    await Promise.all([refreshProviderCoverage(store), refreshProviderCoverage(store), refreshProviderCoverage(store)]);
    await refreshProviderCoverage(store);
    await reloadProfile(store);
    await refreshProviderCoverage(store);
    expect(coverageCalls(server.requests)).to.have.length(2);
  });

  it('calls again for every place when the saved providers change', async () => {
    const server = stubFetch([profileRoute(2026, profileWithPlaces(2026)), coverageRoute([])]);
    await ensureStarted(store);
    await refreshProviderCoverage(store);
    const details = store.get(providersDetailsAtom)!;
    store.set(providersDetailsAtom, { ...details, providerIdList: [...details.providerIdList!, { providerId: 'p3', providerName: 'Dr. Cy Ng' }] });
    await refreshProviderCoverage(store);
    expect(coverageCalls(server.requests)).to.have.length(4);
    expect(coverageCalls(server.requests).slice(2).map((r) => (r.json as { providers: unknown[] }).providers.length)).to.deep.equal([3, 3]);
  });

  it('when the saved plans change, calls only for a new place; a plan added in a place already asked about needs no call', async () => {
    const first = profileWithPlaces(2026);
    const second = profileWithPlaces(2026, (p) => {
      p.plansDetails.plans.push(plan('H1234-009-000', 'MA', 2026, { county: NEW_YORK }), plan('H7777-001-000', 'MA', 2026, { zipCode: '11354', county: { fipsStateCode: '36', fipsCountyCode: '081' } }));
    });
    const server = stubFetch([{ ...profileRoute(2026, first), once: true }, profileRoute(2026, second), coverageRoute([])]);
    await ensureStarted(store);
    await refreshProviderCoverage(store);
    await reloadProfile(store);
    await refreshProviderCoverage(store);
    expect(coveragePaths(server.requests)).to.deep.equal([
      '/providersearch/providers/v1/coverage/2026/10001/36061',
      '/providersearch/providers/v1/coverage/2026/11201/36047',
      '/providersearch/providers/v1/coverage/2026/11354/36081',
    ]);
  });

  it('runs again for the new year when the year is switched', async () => {
    configure({ systemDate: '2026-10-20' });
    const server = stubFetch([profileRoute(2027, profileWithPlaces(2027)), profileRoute(2026, profileWithPlaces(2026)), coverageRoute([])]);
    await ensureStarted(store);
    expect(store.get(activeYearAtom)).to.equal(2027);
    await refreshProviderCoverage(store);
    await switchPlanYear(2026, store);
    await refreshProviderCoverage(store);
    expect(coveragePaths(server.requests)).to.deep.equal([
      '/providersearch/providers/v1/coverage/2026/10001/36061',
      '/providersearch/providers/v1/coverage/2026/11201/36047',
      '/providersearch/providers/v1/coverage/2027/10001/36061',
      '/providersearch/providers/v1/coverage/2027/11201/36047',
    ]);
  });

  it('yoyProviderChangesDisabled on: no call for next year, whose cards keep the coverage as saved', async () => {
    configure({ systemDate: '2026-10-20', flags: { yoyProviderChangesDisabled: true } });
    const server = stubFetch([profileRoute(2027, profileWithPlaces(2027)), coverageRoute(['H1234-001-000'])]);
    await ensureStarted(store);
    expect(store.get(activeYearAtom)).to.equal(2027);
    await refreshProviderCoverage(store);
    expect(coverageCalls(server.requests)).to.have.length(0);
    expect(store.get(coverageProvidersAtom)).to.equal(store.get(providersAtom));
  });

  it('yoyProviderChangesDisabled on: the current year still refreshes', async () => {
    configure({ systemDate: '2026-10-20', flags: { yoyProviderChangesDisabled: true } });
    localStorage.setItem('sp.planYear', '2026');
    const server = stubFetch([profileRoute(2026, profileWithPlaces(2026)), coverageRoute(['H1234-001-000'])]);
    await ensureStarted(store);
    expect(store.get(activeYearAtom)).to.equal(2026);
    await refreshProviderCoverage(store);
    expect(coverageCalls(server.requests)).to.have.length(2);
    expect(plansListOf(store, 'p1')).to.include('H1234-001-000');
  });

  it('lays the answers over the saved plansList: answered places decided by the answer, other saved entries kept', async () => {
    const profile = profileWithPlaces(2026);
    const server = stubFetch([
      profileRoute(2026, profile),
      // New York County answers p1 in network with H1234-001-000 only (H1234-003-000 left it); Kings County fails.
      coverageRoute(['H1234-001-000'], { path: /\/coverage\/2026\/10001\/36061$/ }),
      { method: 'POST', path: /\/coverage\/2026\/11201\/36047$/, status: 500 },
    ]);
    await ensureStarted(store);
    expect(plansListOf(store, 'p1')).to.deep.equal(['H1234-003-000', 'H5555-001-000']);
    await refreshProviderCoverage(store);
    expect(coverageCalls(server.requests)).to.have.length(2);
    expect(plansListOf(store, 'p1')).to.deep.equal(['H5555-001-000', 'H1234-001-000']);
    expect(plansListOf(store, 'p2')).to.deep.equal([]);
  });

  it('a failed call keeps the saved coverage quietly', async () => {
    const server = stubFetch([profileRoute(2026, profileWithPlaces(2026)), { method: 'POST', path: /\/coverage\//, status: 500 }]);
    await ensureStarted(store);
    const saved = store.get(providersAtom);
    await refreshProviderCoverage(store);
    expect(coverageCalls(server.requests)).to.have.length(2);
    expect(store.get(coverageProvidersAtom)).to.equal(saved);
    expect(plansListOf(store, 'p1')).to.deep.equal(['H1234-003-000', 'H5555-001-000']);
  });

  it('the refreshed list keeps its identity when a profile reload changes nothing it shows (a plan premium)', async () => {
    const first = profileWithPlaces(2026);
    const second = profileWithPlaces(2026, (p) => (p.plansDetails.plans[0]!.monthlyPremium = 42));
    stubFetch([{ ...profileRoute(2026, first), once: true }, profileRoute(2026, second), coverageRoute(['H1234-001-000'])]);
    await ensureStarted(store);
    await refreshProviderCoverage(store);
    const refreshed = store.get(coverageProvidersAtom);
    expect(refreshed).not.to.equal(store.get(providersAtom));
    await reloadProfile(store);
    expect(store.get(providerCoverageRequestsAtom)[0]!.planIds).to.include('H1234-001-000');
    expect(store.get(coverageProvidersAtom)).to.equal(refreshed);
  });

  it('reads the 5-digit state+county FIPS from the two codes, padded, or from a 5-digit county code; none without them', () => {
    const withCounty = (county: unknown) => ({ planId: 'H1', planYear: 2026, county }) as unknown as Plan;
    expect(stateCountyFipsOf(withCounty({ fipsStateCode: '36', fipsCountyCode: '061' }))).to.equal('36061');
    expect(stateCountyFipsOf(withCounty({ fipsStateCode: '6', fipsCountyCode: '37' }))).to.equal('06037');
    expect(stateCountyFipsOf(withCounty({ fipsCountyCode: '36061' }))).to.equal('36061');
    expect(stateCountyFipsOf(withCounty({ fipsCountyCode: '061' }))).to.equal(undefined);
    expect(stateCountyFipsOf(withCounty(undefined))).to.equal(undefined);
  });

  it('a plan without a county or zip asks for nothing', async () => {
    const server = stubFetch([
      profileRoute(2026, profileWithPlaces(2026, (p) => (p.plansDetails.plans = [plan('H1234-001-000', 'MAPD', 2026), plan('H1234-003-000', 'MA', 2026, { zipCode: '', county: NEW_YORK })]))),
      coverageRoute([]),
    ]);
    await ensureStarted(store);
    expect(store.get(providerCoverageRequestsAtom)).to.deep.equal([]);
    await refreshProviderCoverage(store);
    expect(coverageCalls(server.requests)).to.have.length(0);
  });
});
