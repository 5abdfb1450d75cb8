import { expect } from '@open-wc/testing';
import { createApi, type Api } from '../helpers/api';
import { captureLogs, fakeFetch, jsonResponse, pathAndQuery } from './helpers';

type Row = [name: string, invoke: (api: Api) => Promise<unknown>, method: string, path: string];

const uuid = 'u-1';
const provider = { providerId: 'p1', providerName: 'Dr. A' };

/** Every call of spec §7.1–§7.3 with the method and path the spec gives (or paths.ts chooses where "not shown"). */
const rows: Row[] = [
  // §7.1 content
  ['content state-flip', (a) => a.content.fragment('medsuppStateFlip'), 'GET', '/api/assets/MRD/content-fragments/common-tools-vpp/medsupp/state-flip.json'],
  ['content MedsupContent', (a) => a.content.fragment('medsuppContent'), 'GET', '/api/assets/MRD/content-fragments/shopper-profile-redesign/MedsupContent.json'],
  ['content profile', (a) => a.content.fragment('profile'), 'GET', '/api/assets/MRD/content-fragments/shopper-profile-redesign/profile.json'],
  ['content shopper', (a) => a.content.fragment('shopper'), 'GET', '/api/assets/MRD/content-fragments/shopper-profile-redesign/shopper.json'],
  ['content suppression', (a) => a.content.fragment('suppression'), 'GET', '/api/assets/MRD/content-fragments/common-tools-vpp/global/suppression.json'],
  ['content plan-benefits', (a) => a.content.fragment('planBenefits'), 'GET', '/api/assets/MRD/content-fragments/common-tools-vpp/plan-summary/plan-benefits.json'],
  ['content dental', (a) => a.content.fragment('dentalProviderCoveredPlans'), 'GET', '/api/assets/MRD/content-fragments/common-tools-vpp/global/dental-provider-covered-plans.json'],
  ['content medsupp state', (a) => a.content.medsuppState('NY'), 'GET', '/api/assets/MRD/content-fragments/common-tools-vpp/medsupp/states/NY.json'],
  // §7.2 profile and enrollment
  ['tracking event', (a) => a.tracking.track({ eventType: 'click', name: 'x' }), 'POST', '/gpdCustomEvent'],
  ['domo event', (a) => a.tracking.trackDomo(uuid, 'profile-merge'), 'POST', '/shopper-profile/api/domo/v1'],
  ['application status search', (a) => a.enrollments.searchApplicationStatus('1EG4TE5MK73'), 'POST', '/shopper-profile/api/applications/status/v1/search'],
  ['application status lookup', (a) => a.enrollments.lookupApplicationStatus(['C1']), 'POST', '/shopper-profile/api/applications/status/v1/lookup'],
  ['pending enrollments', (a) => a.enrollments.pendingEnrollmentsByEmail('trace-9', 'a@b.co'), 'POST', '/online-enrollment/user/fetchEnrollmentDataByEmailId/trace-9/v1'],
  ['authValidate', (a) => a.users.authValidate({ code: 'c', isHsidLogin: true, requestHost: 'h', isMultiProfileCloakInEnabled: false }), 'POST', '/landrover/api/apps/aarp/authValidate'],
  ['users get', (a) => a.users.getProfile({ id: uuid, type: 'all' }), 'GET', '/landrover/api/Users/u-1/all'],
  ['users get year', (a) => a.users.getProfile({ id: uuid, type: 'drugs', planYear: 2025 }), 'GET', '/landrover/api/Users/u-1/drugs/2025'],
  ['users get year flag', (a) => a.users.getProfile({ id: uuid, type: 'full', planYear: 2026, merged: true }), 'GET', '/landrover/api/Users/u-1/full/2026/true'],
  ['users get guest', (a) => a.users.getProfile({ id: undefined, type: 'demographics' }), 'GET', '/landrover/api/Users/guest/demographics'],
  ['users update providers', (a) => a.users.updateProfile(uuid, 'providers', { providersDetails: { providerIdList: [provider] }, isGuest: false }, 2025), 'POST', '/landrover/api/Users/u-1/providers/2025'],
  ['users delete drug', (a) => a.users.deleteItem(uuid, 'drugs', 'd 7', 2025), 'DELETE', '/landrover/api/Users/u-1/drugs/d%207/2025'],
  ['delete saved plan', (a) => a.users.deleteSavedPlan(uuid, 2025, 'H1234-001-000'), 'DELETE', '/landrover/api/Users/u-1/plans/H1234-001-000/2025'],
  ['logout', (a) => a.users.logout(), 'DELETE', '/landrover/api/logout'],
  ['medsupp application', (a) => a.enrollments.medsuppApplication(), 'GET', '/landrover/api/enrollments/medsupp/v1'],
  ['merge', (a) => a.identity.merge({ firstName: 'A', lastName: 'B', email: 'a@b.co', dob: '01/02/1950', action: 'm' }), 'POST', '/landrover/api/profiles/merge/v1'],
  ['import member items', (a) => a.identity.importMemberItems({ uuid, isAuthUser: true, triggeredBy: 'profile' }), 'POST', '/landrover/api/profiles/import/member-items/v1'],
  ['import member items for a category', (a) => a.identity.importMemberItemsForCategory('hsid', { uuid, isAuthUser: true, triggeredBy: 'login' }), 'POST', '/landrover/api/profiles/import/member-items/hsid/v1'],
  ['system date', (a) => a.users.systemDate(), 'GET', '/landrover/api/system-date/v1'],
  // Not in the spec: who is signed in, for a page whose API is on another origin (paths.ts `session`).
  ['session', (a) => a.session.whoAmI(), 'GET', '/landrover/api/session/v1'],
  ['reminder email stop', (a) => a.identity.stopReminderEmail({ emailAddress: 'a@b.co', firstName: 'A', lastName: 'B', siteId: 's', deeplink: '/x' }), 'POST', '/EmailWAR/emailrest/profile/email/v1'],
  // §7.3 plan, drug and provider data
  ['plan products', (a) => a.planInfo.planProducts(2025, 'MAPD', 'NY', '061'), 'GET', '/planinfo/product-details/VPP/plan-years/2025/products/MAPD/state-codes/NY/fips-county-codes/061'],
  ['plan contact', (a) => a.planInfo.planContact('H1234-001-000', 2025), 'GET', '/planinfo/individual-search/plans/H1234-001-000/plan-years/2025/plan-contact'],
  ['plan details', (a) => a.planInfo.planDetails(2025, 'H1234-001-000'), 'GET', '/planinfo/details/VPP/plan-years/2025/plans/H1234-001-000'],
  ['federal plans', (a) => a.planInfo.federalPlans('MAPD', 2025, ['H1234-001-000']), 'POST', '/planinfo/federal-plans/VPP/plan-types/MAPD'],
  ['LIS data', (a) => a.planInfo.lisData(2025, 'NY', '061'), 'GET', '/planinfo/lis/VPP/plan-years/2025/state-codes/NY/fips-county-codes/061'],
  ['supplement plan search', (a) => a.planInfo.medsuppPlanSearch('10001'), 'GET', '/medsupp/plans/v2/zip-codes/10001/products/MEDSUPP/search?benefitsSummaries=true'],
  ['counties', (a) => a.geolocation.counties('10001'), 'GET', '/geolocationinfo/counties/10001'],
  ['pharmacy data', (a) => a.pharmacy.pharmacyData('4567', 2025), 'GET', '/pharmacysearch/pharmacyData/v1/4567/2025'],
  ['pharmacy coverage', (a) => a.pharmacy.coverage('4567', 2025, 'MAPD', ['H1234-001-000', 'H1234-002-000']), 'GET', '/pharmacysearch/pharmacies/v1/4567/coverage/2025/MAPD/H1234-001-000,H1234-002-000'],
  ['generic drug info', (a) => a.drugs.genericDrugInfo('1', 'ABC', 2025, 'lipitor 10'), 'GET', '/drug-info-api/druginfo/genericdruginfo/1/ABC/2025?drug=lipitor%2010'],
  ['drug info search', (a) => a.drugs.search({ isDCProfileDrugsFlow: true, drugs: [] }), 'POST', '/drug-info-api/druginfo/search'],
  ['estimate plan cost', (a) => a.drugs.estimatePlanCost({ zip: '10001', county: '061', pharmacy: { pharmacyNumber: '1' }, drugs: [], plans: [] }), 'POST', '/drug-pricing-api/drugpricing/estimateplancost'],
  ['provider coverage', (a) => a.providers.updateCoverage({ planYear: 2025, zipCode: '10001', stateCountyFips: '36061', providers: [provider] }), 'POST', '/providersearch/providers/v1/coverage/2025/10001/36061'],
];

