/**
 * Provider coverage refresh (spec §7.3 "Provider coverage update by year, zip
 * and state+county FIPS code"), which feeds the plan cards' "Doctors and
 * dentists: N of M covered" (spec §5.5).
 *
 * The saved providers carry a plansList as saved, which can be old or empty.
 * While providers and plans are saved for the active year, the coverage call
 * runs once per distinct (plan year, zip, state+county FIPS) of those plans,
 * with the saved providers; the answers are kept per call in an atom, and
 * `coverageProvidersAtom` lays them over the saved plansList. Cards render
 * with the saved coverage first and update when an answer arrives; a failed
 * call leaves the saved plansList in place (the api layer logs the failure).
 *
 * Feature flag `yoyProviderChangesDisabled` (spec §6 "YoY provider changes
 * disabled", named only): read as "next year's provider coverage is not
 * refreshed". With the flag on and the active year the next plan year, no
 * call runs and next year's cards show the providers' coverage as saved; the
 * current year still refreshes.
 */
import { providerKey } from '../../domain/providers';
import { atom } from 'jotai';
import { canAddDoctors } from '../../domain/providers';
import { stateCountyFipsOf } from '../../domain/countyFips';
import type { Provider } from '../../api/schemas/provider';
import * as providersApi from '../../api/providers';
import { getHttp } from '../http';
import { configAtom, isFlagOn } from '../config';
import { activeYearAtom, isActiveYearNextYearAtom } from '../planYear';
import { savedPlansAtom } from '../savedPlans';
import { providersAtom } from '../savedItems';
import { getStore, sharedAtom, storeSlot, type Store } from '../store';
import { structuralShare } from '../structuralShare';

/** One coverage call: a place of the active year's saved plans, with the saved providers. */
export interface ProviderCoverageRequest {
  /** Year, zip, FIPS and the providers' identities: equal keys mean the same call. */
  key: string;
  planYear: number;
  zipCode: string;
  /** 5-digit state + county FIPS code, e.g. '36061'. */
  stateCountyFips: string;
  /** The saved plans in this place: their coverage is what this call's answer decides. */
  planIds: readonly string[];
  providers: readonly Provider[];
}

/** An answer: the refreshed plansList by providerId. */
type Networks = ReadonlyMap<string, readonly string[]>;

/**
 * The coverage calls the active year's saved plans and providers call for.
 * None without providers or plans, none for next year when
 * `yoyProviderChangesDisabled` is on (see the module comment). Drug-only
 * plans show no coverage and so call for none; a plan without a zip or a
 * county cannot be asked about and keeps its saved coverage. Adding a plan in
 * a place already asked about needs no new call: the answer gives every plan
 * of that place the provider is in network with.
 */
export const providerCoverageRequestsAtom = sharedAtom('providerCoverage.requests', () =>
  atom((get): readonly ProviderCoverageRequest[] => {
    const providers = get(providersAtom);
    if (providers.length === 0) return [];
    if (isFlagOn(get(configAtom), 'yoyProviderChangesDisabled') && get(isActiveYearNextYearAtom)) return [];
    const planYear = get(activeYearAtom);
    const providerIds = JSON.stringify(providers.map((p) => [providerKey(p), String(p.providerAddressId ?? '')]).sort());
    const byPlace = new Map<string, ProviderCoverageRequest & { planIds: string[] }>();
    for (const plan of get(savedPlansAtom)) {
      const zipCode = String(plan.zipCode ?? '').trim();
      const stateCountyFips = stateCountyFipsOf(plan);
      if (!canAddDoctors(plan.planType) || !zipCode || !stateCountyFips) continue;
      const place = `${planYear}/${zipCode}/${stateCountyFips}`;
      let request = byPlace.get(place);
      if (!request) {
        request = { key: `${place} ${providerIds}`, planYear, zipCode, stateCountyFips, planIds: [], providers };
        byPlace.set(place, request);
      }
      request.planIds.push(String(plan.planId));
    }
    return [...byPlace.values()];
  }),
);

