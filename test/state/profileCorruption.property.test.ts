/**
 * Property ("nothing lost, nothing broken"): for any valid profile
 * answer and any single corruption of it (a field removed, set to null, to
 * the wrong type, to a huge or empty value, a list item replaced by garbage),
 * loading it through the real startup and loader (and, in one case in four,
 * showing it in <sp-profile>) gives no uncaught error,
 * every saved plan, drug and provider (and application, favourite and
 * recommendation) the corruption did not make unreadable is in the state and
 * shown, and no DELETE or POST of saved items is sent. Seeded: see
 * test/helpers/fuzz.ts to replay a failure.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { navigation } from '../../src/platform/navigation';
import { configure } from '../../src/state/config';
import { stopCrossTabSync } from '../../src/state/crossTab';
import {
  enrollmentsDetailsAtom,
  memberEnrolledPlansAtom,
  plansDetailsAtom,
  preDataAtom,
  profileStatusAtom,
  userDetailsAtom,
} from '../../src/state/profile';
import { applicationsAtom } from '../../src/state/plans/applications';
import { topRecommendedPlanAtom } from '../../src/state/plans/recommendations';
import { drugsAtom, providersAtom } from '../../src/state/savedItems';
import { enrolledPlansAtom, savedPlansAtom } from '../../src/state/savedPlans';
import { ensureStarted } from '../../src/state/startup';
import { resetStore, type Store } from '../../src/state/store';
import '../../elements/sp-profile';
import { stubFetch } from '../helpers/fetch';
import { queryByRole } from '../helpers/queries';
import { waitFor } from '../helpers/wait';
import { fuzzParameters, fuzzRuns } from '../helpers/fuzz';
import { fullMemberProfile, MEMBER_UUID, plan } from './fixtures';
import { clearCookies, signIn } from '../helpers/page';
import { EMPTY_CONTENT } from '../components/profile/profilePage';

const YEAR = 2026;
type Json = unknown;
type Path = (string | number)[];

// ---- valid answers, built around the realistic member fixture ----

const planIdArb = fc
  .tuple(fc.constantFrom('H', 'S', 'R'), fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 99 }))
  .map(([letter, contract, pbp]) => `${letter}${contract}-${String(pbp).padStart(3, '0')}-000`);
const planArb = fc
  .record({
    planId: planIdArb,
    planType: fc.constantFrom('MA', 'MAPD', 'PDP', 'SNP', 'MS' as const),
    planYear: fc.constantFrom(YEAR, YEAR + 1),
    extra: fc.record(
      { monthlyPremium: fc.oneof(fc.integer({ min: 0, max: 300 }), fc.constant('$24.00')), snpType: fc.constantFrom('CSNP', 'DSNP'), county: fc.constant({ fipsCountyCode: '061', fipsCountyName: 'New York', stateCode: 'NY' }), benefits: fc.constant([{ label: 'Dental', value: '$0' }]) },
      { requiredKeys: [] },
    ),
  })
  .map(({ planId, planType, planYear, extra }) => plan(planId, planType, planYear, extra));
const drugArb = fc.record({
  drugId: fc.string({ minLength: 1, maxLength: 6 }),
  drugName: fc.constantFrom('Atorvastatin', 'Metformin', 'Lisinopril', 'Eliquis', 'Humalog', 'Amlodipine', 'Omeprazole'),
  drugDosage: fc.constantFrom('10 mg tablet', '20 mg tablet', '500 mg tablet'),
  drugQuantity: fc.integer({ min: 1, max: 180 }),
  drugFrequency: fc.constantFrom('Day', 'Week', 'Month'),
  drugSupplyLength: fc.constantFrom('30', '90'),
});
const providerArb = fc.record({
  providerId: fc.string({ minLength: 1, maxLength: 8 }),
  providerName: fc.constantFrom('Dr. Ada Smith', 'Bright Smiles Dental', 'Riverside General Hospital', 'Dr. Lee'),
  providerCoverageType: fc.constantFrom('medical', 'dental', 'behavioral'),
  languages: fc.constant(['English']),
});
const unique = <T>(arb: fc.Arbitrary<T>, key: (item: T) => string) => fc.uniqueArray(arb, { selector: key, maxLength: 4 });

const answerArb = fc
  .record({
    plans: unique(planArb, (p) => `${p.planId} ${p.planYear}`),
    drugs: unique(drugArb, (d) => d.drugName),
    providers: unique(providerArb, (p) => p.providerId),
  })
  .map(({ plans, drugs, providers }) => {
    const answer = fullMemberProfile(MEMBER_UUID, YEAR);
    answer.plansDetails.plans = [...answer.plansDetails.plans.slice(0, 2), ...plans.filter((p) => !answer.plansDetails.plans.slice(0, 2).some((q) => q.planId === p.planId && q.planYear === p.planYear))];
    answer.drugsAndPharmacyDetails.drugInfoDetails = drugs;
    answer.providersDetails.providerIdList = providers;
    return answer as Json;
  });

// ---- single corruptions ----

/** Every path in the answer but the root. */
function pathsOf(value: Json, at: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  const children = Array.isArray(value) ? value.map((item, i) => [i, item] as const) : Object.entries(value);
  return children.flatMap(([key, child]) => [[...at, key], ...pathsOf(child, [...at, key])]);
}

