/** What the recommended-plan card shows (spec §3.8, §4.8), from the top plan and the page's data. */
import type { MedsuppEnrollment } from '../../api/schemas/enrollment';
import type { Plan } from '../../api/schemas/plan';
import { recommendedPlanButton, type ActionButton } from '../../domain/applicationActions';
import { COST_PLACEHOLDER } from '../../domain/costs';
import { recommendedPlanType } from '../../domain/recommendation';
import type { RecommendationPlan } from '../../state/recommendations';
import { amountText } from '../../domain/planCardRules';

export interface RecommendationFacts {
  rank: string;
  premium: string;
  deductible: string;
  drugCost: string;
  drugsCovered: string;
  pharmacy: string;
}

export interface RecommendationInputs {
  plan: RecommendationPlan;
  /** The plan's saved copy (premium, enrollmentStatus), when saved. */
  savedPlan: Plan | undefined;
  zipCode: string;
  medsuppApplication: MedsuppEnrollment | undefined;
  suppressedIds: readonly string[];
  cloaked: boolean;
  /** How many drugs the recommendation priced. */
  drugsCount: number;
}

export function recommendationButton(inputs: RecommendationInputs): ActionButton | null {
  const { plan } = inputs;
  return recommendedPlanButton(
    {
      planId: plan.planId ?? '',
      planCode: plan.compositePlanId?.plancode ?? null,
      planName: plan.planName ?? '',
      planType: recommendedPlanType(plan),
      enrollmentStatus: inputs.savedPlan?.enrollmentStatus ?? null,
    },
    {
      zipCode: inputs.zipCode,
      medsuppApplications: inputs.medsuppApplication ? [inputs.medsuppApplication] : [],
      startApplicationSuppressedIds: inputs.suppressedIds,
      cloaked: inputs.cloaked,
    },
  );
}

function money(value: string | number | null | undefined): string {
  return amountText(value) ?? COST_PLACEHOLDER;
}

/** Drugs covered as 'N of M' when the priced drug count is known, else the count alone. */
function drugsCoveredText(covered: string | number | undefined, drugsCount: number): string {
  if (covered === undefined || covered === '') return COST_PLACEHOLDER;
  return drugsCount > 0 ? `${String(covered)} of ${drugsCount}` : String(covered);
}

export function recommendationFacts(inputs: RecommendationInputs): RecommendationFacts {
  const { plan, savedPlan } = inputs;
  const premium = recommendedPlanType(plan) === 'MS' ? plan.premiumCost : (savedPlan?.monthlyPremiumFormatted ?? savedPlan?.monthlyPremium);
  return {
    rank: `#${String(plan.rank ?? '1')}`,
    premium: money(premium),
    deductible: money(plan.deductible),
    drugCost: money(plan.drugCostAmount),
    drugsCovered: drugsCoveredText(plan.drugsCovered, inputs.drugsCount),
    pharmacy: plan.pharmacyIndicator === undefined ? COST_PLACEHOLDER : plan.pharmacyIndicator ? 'In network' : 'Out of network',
  };
}
