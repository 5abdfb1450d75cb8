/**
 * What a plan card shows, worked out from the plan and the page context with
 * the domain's rules (spec §2.3, §4.8, §4.13, §5.5). Pure: the card only renders it.
 */
import type { Plan } from '../../api/schemas/plan';
import { recommendedPlanButton, type ApplicationAction } from '../../domain/applicationActions';
import { drugCostTexts, extraHelpPremium } from '../../domain/costs';
import { isEnrollButtonShown, plansPageEnrollButton } from '../../domain/enrollButton';
import { isExtraHelpApplied } from '../../domain/extraHelp';
import { planCardBullets, type PlanCardBullet } from '../../domain/marketingBullets';
import { normalizePlanType, type PlanType } from '../../domain/planTypes';
import { amountText, hasPlanFOrCNotice, legalEntityDisclaimer, medsuppFootnotes, snpEligibility, snpNotice, type LegalEntityDisclaimer, type MedsuppFootnote, type SnpEligibility, type SnpNotice } from '../../domain/planCardRules';
import { enrollmentUrl } from './planUrls';
import type { PlanCardContext } from './usePlanCardContext';

/** Amounts as the card shows them; null where a figure is missing (the card says 'Not available'). */
export interface PlanPremium {
  monthly: string | null;
  /** The Extra Help (LIS) premium, when it applies and differs. */
  lis: string | null;
}

export interface PlanDrugCost {
  annual: string | null;
  monthly: string | null;
}

/**
 * The enroll, continue, start or learn-more button, with where it goes (null
 * for learn more and for supplement plans, whose applications open through
 * state/plans/supplementApplication.ts); a plans-page continue button carries the
 * enrollment status.
 */
export interface PlanCardAction {
  action: ApplicationAction;
  disabled: boolean;
  status: string | null;
  url: string | null;
}

export interface PlanCardModel {
  planType: PlanType;
  premium: PlanPremium;
  /** v1 ranked bullets; v2 ones (with icons) on Medicare Supplement cards under enableMedsuppV2Cards. */
  bullets: PlanCardBullet[];
  /** Null for plans without drug coverage (MA, Medicare Supplement). */
  drugCost: PlanDrugCost | null;
  snpNotice: SnpNotice | null;
  snpEligibility: SnpEligibility | null;
  footnotes: MedsuppFootnote[];
  legalEntityDisclaimer: LegalEntityDisclaimer | null;
  planFOrCNotice: boolean;
  action: PlanCardAction | null;
}

/**
 * The premiums of a plan card and the remove-plan pop-up; the Extra Help one
 * by the §4.13 and §5.5 rules (domain/costs.ts extraHelpPremium).
 */
export function planPremium(plan: Plan, context: PlanCardContext): PlanPremium {
  const monthly = plan.monthlyPremiumFormatted?.trim() || amountText(plan.monthlyPremium, context.locale) || null;
  const lis = extraHelpPremium({
    featureOn: context.lisFeatureOn,
    lisSubsidyLevel: context.lisSubsidyLevel,
    premium: plan.monthlyPremium ?? plan.monthlyPremiumFormatted,
    subsidyPremium: plan.lisMonthlyPremiumFormatted,
    medicalPremium: plan.medicalPremium,
    planType: plan.planType,
  });
  return { monthly, lis: lis === null ? null : amountText(lis, context.locale) };
}

/** The premium the user would pay: the LIS one when shown. */
export function payablePremium(premium: PlanPremium): string | null {
  return premium.lis ?? premium.monthly;
}

const DRUG_PLAN_TYPES: readonly PlanType[] = ['MAPD', 'PDP', 'SNP'];

export function planDrugCost(plan: Plan, context: PlanCardContext): PlanDrugCost | null {
  const type = normalizePlanType(plan.planType);
  if (!type || !DRUG_PLAN_TYPES.includes(type)) return null;
  const lis = context.lisFeatureOn && isExtraHelpApplied(context.lisSubsidyLevel) && plan.lisAnnualDrugCost !== undefined;
  const texts = drugCostTexts(lis ? plan.lisAnnualDrugCost : (plan.annualDrugCost ?? plan.estimatedAnnualDrugCost));
  if (!texts) return { annual: null, monthly: null };
  return { annual: amountText(Number(texts.annual), context.locale), monthly: amountText(Number(texts.monthly), context.locale) };
}

/** A supplement card's plan code: the favourite's code, the plan's own, else its id. */
export function supplementPlanCode(plan: Plan): string {
  const code = plan['favoritedPlanCode'] ?? plan['planCode'];
  return typeof code === 'string' && code.trim() !== '' ? code.trim() : plan.planId;
}

/**
 * A supplement card's button follows the recommended plan's rule (§4.8): it
 * continues or views the user's application for the plan, else starts one
 * unless suppressed. What a click does is state/plans/supplementApplication.ts.
 */
function medsuppAction(plan: Plan, context: PlanCardContext): PlanCardModel['action'] {
  const button = recommendedPlanButton(
    { planId: plan.planId, planCode: supplementPlanCode(plan), planName: plan.planName, planType: plan.planType },
    {
      zipCode: String(plan.zipCode ?? ''),
      medsuppApplications: context.medsuppApplication ? [context.medsuppApplication] : [],
      startApplicationSuppressedIds: context.suppressedPlanIds,
      cloaked: context.cloaked,
      enrollable: true,
    },
  );
  return button ? { action: button.action, disabled: button.disabled, status: null, url: null } : null;
}

/**
 * Plans-page button (spec §4.8). Suppression comes from the 'suppression'
 * content list; acquired-plan exclusions and whether enrollment is allowed
 * from the 'shopper' fragment.
 */
export function planAction(plan: Plan, context: PlanCardContext): PlanCardModel['action'] {
  if (normalizePlanType(plan.planType) === 'MS') return medsuppAction(plan, context);
  const enrollable = isEnrollButtonShown(plan, {
    systemDate: context.systemDate,
    enrollmentAllowed: context.enrollmentAllowed,
    excludedPlanIds: context.excludedPlanIds,
    suppressedPlanIds: context.suppressedPlanIds,
  });
  const button = plansPageEnrollButton({ snpType: plan.snpType, enrollmentStatus: plan.enrollmentStatus, enrollable, cloaked: context.cloaked });
  if (!button) return null;
  return {
    action: button.action,
    disabled: button.disabled,
    status: button.action === 'continue' ? button.status : null,
    url: button.action === 'learnMore' ? null : enrollmentUrl(context.brand, plan.planType),
  };
}

export function planCardModel(plan: Plan, context: PlanCardContext): PlanCardModel {
  return {
    planType: normalizePlanType(plan.planType) ?? 'MA',
    premium: planPremium(plan, context),
    bullets: planCardBullets(plan, { medsuppV2Cards: context.medsuppV2Cards }),
    drugCost: planDrugCost(plan, context),
    snpNotice: normalizePlanType(plan.planType) === 'SNP' ? snpNotice(plan.snpType) : null,
    snpEligibility: normalizePlanType(plan.planType) === 'SNP' ? snpEligibility(plan.snpType) : null,
    footnotes: medsuppFootnotes(plan),
    legalEntityDisclaimer: normalizePlanType(plan.planType) === 'MS' ? legalEntityDisclaimer(plan.msLegalEntity) : null,
    planFOrCNotice: normalizePlanType(plan.planType) === 'MS' && hasPlanFOrCNotice(plan.planId),
    action: planAction(plan, context),
  };
}