const garbageArb: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.constant('garbage'),
  fc.constant(''),
  fc.constant('x'.repeat(100_000)),
  fc.integer(),
  fc.constant(1e308),
  fc.constant(-0),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.constant([1, 'two', null]),
  fc.constant({ unexpected: { deeply: ['nested'] } }),
);

type Kind = 'remove' | 'null' | 'wrong type' | 'huge' | 'empty' | 'garbage';
const KINDS: Kind[] = ['remove', 'null', 'wrong type', 'huge', 'empty', 'garbage'];

function wrongType(value: Json): Json {
  if (typeof value === 'string') return value.length;
  if (typeof value === 'number') return String(value) + 'x';
  if (typeof value === 'boolean') return value ? 'yes' : 0;
  if (Array.isArray(value)) return { ...value };
  if (value && typeof value === 'object') return Object.keys(value).join(',');
  return 42;
}
function huge(value: Json): Json {
  if (typeof value === 'number') return Number.MAX_VALUE;
  if (Array.isArray(value)) return Array.from({ length: 2000 }, (_, i) => value[i % Math.max(value.length, 1)] ?? i);
  return 'y'.repeat(200_000);
}
function empty(value: Json): Json {
  if (Array.isArray(value)) return [];
  if (value && typeof value === 'object') return {};
  if (typeof value === 'number') return 0;
  return '';
}

interface Corruption {
  path: Path;
  kind: Kind;
  garbage: Json;
}

function corrupt(answer: Json, { path, kind, garbage }: Corruption): Json {
  const copy = structuredClone(answer) as Record<string | number, Json>;
  const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string | number, Json>)[key], copy) as Record<string | number, Json>;
  const key = path[path.length - 1]!;
  const value = parent[key];
  if (kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else {
    const next: Record<Exclude<Kind, 'remove'>, () => Json> = { null: () => null, 'wrong type': () => wrongType(value), huge: () => huge(value), empty: () => empty(value), garbage: () => garbage };
    parent[key] = next[kind]();
  }
  return copy;
}

const caseArb = answerArb.chain((answer) =>
  fc.record({
    answer: fc.constant(answer),
    corruption: fc.record({ path: fc.constantFrom(...pathsOf(answer)), kind: fc.constantFrom(...KINDS), garbage: garbageArb }),
    // Rendering <sp-profile> costs about ten state loads: one case in four also renders it, so 200 cases stay quick.
    render: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  }),
);

// ---- what must survive ----

interface SavedList {
  name: string;
  path: Path;
  /** Fields without which an item cannot be read or recognised (its identity fields). */
  required: string[];
  key: (item: Record<string, Json>) => string;
  /** The keys in the state after the load. */
  inState: (store: Store) => string[];
  /** The keys shown to the user (derived lists), when the list is shown. */
  shown?: (store: Store) => string[];
}

const planKey = (p: Record<string, Json>) => `${String(p.planId)} ${String(p.planYear)}`;
const keysOf = <T,>(list: readonly T[] | undefined, key: (item: T) => string) => (list ?? []).map(key);
const shownPlans = (store: Store) => [...store.get(savedPlansAtom), ...store.get(enrolledPlansAtom)].map((p) => planKey(p as unknown as Record<string, Json>));

const SAVED_LISTS: SavedList[] = [
  { name: 'saved plan', path: ['plansDetails', 'plans'], required: ['planId', 'planName', 'planType', 'planYear'], key: planKey, inState: (s) => keysOf(s.get(plansDetailsAtom)?.plans, (p) => planKey(p as unknown as Record<string, Json>)), shown: shownPlans },
  { name: 'enrolled plan', path: ['memberEnrolledPlans'], required: ['planId', 'planName', 'planType', 'planYear'], key: planKey, inState: (s) => keysOf(s.get(memberEnrolledPlansAtom), (p) => planKey(p as unknown as Record<string, Json>)) },
  { name: 'saved drug', path: ['drugsAndPharmacyDetails', 'drugInfoDetails'], required: ['drugName'], key: (d) => String(d.drugName), inState: (s) => keysOf(s.get(drugsAtom), (d) => d.drugName), shown: (s) => keysOf(s.get(drugsAtom), (d) => d.drugName) },
  { name: 'saved provider', path: ['providersDetails', 'providerIdList'], required: ['providerId', 'providerName'], key: (p) => String(p.providerId), inState: (s) => keysOf(s.get(providersAtom), (p) => String(p.providerId)) },
  { name: 'application', path: ['enrollmentsDetails', 'enrollments'], required: ['planId', 'planYear'], key: planKey, inState: (s) => keysOf(s.get(enrollmentsDetailsAtom)?.enrollments, (e) => planKey(e as unknown as Record<string, Json>)) },
  { name: 'recommended plan', path: ['preData', 'planRecommendationObj', 'plans'], required: ['planId'], key: (p) => String(p.planId), inState: (s) => keysOf(s.get(preDataAtom)?.planRecommendationObj?.plans, (p) => String(p.planId)) },
];

