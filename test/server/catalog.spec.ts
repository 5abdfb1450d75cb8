/**
 * The seeded catalog looks real and is broad enough for every path the
 * client takes: plan types and SNP kinds, years, states and
 * counties, riders and tiers, NDC-shaped drugs, the three kinds of pharmacy,
 * four kinds of provider with networks, LIS data and the content fragments
 * with the spec's texts. Asked through /demo-api and the §7.3 calls.
 */
import { expect, test } from '@playwright/test';
import { contentFragment, medsuppStateContent } from '../../src/api/contentPaths';
import { paths } from '../../src/api/paths';
import { isInstitutionalSnp } from '../../src/domain/planTypes';
import { isChronicSnp } from '../../src/domain/planCardRules';
import { type Client, servicePaths, TestServer } from './helpers';

let server: TestServer;
let client: Client;
test.beforeAll(async () => {
  server = await TestServer.start();
  client = server.client();
});
test.afterAll(async () => { await server.stop(); });

interface ServicePlan {
  planId: string; planName: string; planType: string; planYear: number; snpType?: string;
  monthlyPremium: number; benefits: { label: string; value: string }[]; rider: { benefitName: string; helpText: string }[];
  marketingInformation: { rank: number; shortBullets: string; iconFileName: string }[]; tier1PreferredGeneric: string;
}
interface County { fipsCountyCode: string; fipsCountyName: string; fipsStateCode: string; stateCode: string }

async function body<T>(answer: Promise<{ status: number; body: unknown }>): Promise<T> {
  const { status, body: value } = await answer;
  expect(status, JSON.stringify(value).slice(0, 300)).toBe(200);
  return value as T;
}

const products = (year: number, type: string, state: string, fips: string) =>
  body<{ data: { plans: ServicePlan[] } }>(client.get(paths.planProducts(year, type, state, fips))).then((b) => b.data.plans);

/** One county of each of three states, each reached by a ZIP of its own. */
const PLACES = [
  { zip: '10001', state: 'NY', fips: '061', county: 'New York County' },
  { zip: '33101', state: 'FL', fips: '086', county: 'Miami-Dade County' },
  { zip: '78701', state: 'TX', fips: '453', county: 'Travis County' },
] as const;

const PLAN_ID = /^[A-Z]\d{4}-\d{3}-\d{3}$/;

test('three states with their counties: each ZIP answers its county with state and FIPS codes', async () => {
  for (const place of PLACES) {
    const { counties } = await body<{ counties: County[] }>(client.get(paths.counties(place.zip)));
    expect(counties.map((c) => c.fipsCountyName)).toContain(place.county);
    const county = counties.find((c) => c.fipsCountyName === place.county);
    expect(county).toMatchObject({ stateCode: place.state, fipsCountyCode: place.fips });
    expect(county?.fipsStateCode).toMatch(/^\d{2}$/);
  }
  // A ZIP on a county line answers both counties.
  expect((await body<{ counties: County[] }>(client.get(paths.counties('78660')))).counties).toHaveLength(2);
});

test('MA, MAPD, PDP, SNP and Medicare Supplement plans in each of three states for two plan years, ids in the spec format', async () => {
  for (const year of [2026, 2027]) {
    for (const place of PLACES) {
      for (const type of ['MA', 'MAPD', 'PDP', 'SNP']) {
        const plans = await products(year, type, place.state, place.fips);
        expect(plans.length, `${type} ${place.state} ${year}`).toBeGreaterThan(0);
        for (const plan of plans) {
          expect(plan.planType).toBe(type);
          expect(plan.planYear).toBe(year);
          expect(plan.planId).toMatch(PLAN_ID);
          expect(plan.planName).not.toBe('');
        }
      }
      const supplements = await products(year, 'MS', place.state, place.fips);
      expect(supplements.map((p) => p.planId)).toEqual(expect.arrayContaining(['F01', 'G01', 'N01']));
      expect(supplements.every((p) => p.planType === 'MS' && p.monthlyPremium > 0)).toBe(true);
    }
  }
});

