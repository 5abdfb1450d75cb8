/**
 * The drug cost flow (spec §4.11, §7.3) with the reference backend: after
 * the pharmacy data loads, one estimate call per group of the active year's
 * saved plans, with the saved drugs and pharmacy and the site-id header; the
 * cards and the drug pricing pop-up show the answer's figures; a failing
 * estimate leaves the stored figures and is logged naming the call.
 * Expectations come from the answers captured here, never written in.
 */
import { expect, type Page, type Request, type Response } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

const PROFILE = '/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=';
const ACTIVE_YEAR = 2026;
const SITE_ID = 'aarpmedicareplans';
const ESTIMATE = '/drug-pricing-api/drugpricing/estimateplancost';

interface StoredDrug { nationalDrugCode: string; drugQuantity: number | string; drugSupplyLength?: string; drugFrequency?: string; drugDosage?: string }
interface StoredPlan { planId: string; planName: string; planType: string; planYear: number; annualDrugCost?: number }
interface Profile {
  plansDetails: { plans: StoredPlan[] };
  drugsAndPharmacyDetails: { drugInfoDetails: StoredDrug[]; pharmacyObj: { pharmacyNumber: string } };
}
interface EstimateBody {
  pharmacy: { pharmacyNumber: string };
  drugs: { nationalDrugCode: string; drugQuantity: number; drugSupplyLength?: string; drugFrequency?: string }[];
  plans: { contractId: string; pbpNumber: string; segmentId: string; planYear: number }[];
}
interface DrugCostAnswer { nationalDrugCode: string; covered: boolean; costDuringInitialCoveragePeriod: number; formularyStatus: { tier: number } }
interface EstimateAnswer {
  data: { plans: { compositePlanId: { contractId: string; pbpNumber: string; segmentId: string }; pharmacyCosts: { pharmacyInfo: { inNetwork: boolean }; planSummaryCost: { totalDrugCost: number }; drugsCost: DrugCostAnswer[] }[] }[] };
}

const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const planIdOf = (p: { contractId: string; pbpNumber: string; segmentId: string }) => `${p.contractId}-${p.pbpNumber}-${p.segmentId}`;
const GROUPS = ['MAPD', 'PDP', 'SNP'];

/**
 * Records the drug and pharmacy traffic of a page, in order. Playwright does
 * not see every request body a page sends: a fetch wrapper installed before
 * any page script keeps each estimate body, in order, whether the call is
 * made with a Request or with a URL and options.
 */
async function recordTraffic(page: Page) {
  await page.addInitScript((path) => {
    const bodies: unknown[] = [];
    (window as unknown as { estimateBodies: unknown[] }).estimateBodies = bodies;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith(path)) bodies.push(JSON.parse(input instanceof Request ? await input.clone().text() : String(init?.body)));
      return original(input, init);
    };
  }, ESTIMATE);
  const requests: Request[] = [];
  const answers: Promise<EstimateAnswer>[] = [];
  page.on('request', (request) => {
    if (/\/(pharmacysearch|drug-pricing-api|drug-info-api)\//.test(request.url())) requests.push(request);
  });
  page.on('response', (response: Response) => {
    if (response.url().endsWith(ESTIMATE) && response.ok()) answers.push(response.json() as Promise<EstimateAnswer>);
  });
  return {
    requests,
    answers,
    estimates: () => requests.filter((r) => r.url().endsWith(ESTIMATE)),
    bodies: () => page.evaluate(() => (window as unknown as { estimateBodies: EstimateBody[] }).estimateBodies),
  };
}

