/**
 * The provider search tool as the doctors view uses it (spec §2.5, §4.10):
 * opened for the plan year and county through the host-tool adapter; its
 * events show the list the tool holds; closing it runs the sync.
 */
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { County, Plan } from '../../api/schemas/plan';
import type { Provider } from '../../api/schemas/provider';
import { DEFAULT_ZIP } from '../common/planBrowsing';
import { openProviderSearchTool, type ProviderSearchCounty } from '../../platform/hostTools';
import { activeYearAtom } from '../../state/planYear';
import { plansDetailsAtom, providersDetailsAtom, userDetailsAtom } from '../../state/profile';
import { shareProvidersWithTool, showProvidersFromTool, syncProvidersFromTool } from '../../state/providers/providerSync';
import { savedPlansAtom } from '../../state/savedPlans';

export interface SearchPlace {
  planYear: number;
  zipCode: string;
  county?: ProviderSearchCounty;
}

const text = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : String(value));

function searchCounty(county: County): ProviderSearchCounty {
  const picked = {
    fipsCountyCode: text(county.fipsCountyCode),
    fipsCountyName: text(county.fipsCountyName),
    fipsStateCode: text(county.fipsStateCode),
    stateCode: text(county.stateCode),
  };
  return Object.fromEntries(Object.entries(picked).filter(([, value]) => value !== undefined));
}

/**
 * Where to search: the saved providers' ZIP, else the saved plans', else the
 * user's, else the default ZIP; the county of a saved plan in that ZIP (the
 * tool asks for the county itself when none is known).
 */
export function searchPlace(planYear: number, zips: Array<string | number | undefined>, plans: readonly Plan[]): SearchPlace {
  const zipCode = zips.map(text).find(Boolean) ?? DEFAULT_ZIP;
  const county = plans.find((plan) => plan.county && text(plan.zipCode) === zipCode)?.county;
  return { planYear, zipCode, ...(county ? { county: searchCounty(county) } : {}) };
}

export function useSearchPlace(): SearchPlace {
  const planYear = useAtomValue(activeYearAtom);
  const providers = useAtomValue(providersDetailsAtom);
  const plans = useAtomValue(plansDetailsAtom);
  const user = useAtomValue(userDetailsAtom);
  const savedPlans = useAtomValue(savedPlansAtom);
  const zips = [providers?.zipCode, plans?.zipCode, user?.zipCode] as const;
  // Memoised so handlers built on it stay stable and rows need not re-render.
  return useMemo(() => searchPlace(planYear, [...zips], savedPlans), [planYear, ...zips, savedPlans]);
}

/** Opens the tool (on `provider` to edit it); a page without it logs and nothing opens. */
export function openProviderSearch(place: SearchPlace, provider?: Provider): boolean {
  shareProvidersWithTool(place.zipCode);
  return openProviderSearchTool({
    ...place,
    ...(provider ? { provider } : {}),
    onEvent: () => showProvidersFromTool(),
    onClose: () => void syncProvidersFromTool(),
  });
}