test('SNP plans of each snpType: dual-eligible, chronic (CSNP), institutional (ISNP) and institutional-equivalent', async () => {
  const snps = await products(2026, 'SNP', 'NY', '061');
  const types = snps.map((p) => p.snpType ?? '');
  expect(new Set(types)).toEqual(new Set(['DUAL_ELIGIBLE', 'CHRONIC_AND_DISABLING_CONDITION', 'INSTITUTIONAL', 'INSTITUTIONAL_EQUIVALENT']));
  // The client recognises the catalog's chronic and institutional kinds (their notices, spec §2.3).
  expect(types.filter((t) => isChronicSnp(t))).toEqual(['CHRONIC_AND_DISABLING_CONDITION']);
  expect(types.filter((t) => isInstitutionalSnp(t))).toEqual(['INSTITUTIONAL']);
});

test('plans carry premiums, benefits, ranked marketing bullets, riders and drug tiers', async () => {
  const plans = [...await products(2026, 'ALL', 'NY', '061'), ...await products(2026, 'ALL', 'FL', '086')];
  expect(plans.filter((p) => p.monthlyPremium > 0).length).toBeGreaterThan(0);
  expect(plans.filter((p) => p.monthlyPremium === 0).length).toBeGreaterThan(0);
  const withRider = plans.filter((p) => p.rider.length > 0);
  expect(withRider.length).toBeGreaterThan(0);
  expect(withRider[0]?.rider[0]?.benefitName).toBe('Optional Supplemental Dental');
  expect(withRider[0]?.rider[0]?.helpText).toMatch(/\$\d+/);

  const mapd = plans.find((p) => p.planType === 'MAPD');
  expect(mapd?.benefits.map((b) => b.label)).toEqual(expect.arrayContaining(['Monthly Premium', 'Out-of-Pocket Maximum', 'Tier 1: Preferred Generic', 'Tier 2: Generic', 'Tier 3: Preferred Brand']));
  expect(mapd?.tier1PreferredGeneric).toMatch(/^\$\d+ copay$/);
  const ranks = (mapd?.marketingInformation ?? []).map((b) => b.rank).sort((a, b) => a - b);
  expect(ranks).toEqual(ranks.map((_, i) => i + 1));

  // Pricing answers each drug's formulary tier: generic, preferred brand and specialty tiers all occur.
  const priced = await body<{ data: { plans: { pharmacyCosts: { drugsCost: { nationalDrugCode: string; formularyStatus: { tier: number; tierDescription: string } }[] }[] }[] } }>(
    client.post(paths.estimatePlanCost(), {
      zip: '10001', county: '36061', pharmacy: { pharmacyNumber: '0599999', mailOrder: true },
      drugs: ['00093101030', '00071102030', '00003105030', '00002110001', '50458111030', '00002114001'].map((ndc) => ({ drugQuantity: 30, drugSupplyLength: '30', nationalDrugCode: ndc, drugFrequency: 'Month' })),
      plans: [{ contractId: 'H3387', pbpNumber: '004', segmentId: '000', planYear: 2026 }],
    }));
  const costs = priced.data.plans[0]?.pharmacyCosts[0]?.drugsCost ?? [];
  expect(costs.length).toBeGreaterThanOrEqual(4);
  const tiers = new Set(costs.map((c) => c.formularyStatus.tier));
  expect(tiers.size).toBeGreaterThanOrEqual(3);
  expect(costs.every((c) => c.formularyStatus.tierDescription !== '')).toBe(true);
});

