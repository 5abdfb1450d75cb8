/** What the recommended-plan card shows (spec §3.8, §4.8), from the top plan and the page's data. */
import type { MedsuppEnrollment } from '../../api/schemas/enrollment';
import type { Plan } from '../../api/schemas/plan';
import { recommendedPlanButton, type ActionButton } from '../../domain/applicationActions';
import { recommendedPlanType } from '../../domain/recommendation';
import type { RecommendationPlan } from '../../state/plans/recommendations';
import { amountText } from '../../domain/planCardRules';

/** The card's facts; null where the value is not known (the card says 'Not available'). */
export interface RecommendationFacts {
  rank: string;
  premium: string | null;
  deductible: string | null;
  drugCost: string | null;
  /** How many drugs the plan covers, and of how many priced (0 when that count is unknown). */
  drugsCovered: { covered: string; priced: number } | null;
  pharmacy: 'inNetwork' | 'outOfNetwork' | null;
}

export interface RecommendationInputs {
  plan: RecommendationPlan;
  /** The plan's saved copy (premium, enrollmentStatus), when saved. */
  savedPlan: Plan | undefined;
  zipCode: string;
  medsuppApplication: MedsuppEnrollment | undefined;
  suppressedIds: readonly string[];
  cloaked: boolean;
  /** For plans other than supplement ones: the saved-plan cards' enroll rule (domain/enrollButton.ts isEnrollButtonShown). */
  enrollable: boolean;
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
      snpType: plan.snpType ?? inputs.savedPlan?.snpType ?? null,
      enrollmentStatus: inputs.savedPlan?.enrollmentStatus ?? null,
    },
    {
      zipCode: inputs.zipCode,
      medsuppApplications: inputs.medsuppApplication ? [inputs.medsuppApplication] : [],
      startApplicationSuppressedIds: inputs.suppressedIds,
      cloaked: inputs.cloaked,
      enrollable: inputs.enrollable,
    },
  );
}

/** Drugs covered, shown 'N of M' when the priced drug count is known, else the count alone. */
function drugsCovered(covered: string | number | undefined, drugsCount: number): RecommendationFacts['drugsCovered'] {
  if (covered === undefined || covered === '') return null;
  return { covered: String(covered), priced: drugsCount };
}

export function recommendationFacts(inputs: RecommendationInputs): RecommendationFacts {
  const { plan, savedPlan } = inputs;
  const premium = recommendedPlanType(plan) === 'MS' ? plan.premiumCost : (savedPlan?.monthlyPremiumFormatted ?? savedPlan?.monthlyPremium);
  return {
    rank: String(plan.rank ?? '1'),
    premium: amountText(premium),
    deductible: amountText(plan.deductible),
    drugCost: amountText(plan.drugCostAmount),
    drugsCovered: drugsCovered(plan.drugsCovered, inputs.drugsCount),
    pharmacy: plan.pharmacyIndicator === undefined ? null : plan.pharmacyIndicator ? 'inNetwork' : 'outOfNetwork',
  };
}