/** The calls' keys as one text: what a component watches to start the refresh again. */
export const providerCoverageKeyAtom = sharedAtom('providerCoverage.key', () =>
  atom((get) => get(providerCoverageRequestsAtom).map((request) => request.key).join('\n')),
);

/** The answers by request key (so a late answer for old inputs never lands on new ones). */
const coverageAnswersAtom = sharedAtom('providerCoverage.answers', () => atom<ReadonlyMap<string, Networks>>(new Map()));

/** Calls started in this store, by request key: each runs once, and a second caller awaits the first. */
const callsOf = storeSlot('providerCoverage.calls', () => new Map<string, Promise<void>>());

function networksOf(answer: readonly Provider[]): Networks {
  const networks = new Map<string, readonly string[]>();
  // A provider the answer leaves out, or answers without a plansList, keeps its saved coverage.
  for (const provider of answer) if (provider.plansList) networks.set(providerKey(provider), provider.plansList.map(String));
  return networks;
}

async function callCoverage(store: Store, request: ProviderCoverageRequest): Promise<void> {
  const { planYear, zipCode, stateCountyFips, providers } = request;
  const result = await providersApi.updateCoverage(getHttp(store), { planYear, zipCode, stateCountyFips, providers });
  // A failure is logged by the api layer; the saved plansList stays. It is not retried for the same
  // inputs (a service that is down is not asked again on every render); a change of inputs asks again.
  if (!result.ok) return;
  store.set(coverageAnswersAtom, (answers) => new Map(answers).set(request.key, networksOf(result.data)));
}

/**
 * Starts the coverage calls the current inputs call for that this store has
 * not made yet; resolves when they (and any already in flight) have answered.
 * Never rejects.
 */
export function refreshProviderCoverage(store: Store = getStore()): Promise<void> {
  const calls = callsOf(store);
  const pending = store.get(providerCoverageRequestsAtom).map((request) => {
    let call = calls.get(request.key);
    if (!call) {
      call = callCoverage(store, request);
      calls.set(request.key, call);
    }
    return call;
  });
  return Promise.all(pending).then(() => undefined);
}

/**
 * The provider's plansList with the answers laid over the saved one: for the
 * plans of each answered place the answer decides, the saved entries for
 * other plans stay. The provider itself when nothing changes.
 */
function withRefreshedCoverage(provider: Provider, answered: readonly { planIds: readonly string[]; networks: Networks }[]): Provider {
  const decided = new Set<string>();
  const refreshed: string[] = [];
  for (const { planIds, networks } of answered) {
    const list = networks.get(providerKey(provider));
    if (!list) continue;
    planIds.forEach((id) => decided.add(id));
    refreshed.push(...list);
  }
  if (decided.size === 0) return provider;
  const saved = (provider.plansList ?? []).map(String);
  const plansList = [...new Set([...saved.filter((id) => !decided.has(id)), ...refreshed])];
  const same = plansList.length === saved.length && plansList.every((id, i) => id === saved[i]);
  return same ? provider : { ...provider, plansList };
}

/**
 * The saved providers with their coverage refreshed, for the coverage figures.
 * The saved list itself until an answer applies; after that a list that keeps
 * its identity (and its providers') while the merged data stays equal, so an
 * unrelated profile change re-renders no card.
 */
export const coverageProvidersAtom = sharedAtom('providerCoverage.providers', () => {
  let previous: readonly Provider[] | undefined;
  return atom((get): readonly Provider[] => {
    const providers = get(providersAtom);
    const answers = get(coverageAnswersAtom);
    const answered = get(providerCoverageRequestsAtom).flatMap((request) => {
      const networks = answers.get(request.key);
      return networks ? [{ planIds: request.planIds, networks }] : [];
    });
    previous = answered.length === 0 ? providers : structuralShare(previous, providers.map((provider) => withRefreshedCoverage(provider, answered)));
    return previous;
  });
});