test('drugs have dosages and packages with 11-digit NDC-shaped codes; brand and generic are paired', async () => {
  const found = await body<{ drugs: { drugId: string; drugName: string; isGeneric: boolean; dosages: { dosageName: string; packages: { nationalDrugCode: string; packageName: string; packageSize: string }[] }[] }[] }>(
    client.get('/demo-api/drugs/search?q=atorva'));
  expect(found.drugs.map((d) => d.drugName)).toEqual(expect.arrayContaining(['Atorvastatin Calcium', 'Lipitor']));
  expect(found.drugs.map((d) => d.isGeneric).sort()).toEqual([false, true]);
  for (const drug of found.drugs) {
    expect(drug.dosages.length).toBeGreaterThanOrEqual(2);
    for (const dosage of drug.dosages) {
      expect(dosage.dosageName).toMatch(/\d+\s*MC?G/);
      expect(dosage.packages.length).toBeGreaterThan(0);
      for (const pkg of dosage.packages) expect(pkg.nationalDrugCode).toMatch(/^\d{11}$/);
    }
  }
  const generic = await body<{ data: { drugId: string; brandedDrugId?: string } }>(client.get(paths.genericDrugInfo('brand', '1002', 2026, 'Lipitor')));
  expect(generic.data).toMatchObject({ drugId: '1001', brandedDrugId: '1002' });
  const search = await body<{ drugs: { ndc: string; drugId?: string }[] }>(client.post(paths.drugInfoSearch(), { isDCProfileDrugsFlow: true, drugs: [{ ndc: '00093-1010-30', drugName: 'Atorvastatin Calcium' }] }));
  expect(search.drugs[0]).toMatchObject({ ndc: '00093101030', drugId: '1001' });
});

test('retail, preferred retail and mail-order pharmacies near a ZIP, each readable by number', async () => {
  const near = await body<{ pharmacies: { pharmacyNumber: string; pharmacyName: string; mailOrder: boolean; preferredNetwork: boolean }[] }>(client.get('/demo-api/pharmacies/search?zip=10001'));
  const mail = near.pharmacies.filter((p) => p.mailOrder);
  const preferred = near.pharmacies.filter((p) => !p.mailOrder && p.preferredNetwork);
  const retail = near.pharmacies.filter((p) => !p.mailOrder && !p.preferredNetwork);
  expect(mail.map((p) => p.pharmacyName)).toEqual(['Optum Rx Mail Service Pharmacy']);
  expect(preferred.length).toBeGreaterThan(0);
  expect(retail.length).toBeGreaterThan(0);
  for (const pharmacy of [mail[0], preferred[0], retail[0]]) {
    expect(pharmacy?.pharmacyNumber).toMatch(/^\d{7}$/);
    const data = await body<{ data: { pharmacyNumber: string; mailOrder: boolean } }>(client.get(paths.pharmacyData(pharmacy?.pharmacyNumber ?? '', 2026)));
    expect(data.data).toMatchObject({ pharmacyNumber: pharmacy?.pharmacyNumber, mailOrder: pharmacy?.mailOrder });
  }
});

test('pharmacy coverage answers the network status of each asked plan of that year and type; the mail-order pharmacy is in every network', async () => {
  type Coverage = { data: { pharmacyNumber: string; plans: { planId: string; inNetwork: boolean }[] } };
  const near = await body<{ pharmacies: { pharmacyNumber: string; mailOrder: boolean; preferredNetwork: boolean }[] }>(client.get('/demo-api/pharmacies/search?zip=10001'));
  const mapd = (await products(2026, 'MAPD', 'NY', '061')).map((p) => p.planId);
  const mail = near.pharmacies.find((p) => p.mailOrder)!;
  const mailCoverage = await body<Coverage>(client.get(paths.pharmacyCoverage(mail.pharmacyNumber, 2026, 'MAPD', mapd)));
  expect(mailCoverage.data.plans.map((p) => [p.planId, p.inNetwork])).toEqual(mapd.map((id) => [id, true]));
  // Retail pharmacies are in some networks and not others: the answer depends on the pharmacy and the plan.
  const retail = near.pharmacies.filter((p) => !p.mailOrder && !p.preferredNetwork);
  const statuses = await Promise.all(retail.map((p) => body<Coverage>(client.get(paths.pharmacyCoverage(p.pharmacyNumber, 2026, 'MAPD', mapd)))));
  const flags = statuses.flatMap((c) => c.data.plans.map((p) => p.inNetwork));
  expect(flags).toContain(true);
  expect(flags).toContain(false);
  // A plan asked under another plan type or a year the catalog has no such plan in gets no answer.
  expect((await body<Coverage>(client.get(paths.pharmacyCoverage(mail.pharmacyNumber, 2026, 'PDP', mapd.slice(0, 1))))).data.plans).toEqual([]);
  expect((await body<Coverage>(client.get(paths.pharmacyCoverage(mail.pharmacyNumber, 2031, 'MAPD', mapd.slice(0, 1))))).data.plans).toEqual([]);
});

