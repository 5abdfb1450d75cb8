import { useDrugCostRefresh, useExtraHelpFiguresRefresh, usePlanDetailsRefresh, useServicePlanRefresh } from './usePlanCardContext';

/**
 * Renders nothing: runs the drug cost flow, the service-plan benefits, the
 * plan details and the Extra Help figures calls for the cards beside it (its
 * own component, so their progress re-renders no card).
 */
export function PlanCardDataLoader() {
  useDrugCostRefresh();
  useServicePlanRefresh();
  usePlanDetailsRefresh();
  useExtraHelpFiguresRefresh();
  return null;
}