const startsWith = (path: Path, prefix: Path) => prefix.length <= path.length && prefix.every((key, i) => path[i] === key);

/** The items of the uncorrupted answer that must still be read: those the corruption did not reach, or reached only in an optional field. */
function survivors(answer: Json, list: SavedList, corruption: Path): string[] {
  const items = list.path.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key], answer) as Record<string, Json>[];
  return items.flatMap((item, i) => {
    const itemPath = [...list.path, i];
    if (startsWith(itemPath, corruption)) return []; // the corruption replaced the item or a list/section holding it
    if (startsWith(corruption, itemPath) && list.required.includes(String(corruption[itemPath.length]))) return [];
    return [list.key(item)];
  });
}

const activeYear = (key: string) => key.endsWith(` ${YEAR}`);

// ---- the property ----

/** Places <sp-profile> and waits until its navigation shows the counts of what the state holds. */
async function showProfile(store: Store): Promise<void> {
  const el = document.createElement('sp-profile');
  document.body.append(el);
  const root = await waitFor(() => el.shadowRoot, '<sp-profile> never rendered');
  const drugs = store.get(drugsAtom).length;
  const providers = store.get(providersAtom).length;
  const plans = store.get(savedPlansAtom).length;
  await waitFor(
    () =>
      queryByRole(root, 'link', `Your drugs, ${drugs} saved`) &&
      queryByRole(root, 'link', `Your doctors and dentists, ${providers} saved`) &&
      queryByRole(root, 'link', `Browse plans (${plans} saved)`),
    `<sp-profile> never showed ${drugs} drugs, ${providers} providers and ${plans} saved plans`,
  );
}


describe('property: a profile answer with any single corruption', () => {
  let uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);
  const originalAssign = navigation.assign;
  const originalWarn = console.warn;
  const originalError = console.error;

  beforeEach(() => {
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    navigation.assign = () => undefined;
    // Thousands of expected "left out" warnings would only slow the run.
    console.warn = () => undefined;
    console.error = () => undefined;
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    navigation.assign = originalAssign;
    console.warn = originalWarn;
    console.error = originalError;
    clearCookies();
  });

  it('loads with no uncaught error, keeps every still-readable saved item in the state and on show, and sends no DELETE or POST of saved items', async function () {
    // Each case loads (and some render) a whole profile: allow up to a second a case.
    this.timeout(fuzzRuns() * 1000);
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ answer, corruption, render }) => {
        uncaught = [];
        const store = resetStore();
        localStorage.clear();
        sessionStorage.clear();
        configure({ systemDate: '2026-03-10' });
        signIn(MEMBER_UUID);
        const server = stubFetch([{ method: 'GET', path: new RegExp(`/landrover/api/Users/${MEMBER_UUID}/all/${YEAR}`), json: corrupt(answer, corruption) }, ...EMPTY_CONTENT]);
        try {
          await ensureStarted(store);
          expect(store.get(profileStatusAtom)).to.equal('ready');
          if (render) await showProfile(store);
          // Reading the derived, shown lists runs the domain rules over what was read.
          store.get(applicationsAtom);
          store.get(topRecommendedPlanAtom);
          store.get(userDetailsAtom);
          for (const list of SAVED_LISTS) {
            const expected = survivors(answer, list, corruption.path);
            expect(list.inState(store), `${list.name}s in the state`).to.include.members(expected);
            if (list.shown) expect(list.shown(store), `${list.name}s shown`).to.include.members(expected.filter((key) => list.name !== 'saved plan' || activeYear(key)));
          }
          const writes = server.requests.filter((r) => r.method !== 'GET' && r.url.pathname.startsWith('/landrover/api/Users/'));
          expect(writes.map((r) => `${r.method} ${r.url.pathname}`)).to.deep.equal([]);
          expect(uncaught).to.deep.equal([]);
        } finally {
          stopCrossTabSync(store);
          document.body.replaceChildren();
          server.restore();
        }
      }),
      fuzzParameters(),
    );
  });
});