test('medical, dental, behavioral and facility providers with networks; coverage lists the plans whose network has them', async () => {
  const found = await body<{ providers: { providerId: string; providerName: string; providerCoverageType: string; type: string; networkIdsMedical: string[] }[] }>(
    client.get('/demo-api/providers/search?zip=10001'));
  const kinds = new Set(found.providers.map((p) => p.providerCoverageType));
  expect(kinds).toEqual(new Set(['medical', 'dental', 'behavioral']));
  expect(found.providers.filter((p) => p.type === 'place').map((p) => p.providerName)).toEqual(expect.arrayContaining(['Riverside General Hospital', 'Lakeview Imaging Center']));
  expect(found.providers.every((p) => p.networkIdsMedical.every((n) => /^NY-[A-Z-]+-NET$/.test(n)))).toBe(true);
  expect(found.providers.some((p) => p.networkIdsMedical.length > 0)).toBe(true);
  const dental = await body<{ providers: { providerCoverageType: string }[] }>(client.get('/demo-api/providers/search?zip=10001&type=dental'));
  expect(dental.providers.length).toBeGreaterThan(0);
  expect(dental.providers.every((p) => p.providerCoverageType === 'dental')).toBe(true);

  const networked = found.providers.find((p) => p.networkIdsMedical.length > 0);
  const coverage = await body<{ providers: { providerId: string; plansList: string[] }[] }>(client.post(paths.providerCoverage(2026, '10001', '36061'), {
    partnerCode: 'uhc.mnr', clientPortalCode: 'UHCMS1', providers: [{ providerId: networked?.providerId, providerName: networked?.providerName }],
  }));
  expect(coverage.providers[0]?.plansList.length).toBeGreaterThan(0);
  for (const planId of coverage.providers[0]?.plansList ?? []) expect(planId).toMatch(PLAN_ID);
});

test('LIS data by county: a subsidy premium per drug plan; the member is eligible at level 1, a guest is not', async () => {
  type Lis = { _isEligibleForLIS: string; _LISLevel: string; _subsidyList: { planId: string; planYear: number; monthlyPremium: number }[] };
  const guest = await body<Lis>(client.get(servicePaths.lisData(2026, 'NY', '061')));
  expect(guest).toMatchObject({ _isEligibleForLIS: 'No', _LISLevel: '0' });
  expect(guest._subsidyList.length).toBeGreaterThan(0);
  expect(guest._subsidyList.every((s) => s.planYear === 2026 && s.monthlyPremium >= 0)).toBe(true);
  const full = await products(2026, 'PDP', 'NY', '061');
  const pdp = full.find((p) => p.monthlyPremium > 40);
  expect(guest._subsidyList.find((s) => s.planId === pdp?.planId)?.monthlyPremium).toBeLessThan(pdp?.monthlyPremium ?? 0);

  const member = server.client();
  await member.signIn('member');
  expect(await body<Lis>(member.get(servicePaths.lisData(2026, 'NY', '061')))).toMatchObject({ _isEligibleForLIS: 'Yes', _LISLevel: '1' });
});

test('the profile content fragment has the spec\'s texts and the five FAQ questions', async () => {
  const profile = await body<{ texts: Record<string, string>; faq: { question: string; answer: string }[] }>(client.get(contentFragment('profile')));
  expect(profile.texts).toMatchObject({
    title: 'Your account', guestTitle: 'Your guest account', plansView: 'Your plans', drugsView: 'Your drugs',
    providersView: 'Your doctors and dentists', needHelpHours: '8 a.m. to p.m.',
  });
  // Spec §2.1: talk to someone, save progress, what happens with my information, complete an in-progress application, see all plans.
  expect(profile.faq.map((f) => f.question)).toEqual([
    'How can I talk to someone?', 'How do I save my progress?', 'What happens with my information?',
    'How do I complete an in-progress application?', 'How can I see all plans?',
  ]);
  expect(profile.faq[0]?.answer).toContain('7 a.m. to 11 p.m. ET Monday to Friday, 9 a.m. to 5 p.m. ET Saturday');
  expect(profile.faq.every((f) => f.answer.length > 20)).toBe(true);
  // The shopper fragment carries the profile texts plus the plans page's enrollment content (§4.8).
  expect(await body(client.get(contentFragment('shopper')))).toEqual({ ...profile, acquiredPlanIds: expect.any(Array), enrollmentAllowed: true });
});