function profileAnswer(page: Page): Promise<Profile> {
  return page.waitForResponse((r) => /\/landrover\/api\/Users\/[^/]+\/all\//.test(r.url()) && r.request().method() === 'GET').then((r) => r.json() as Promise<Profile>);
}

function savedPlansOf(profile: Profile): StoredPlan[] {
  return profile.plansDetails.plans.filter((plan) => Number(plan.planYear) === ACTIVE_YEAR);
}

function card(page: Page, planName: string) {
  return page.locator('sp-profile article[data-plan-card]').filter({ has: page.getByRole('heading', { name: planName, exact: true }) });
}

/** What the card and the pop-up must show for one answered plan. */
function expected(answerPlan: EstimateAnswer['data']['plans'][number]) {
  const costs = answerPlan.pharmacyCosts[0]!;
  const annual = costs.planSummaryCost.totalDrugCost;
  return { annual: money(annual), monthly: money(annual / 12), covered: costs.drugsCost.filter((d) => d.covered).length, drugs: costs.drugsCost };
}

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

test("the member's profile makes one estimate call per group of the active year's saved plans, with the saved drugs, pharmacy and site id, after the pharmacy data", async ({ page }) => {
  const traffic = await recordTraffic(page);
  const profile = profileAnswer(page);
  await page.goto(`${PROFILE}&fault=#plans`);
  const stored = await profile;
  await settled(page);

  const saved = savedPlansOf(stored);
  const typeOf = new Map(saved.map((plan) => [plan.planId, plan.planType]));
  const groupsPresent = [...new Set(saved.map((plan) => plan.planType).filter((type) => GROUPS.includes(type)))].sort();
  expect(groupsPresent.length).toBeGreaterThan(1);

  const estimates = traffic.estimates();
  const bodies = await traffic.bodies();
  expect(estimates).toHaveLength(groupsPresent.length);
  const groupsAsked = bodies.map((body) => [...new Set(body.plans.map((p) => typeOf.get(planIdOf(p))))]);
  expect(groupsAsked.every((types) => types.length === 1)).toBe(true);
  expect(groupsAsked.map((types) => types[0]).sort()).toEqual(groupsPresent);
  expect(bodies.flatMap((body) => body.plans.map(planIdOf)).sort()).toEqual(saved.filter((p) => GROUPS.includes(p.planType)).map((p) => p.planId).sort());

  const { drugInfoDetails, pharmacyObj } = stored.drugsAndPharmacyDetails;
  for (const body of bodies) {
    expect(body.pharmacy.pharmacyNumber).toBe(pharmacyObj.pharmacyNumber);
    expect(body.drugs.map((d) => [d.nationalDrugCode, Number(d.drugQuantity), d.drugSupplyLength, d.drugFrequency]).sort())
      .toEqual(drugInfoDetails.map((d) => [d.nationalDrugCode, Number(d.drugQuantity), d.drugSupplyLength, d.drugFrequency]).sort());
  }
  for (const request of estimates) expect(await request.headerValue('x-site-id')).toBe(SITE_ID);

  const pharmacyData = traffic.requests.findIndex((r) => r.url().includes(`/pharmacysearch/pharmacyData/v1/${pharmacyObj.pharmacyNumber}/${ACTIVE_YEAR}`));
  expect(pharmacyData).toBeGreaterThanOrEqual(0);
  expect(traffic.requests.indexOf(estimates[0]!)).toBeGreaterThan(pharmacyData);
});

test("the cards and the drug pricing pop-up show the estimate's figures, not the stored ones", async ({ page }) => {
  const traffic = await recordTraffic(page);
  const profile = profileAnswer(page);
  await page.goto(`${PROFILE}&fault=#plans`);
  const stored = await profile;
  await settled(page);
  const answers = await Promise.all(traffic.answers);
  const saved = savedPlansOf(stored);
  const drugs = stored.drugsAndPharmacyDetails.drugInfoDetails;
  const answered = answers.flatMap((answer) => answer.data.plans);
  expect(answered.length).toBeGreaterThan(1);
  // The member's quantities are not the standard ones the stored figures assume: a card showing stored figures fails here.
  expect(answered.some((a) => saved.find((p) => p.planId === planIdOf(a.compositePlanId))?.annualDrugCost !== a.pharmacyCosts[0]!.planSummaryCost.totalDrugCost)).toBe(true);

  for (const answerPlan of answered) {
    const plan = saved.find((p) => p.planId === planIdOf(answerPlan.compositePlanId))!;
    const want = expected(answerPlan);
    const planCard = card(page, plan.planName);
    await expect(planCard.locator('dt', { hasText: 'Estimated annual drug cost' }).locator('+ dd')).toHaveText(want.annual);
    await expect(planCard.locator('dt', { hasText: 'Average monthly drug cost' }).locator('+ dd')).toHaveText(want.monthly);
    await expect(planCard.getByText(/^Drugs covered:/)).toHaveText(`Drugs covered: ${want.covered} of ${drugs.length}`);
  }

  const first = answered[0]!;
  const plan = saved.find((p) => p.planId === planIdOf(first.compositePlanId))!;
  await card(page, plan.planName).getByRole('button', { name: `View drug pricing for ${plan.planName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Drug pricing' });
  await expect(dialog).toBeVisible();
  for (const cost of expected(first).drugs) {
    const drug = drugs.find((d) => d.nationalDrugCode === cost.nationalDrugCode)!;
    const row = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: drug.drugDosage, exact: true }) });
    const tier = cost.formularyStatus.tier;
    await expect(row.getByRole('cell').nth(1)).toHaveText(tier === 0 ? 'Not applicable' : `Tier ${tier}`);
    await expect(row.getByRole('cell').nth(2)).toHaveText(money(cost.costDuringInitialCoveragePeriod));
  }
});

test("changing a drug's quantity in the drug cost estimator asks again and the card shows the new answer", async ({ page }) => {
  const traffic = await recordTraffic(page);
  const profile = profileAnswer(page);
  await page.goto(`${PROFILE}&fault=#plans`);
  const stored = await profile;
  await settled(page);
  const before = new Map((await Promise.all(traffic.answers)).flatMap((a) => a.data.plans).map((b) => [planIdOf(b.compositePlanId), expected(b).annual]));
  expect(before.size).toBeGreaterThan(0);
  const eliquis = stored.drugsAndPharmacyDetails.drugInfoDetails.find((d) => d.drugDosage?.startsWith('Eliquis'))!;
  const newQuantity = Number(eliquis.drugQuantity) * 2;

  const profileView = page.locator('sp-profile');
  const nav = profileView.getByRole('navigation', { name: 'Your account' });
  await nav.getByRole('link', { name: /drugs/i }).first().click();
  await profileView.getByRole('button', { name: `Edit ${eliquis.drugDosage}`, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: /Drug cost estimator/ });
  await drawer.getByLabel('Quantity').fill(String(newQuantity));
  await drawer.getByRole('button', { name: 'Add to drug list' }).click();
  await drawer.getByRole('button', { name: 'Save drugs and pharmacy' }).click();
  await expect(drawer).toBeHidden();

  const askedBefore = traffic.answers.length;
  await nav.getByRole('link', { name: /plans/i }).first().click();
  await settled(page);
  const bodies = await traffic.bodies();
  // The new calls carry the new quantity.
  const newBodies = bodies.slice(askedBefore);
  expect(newBodies.length).toBeGreaterThan(0);
  expect(newBodies.every((body) => body.drugs.some((d) => Number(d.drugQuantity) === newQuantity))).toBe(true);
  const answer = { data: { plans: (await Promise.all(traffic.answers.slice(askedBefore))).flatMap((a) => a.data.plans) } };
  for (const answerPlan of answer.data.plans) {
    const plan = savedPlansOf(stored).find((p) => p.planId === planIdOf(answerPlan.compositePlanId))!;
    await expect(card(page, plan.planName).locator('dt', { hasText: 'Estimated annual drug cost' }).locator('+ dd')).toHaveText(expected(answerPlan).annual);
  }
  // The quantity moved the figures: at least one plan's answer differs from its answer before the change.
  expect(answer.data.plans.some((a) => before.get(planIdOf(a.compositePlanId)) !== expected(a).annual)).toBe(true);
});

test('a failing estimate (fault drug-pricing-fail) leaves the stored figures and is logged naming the call', async ({ page }) => {
  const traffic = await recordTraffic(page);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const profile = profileAnswer(page);
  await page.goto(`${PROFILE}&fault=drug-pricing-fail#plans`);
  const stored = await profile;
  await settled(page);
  expect(traffic.estimates().length).toBeGreaterThan(0);
  await expect.poll(() => logged.filter((text) => text.includes('API call drugs.estimatePlanCost failed')).length).toBe(traffic.estimates().length);
  for (const plan of savedPlansOf(stored).filter((p) => GROUPS.includes(p.planType))) {
    await expect(card(page, plan.planName).locator('dt', { hasText: 'Estimated annual drug cost' }).locator('+ dd')).toHaveText(money(Number(plan.annualDrugCost)));
  }
});

/** The follow-up calls' code (components/plans/followUpCalls.ts), fetched once the cards have painted. */
const FOLLOW_UP_CODE = /\/chunks\/followUpCalls-[\w-]+\.js$/;

test("the estimate's code is fetched only once the saved plans' cards show, and the estimate calls follow it", async ({ page }) => {
  const traffic = await recordTraffic(page);
  const cardsShownAtFetch: number[] = [];
  await page.route(FOLLOW_UP_CODE, async (route) => {
    cardsShownAtFetch.push(await page.locator('article[data-plan-card]').count());
    await route.continue();
  });
  const profile = profileAnswer(page);
  await page.goto(`${PROFILE}&fault=#plans`);
  const stored = await profile;
  await settled(page);
  expect(cardsShownAtFetch).toHaveLength(1);
  expect(cardsShownAtFetch[0]).toBeGreaterThan(0);
  expect(traffic.estimates().length).toBe(new Set(savedPlansOf(stored).map((p) => p.planType).filter((type) => GROUPS.includes(type))).size);
});

test("code for the estimate that cannot be fetched leaves the stored figures on whole cards, logged, with no estimate call", async ({ page }) => {
  const traffic = await recordTraffic(page);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route(FOLLOW_UP_CODE, (route) => route.abort());
  const profile = profileAnswer(page);
  await page.goto(`${PROFILE}&fault=#plans`);
  const stored = await profile;
  await expect.poll(() => logged.some((text) => text.includes('The follow-up calls of the saved plans could not be loaded'))).toBe(true);
  await settled(page);
  expect(traffic.estimates()).toHaveLength(0);
  for (const plan of savedPlansOf(stored).filter((p) => GROUPS.includes(p.planType))) {
    const shown = card(page, plan.planName);
    await expect(shown.getByRole('heading', { name: plan.planName, exact: true })).toBeVisible();
    await expect(shown.locator('dt', { hasText: 'Estimated annual drug cost' }).locator('+ dd')).toHaveText(money(Number(plan.annualDrugCost)));
  }
});

/**
 * The member's drugs page, and a save of its first drug as a host tool makes it (window.shopperProfile.actions),
 * answering the pharmacy the POST carried.
 */
async function hostDrugSave(page: Page) {
  const profile = profileAnswer(page);
  await page.goto(`${PROFILE}&fault=#drugs`);
  const stored = await profile;
  await settled(page);
  const drug = stored.drugsAndPharmacyDetails.drugInfoDetails[0]!;
  const savedPharmacy = async (pharmacy: unknown) => {
    const save = page.waitForRequest((request) => request.method() === 'POST' && /\/landrover\/api\/Users\/[^/]+\/drugs/.test(request.url()));
    const ok = await page.evaluate(([d, p]) => window.shopperProfile!.actions.saveDrugs([d] as never, (p ?? undefined) as never), [drug, pharmacy ?? null] as const);
    expect(ok, JSON.stringify(pharmacy)).toBe(true);
    return ((await save).postDataJSON() as Profile).drugsAndPharmacyDetails.pharmacyObj;
  };
  return { stored, savedPharmacy };
}

test('drugs a host tool saves send the pharmacy back as the profile keeps it, its flags as text, whether the tool names a pharmacy or not', async ({ page }) => {
  const { stored, savedPharmacy } = await hostDrugSave(page);
  expect(Object.keys(stored.drugsAndPharmacyDetails.pharmacyObj)).toContain('mailOrder');
  expect(await savedPharmacy(undefined)).toEqual(stored.drugsAndPharmacyDetails.pharmacyObj);
  const chosen = { ...stored.drugsAndPharmacyDetails.pharmacyObj, mailOrder: true, pharmacySaver: false };
  expect(await savedPharmacy(chosen)).toEqual({ ...chosen, mailOrder: 'true', pharmacySaver: 'false' });
});

test('a host tool handing in something that is no pharmacy still saves its drugs, and the saved pharmacy is kept', async ({ page }) => {
  const { stored, savedPharmacy } = await hostDrugSave(page);
  for (const notAPharmacy of ['Main Street Pharmacy', ['P1'], { pharmacyNumber: { $ne: 1 } }, { pharmacyNumber: 'P1', mailOrder: 'sometimes' }]) {
    expect(await savedPharmacy(notAPharmacy), JSON.stringify(notAPharmacy)).toEqual(stored.drugsAndPharmacyDetails.pharmacyObj);
  }
});
