import { useDrugCostRefresh, useServicePlanRefresh } from './usePlanCardContext';

/**
 * Renders nothing: runs the drug cost flow and the service-plan benefits
 * calls for the cards beside it (its own component, so their progress
 * re-renders no card).
 */
export function PlanCardDataLoader() {
  useDrugCostRefresh();
  useServicePlanRefresh();
  return null;
}