describe('every call hits the method and path of spec §7', () => {
  for (const [name, invoke, method, path] of rows) {
    it(`${name}: ${method} ${path}`, async () => {
      const fake = fakeFetch();
      const api = createApi({ baseUrl: '', siteId: 's', environment: 'Dev', fetch: fake.fetch });
      await invoke(api);
      expect(fake.requests).to.have.length(1);
      expect(fake.requests[0]?.method).to.equal(method);
      expect(pathAndQuery(fake.requests[0]!)).to.equal(path);
    });
  }

  it('the provider coverage body carries the partner and client portal codes', async () => {
    const fake = fakeFetch();
    const api = createApi({ baseUrl: '', siteId: 's', environment: 'Dev', fetch: fake.fetch });
    await api.providers.updateCoverage({ planYear: 2025, zipCode: '10001', stateCountyFips: '36061', providers: [provider] });
    expect(await fake.requests[0]?.json()).to.deep.equal({ partnerCode: 'uhc.mnr', clientPortalCode: 'UHCMS1', providers: [provider] });
  });

  it('the application status search sends mbi and page size 100', async () => {
    const fake = fakeFetch();
    const api = createApi({ baseUrl: '', siteId: 's', environment: 'Dev', fetch: fake.fetch });
    await api.enrollments.searchApplicationStatus('1EG4TE5MK73');
    expect(await fake.requests[0]?.json()).to.deep.equal({ mbi: '1EG4TE5MK73', pageSize: 100 });
  });
});

