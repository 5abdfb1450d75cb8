import { useDrugCostRefresh } from './usePlanCardContext';

/** Renders nothing: runs the drug cost flow for the cards beside it (its own component, so the flow's progress re-renders no card). */
export function DrugCostsLoader() {
  useDrugCostRefresh();
  return null;
}
