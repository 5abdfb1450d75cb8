import { useAtomValue, useStore } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { useEffect, useMemo } from 'react';
import type { Plan } from '../../api/schemas/plan';
import { loadPharmacyCoverage, pharmacyCoverageAnswersAtom, pharmacyCoverageRequest } from '../../state/drugs/pharmacyCoverage';
import { drugsCountAtom, pharmacyAtom } from '../../state/savedItems';

/**
 * Whether the saved pharmacy is covered for `plan` (true / false), or
 * undefined while unknown, after a failure, or when no call runs (no drugs,
 * no pharmacy, no plan). Starts the call after render; the line re-renders
 * only when its own answer arrives.
 */
export function usePharmacyCoverage(plan: Plan | undefined): boolean | undefined {
  const store = useStore();
  const pharmacy = useAtomValue(pharmacyAtom);
  const drugsCount = useAtomValue(drugsCountAtom);
  const request = pharmacyCoverageRequest(pharmacy, drugsCount, plan);
  const key = request?.key;
  useEffect(() => {
    if (request) void loadPharmacyCoverage(request, store);
    // The key names the call: a new pharmacy or plan object with the same key asks nothing new.
  }, [store, key]);
  const coveredAtom = useMemo(() => selectAtom(pharmacyCoverageAnswersAtom, (answers) => (key === undefined ? undefined : answers.get(key))), [key]);
  return useAtomValue(coveredAtom);
}