test('the Medicare Supplement fragments: the unavailable card texts, disclosures, approved states and per-state exclusions', async () => {
  const content = await body<{ disclosures: string; texts: Record<string, string> }>(client.get(contentFragment('medsuppContent')));
  expect(content.texts.unavailableHeading).toBe('Plan Card Unavailable for ... Medicare Supplement Insurance Plans');
  expect(content.texts.unavailableBody).toMatch(/^We are working hard to get you the information you need\. Please check back soon\. You can also call [\d-]+\/TTY 711 to speak with a licensed insurance agent\/producer who can help\.$/);
  expect(content.disclosures).toContain('<p>');
  const flip = await body<{ approvedStates: string[] }>(client.get(contentFragment('medsuppStateFlip')));
  expect(flip.approvedStates).toEqual(expect.arrayContaining(['NY', 'FL']));
  expect(flip.approvedStates).not.toContain('TX');
  const texas = await body<{ stateCode: string; exclusions: string[] }>(client.get(medsuppStateContent('TX')));
  expect(texas.exclusions).toEqual(expect.arrayContaining(['F01', 'G01']));
  const suppression = await body<{ suppressedPlanIds: string[] }>(client.get(contentFragment('suppression')));
  expect(suppression.suppressedPlanIds.length).toBeGreaterThan(0);
  const benefits = await body<{ benefits: { code: string; label: string }[] }>(client.get(contentFragment('planBenefits')));
  expect(benefits.benefits.map((b) => b.label)).toContain('Tier 1: Preferred Generic');
  const dental = await body<{ planIds: string[] }>(client.get(contentFragment('dentalProviderCoveredPlans')));
  expect(dental.planIds.length).toBeGreaterThan(0);
});

test('the browsing stand-in answers plans shaped as profile plans, with SNP kinds and supplements, for a ZIP and year', async () => {
  const all = await body<{ county: County; planYear: number; plans: { planId: string; planType: string; planYear: number; snpType?: string; rider: unknown[]; county: County }[] }>(
    client.get('/demo-api/plans/search?zip=78701&year=2027'));
  expect(all.county).toMatchObject({ stateCode: 'TX', fipsCountyName: 'Travis County' });
  expect(new Set(all.plans.map((p) => p.planType))).toEqual(new Set(['MA', 'MAPD', 'PDP', 'SNP', 'MS']));
  expect(all.plans.every((p) => p.planYear === 2027 && p.county.fipsCountyCode === '453')).toBe(true);
  expect(all.plans.filter((p) => p.snpType).length).toBe(4);
});

test('every text fragment has a Spanish variant in the es language folder, read by the client\'s own paths', async () => {
  const english = await body<{ texts: { title: string }; faq: { question: string }[]; toast: { guest: { heading: string } } }>(client.get(contentFragment('profile')));
  const spanish = await body<typeof english>(client.get(contentFragment('profile', 'es')));
  expect(contentFragment('profile', 'es')).toContain('/content-fragments/es/');
  expect(spanish.texts.title).toBe('Su cuenta');
  expect(spanish.faq.map((item) => item.question)).not.toContain(english.faq[0]?.question);
  expect(spanish.faq).toHaveLength(english.faq.length);
  expect(spanish.toast.guest.heading).not.toBe(english.toast.guest.heading);
  for (const name of ['shopper', 'medsuppContent', 'planBenefits'] as const) {
    const variant = await body<object>(client.get(contentFragment(name, 'es')));
    expect(JSON.stringify(variant), name).not.toBe(JSON.stringify(await body<object>(client.get(contentFragment(name)))));
  }
  const state = await body<{ texts: { heading: string } }>(client.get(medsuppStateContent('NY', 'es')));
  expect(state.texts.heading).toBe('Planes de Seguro Suplementario de Medicare en New York');
});