describe('plan information answers (spec §7.3, §8)', () => {
  const apiAnswering = (body: unknown) => createApi({ baseUrl: '', siteId: 's', environment: 'Dev', fetch: fakeFetch(() => jsonResponse(body)).fetch });

  it('the supplement plan search reads products[0].plans; no product is no plans; a plan without its code is left out, logged', async () => {
    const logs = captureLogs();
    try {
      const none = await apiAnswering({ data: { msSearchPlansData: { products: [] } } }).planInfo.medsuppPlanSearch('10001');
      expect(none).to.deep.equal({ ok: true, data: [] });
      const some = await apiAnswering({ data: { msSearchPlansData: { products: [{ plans: [{ planCode: 'G', planName: 'Plan G', monthlyPremium: 12 }, { planName: 'No code' }] }] } } })
        .planInfo.medsuppPlanSearch('10001');
      expect(some.ok && some.data.map((plan) => plan.planCode)).to.deep.equal(['G']);
      expect(logs.entries.map((e) => e.message)).to.include('API call planInfo.medsuppPlanSearch answered parts that could not be read; they were left out');
    } finally {
      logs.stop();
    }
  });

  it("plan details without a plan is a failure logged 'No plan found in response'", async () => {
    const logs = captureLogs();
    try {
      const result = await apiAnswering({ data: { plans: [] } }).planInfo.planDetails(2026, 'H1234-001-000');
      expect(result.ok).to.equal(false);
      expect(logs.entries.map((e) => e.message)).to.include('API call planInfo.planDetails failed: No plan found in response');
    } finally {
      logs.stop();
    }
  });

  it('federal plans send the plan year and plan ids as the data', async () => {
    const fake = fakeFetch(() => jsonResponse({ data: { plans: [] } }));
    const api = createApi({ baseUrl: '', siteId: 's', environment: 'Dev', fetch: fake.fetch });
    await api.planInfo.federalPlans('SNP', 2026, ['H1-001-000', 'H2-001-000']);
    expect(await fake.requests[0]?.json()).to.deep.equal({ planYear: 2026, planIds: ['H1-001-000', 'H2-001-000'] });
  });
});
