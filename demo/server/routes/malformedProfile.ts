/**
 * The QA faults that spoil the profile answer (demo/server/README.md):
 * `malformed` answers a body that is no profile at all; each
 * `malformed-<section>` spoils exactly that section of the real answer the
 * way faulty services do (a field of the wrong type, an empty value, a
 * missing list) and adds one unreadable item among the good ones, so the
 * client's section-by-section reading can be seen from a browser.
 */
type Json = Record<string, unknown>;

/** `malformed`: a JSON body that is not a profile object, so the whole answer fails. */
export const MALFORMED_PROFILE = ['not', 'a', 'profile'];

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const listIn = (owner: unknown, key: string): unknown[] | undefined => (isObject(owner) && Array.isArray(owner[key]) ? (owner[key] as unknown[]) : undefined);
const itemAt = (list: unknown[] | undefined, at: number): Json | undefined => (isObject(list?.[at]) ? (list[at] as Json) : undefined);

function spoilPlans(answer: Json): void {
  const plans = listIn(answer.plansDetails, 'plans');
  const first = itemAt(plans, 0);
  // Epoch ms the domain reads as a date, and a county sent as bare text.
  if (first) first.effectiveDate = Date.UTC(2026, 0, 1, 12);
  const second = itemAt(plans, 1);
  if (second) second.county = 'Kings';
  plans?.push({ planName: 'A plan without an id', planType: 'MAPD', planYear: 2026 });
  const enrolled = listIn(answer, 'memberEnrolledPlans');
  const active = itemAt(enrolled, 0);
  if (active && typeof active.effectiveDate === 'string') active.effectiveDate = Date.parse(`${active.effectiveDate.slice(0, 10)}T12:00:00Z`);
  enrolled?.push('not a plan');
}

function spoilDrugs(answer: Json): void {
  const details = answer.drugsAndPharmacyDetails;
  const drugs = listIn(details, 'drugInfoDetails');
  const first = itemAt(drugs, 0);
  if (first) first.drugQuantity = 'sixty';
  drugs?.push({ drugId: 'no-name', drugDosage: 'a drug without a name' });
  if (isObject(details) && isObject(details.pharmacyObj)) details.pharmacyObj.mailOrder = 'maybe';
}

function spoilProviders(answer: Json): void {
  const details = answer.providersDetails;
  if (isObject(details)) details.planYear = '';
  const providers = listIn(details, 'providerIdList');
  const first = itemAt(providers, 0);
  if (first) first.languages = 'Spanish';
  providers?.push({ providerName: 'A doctor without an id' }, null);
}

function spoilEnrollments(answer: Json): void {
  const enrollments = listIn(answer.enrollmentsDetails, 'enrollments');
  const first = itemAt(enrollments, 0);
  if (first) first.isSubmitted = 'maybe';
  enrollments?.push({ planName: 'An application without a plan id' });
}

function spoilUser(answer: Json): void {
  const user = answer.userDetails;
  if (!isObject(user)) return;
  user.retryCount = 'three';
  user.accountLinkIds = 'none';
}

function spoilPreData(answer: Json): void {
  const preData = answer.preData;
  const plans = listIn(isObject(preData) ? preData.planRecommendationObj : undefined, 'plans');
  const second = itemAt(plans, 1);
  if (second) second.rank = { value: 2 };
  plans?.splice(1, 0, 'not a recommended plan');
  const drugs = listIn(preData, 'drugs');
  const firstDrug = itemAt(drugs, 0);
  if (firstDrug) firstDrug.qty = '';
}

function spoilMedsupp(answer: Json): void {
  const medsupp = answer.medsuppData;
  if (!isObject(medsupp)) return;
  if (isObject(medsupp.applicantInformation)) medsupp.applicantInformation.zipCode = { code: '10001' };
  listIn(medsupp.savedPlanInformation, 'favoritedPlans')?.unshift({ planYear: 2026 });
}

/** `plans-without-benefits`: saved plans as another page of the site saves them, without their benefits lists. */
function dropPlanBenefits(answer: Json): void {
  for (const plan of listIn(answer.plansDetails, 'plans') ?? []) if (isObject(plan)) delete plan.benefits;
}

const SPOILERS: Record<string, (answer: Json) => void> = {
  'malformed-plans': spoilPlans,
  'malformed-drugs': spoilDrugs,
  'malformed-providers': spoilProviders,
  'malformed-enrollments': spoilEnrollments,
  'malformed-user': spoilUser,
  'malformed-predata': spoilPreData,
  'malformed-medsupp': spoilMedsupp,
  'plans-without-benefits': dropPlanBenefits,
};

/** The profile answer with the sections the `malformed-<section>` (and `plans-without-benefits`) faults name spoiled (a copy; the stored data is untouched). */
export function spoilSections(faults: ReadonlySet<string>, body: Json): Json {
  const spoilers = Object.entries(SPOILERS).filter(([fault]) => faults.has(fault));
  if (spoilers.length === 0) return body;
  const answer = structuredClone(body);
  for (const [, spoil] of spoilers) spoil(answer);
  return answer;
}
