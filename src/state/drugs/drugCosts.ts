/**
 * Drug costs of the saved plans (spec §4.11, §7.3): once the saved
 * pharmacy's data has loaded, one estimate call per group (MAPD, PDP, SNP)
 * of the active year's saved plans, with the saved drugs and pharmacy. The
 * answers are kept per call and laid over the saved plans card by card
 * (drugCostFieldsAtom, drugCostCalls.ts): cards render with the figures stored with the plans
 * and update when an answer arrives. A failed call is logged by the api
 * layer's shared failure handler with the call's name and leaves the stored
 * figures; it is not asked again for the same inputs.
 *
 * With no pharmacy saved there is nothing to price at, so no call runs (the
 * spec's estimate needs a pharmacy). When the pharmacy data call fails the
 * estimate still runs, after it, with the saved pharmacy as the profile
 * holds it: the load has completed, and the figures are still the user's.
 *
 * The calls, and the answers' overlay, are part of the follow-up code
 * (drugCostCalls.ts, components/plans/followUpCalls.ts); until it has
 * loaded, the cards read storedDrugCostFieldsAtom.
 */
import { atom } from 'jotai';
import { isPharmacyCoverageReset } from '../../domain/pharmacy';
import type { Plan } from '../../api/schemas/plan';
import type { DrugCostFields } from './drugCostRequests';
import { drugsAtom } from '../savedItems';
import { sharedAtom } from '../store';

/** Marks a plan whose pharmacy coverage is reset because no drugs exist (spec §4.11). */
const PHARMACY_COVERAGE_RESET = 'reset';
export type PlanDrugCostOverlay = DrugCostFields | 'reset';

/** What lies over the saved plans, by costPlanKey; reset: no drugs exist, so every plan's pharmacy coverage is reset. */
export interface DrugCostOverlays {
  reset: boolean;
  byPlan: ReadonlyMap<string, DrugCostFields>;
}

const NO_ANSWERS: ReadonlyMap<string, DrugCostFields> = new Map();

/** What lies over the saved plans before any estimate has answered: the reset alone, which needs no call. */
export const storedDrugCostFieldsAtom = sharedAtom('drugCosts.stored', () =>
  atom((get): DrugCostOverlays => ({ reset: isPharmacyCoverageReset(get(drugsAtom).length), byPlan: NO_ANSWERS })),
);

/** The overlay of one plan, or undefined while it has none (the stored figures show). */
export function drugCostOverlayOf(fields: DrugCostOverlays, planId: string, planYear: number | string): PlanDrugCostOverlay | undefined {
  return fields.reset ? PHARMACY_COVERAGE_RESET : fields.byPlan.get(costPlanKey(planId, planYear));
}

/** The plan with its overlay laid over the stored fields; the plan itself without one. */
export function withDrugCosts(plan: Plan, overlay: PlanDrugCostOverlay | undefined): Plan {
  if (overlay === undefined) return plan;
  return overlay === PHARMACY_COVERAGE_RESET ? withPharmacyCoverageReset(plan) : { ...plan, ...overlay };
}

/** Contract, package and segment without separators, and the year: how a saved plan meets its answer. */
export function costPlanKey(planId: string, planYear: number | string): string {
  return `${planId.replace(/-/g, '').toUpperCase()} ${String(planYear)}`;
}

/** Pharmacy coverage reset when no drugs exist (spec §4.11): the plan without its pharmacy flags. */
export function withPharmacyCoverageReset(plan: Plan): Plan {
  if (plan.inNetwork === undefined && plan.isPharmacyCovered === undefined && plan.isShowPharmacyMessage === undefined) return plan;
  const { inNetwork: _network, isPharmacyCovered: _covered, isShowPharmacyMessage: _message, ...rest } = plan;
  return rest as Plan;
}
