/**
 * What every plan card needs besides its plan: brand, flags, session, LIS
 * level, the user's supplement application, date, suppression list,
 * acquired-plan exclusions and whether enrollment is allowed; the saved
 * providers with their coverage refreshed (useCoverageProviders); and the
 * hooks that start the calls completing the cards' plans (drug costs,
 * service plans, plan details, Extra Help figures, favourited supplement
 * plans) and lay their answers over each card's plan.
 */
import { useAtomValue, useStore } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { useEffect, useMemo } from 'react';
import type { Plan } from '../../api/schemas/plan';
import type { Provider } from '../../api/schemas/provider';
import { startApplicationSuppressedIds } from '../../domain/costs';
import type { BenefitContent, ContentBenefit } from '../../domain/planBenefits';
import { contentFailedAtom, contentVariantsAtom, requestContent } from '../../state/content';
import type { Brand } from '../../domain/brand';
import { configAtom, isFlagOn } from '../../state/config';
import { lisSubsidyLevelAtom, loadExtraHelp } from '../../state/plans/extraHelp';
import { drugCostOverlayOf, storedDrugCostFieldsAtom, withDrugCosts } from '../../state/drugs/drugCosts';
import { providersAtom } from '../../state/savedItems';
import { servicePlanBenefitsAtom, servicePlanKey, type Benefit } from '../../state/plans/servicePlans';
import { isCloakedAtom } from '../../state/session';
import { medsuppApplicationAtom } from '../../state/plans/applications';
import type { MedsuppEnrollment } from '../../api/schemas/enrollment';
import { detailsNeedOf, planDetailsAtom, planDetailsKey } from '../../state/plans/planDetails';
import { withPlanDetails } from '../../domain/planDetails';
import { withExtraHelpFigures } from '../../domain/extraHelpFigures';
import { extraHelpFiguresAtom, figuresKey } from '../../state/plans/extraHelpFigures';
import { systemDateAtom } from '../../state/systemDate';
import { useFollowUpCalls, useFollowUpRefresh } from './useFollowUpCalls';
import { useContent } from '../common/useStartupAndContent';
import type { Locale } from '../../domain/locale';
import { useLocale } from '../i18n/useMessages';

export interface PlanCardContext {
  brand: Brand;
  /** The element's locale: amounts are formatted in it. */
  locale: Locale;
  lisFeatureOn: boolean;
  /** Flag enableMedsuppV2Cards: Medicare Supplement cards show the v2 bullets. */
  medsuppV2Cards: boolean;
  lisSubsidyLevel: string | undefined;
  cloaked: boolean;
  /** The user's Medicare Supplement application: a supplement card for its plan continues or views it (§4.8). */
  medsuppApplication: MedsuppEnrollment | undefined;
  systemDate: number;
  /** Enrollment-suppressed plan ids (content 'suppression'; the configured defaults while it loads). */
  suppressedPlanIds: string[];
  /** Acquired plans excluded from online enrollment (content 'shopper'; none while it loads). */
  excludedPlanIds: string[];
  /** Online enrollment allowed (content 'shopper'; allowed while it loads, so buttons do not flicker off and on). */
  enrollmentAllowed: boolean;
  /**
   * The suppression list and the acquired plans have loaded, or failed (then the defaults above hold). Until then a
   * card holds its button's place unseen: shown at once, an Enroll button of an acquired plan would vanish under the
   * pointer as the list arrived.
   */
  enrollRulesKnown: boolean;
}

/**
 * What the enroll rule of §4.8 reads besides the plan (domain/enrollButton.ts
 * isEnrollButtonShown): the date, the suppression list, the acquired-plan
 * exclusions and whether enrollment is allowed. The saved-plan cards and the
 * recommended plan read it here, so both follow one rule.
 */
export function useEnrollButtonContext(): Pick<PlanCardContext, 'systemDate' | 'suppressedPlanIds' | 'excludedPlanIds' | 'enrollmentAllowed' | 'enrollRulesKnown'> {
  const locale = useLocale();
  const suppression = useContent('suppression');
  const shopper = useContent('shopper');
  const suppressionFailed = useAtomValue(contentFailedAtom('suppression', locale));
  const shopperFailed = useAtomValue(contentFailedAtom('shopper', locale));
  return {
    enrollRulesKnown: (suppression !== undefined || suppressionFailed) && (shopper !== undefined || shopperFailed),
    systemDate: useAtomValue(systemDateAtom),
    suppressedPlanIds: startApplicationSuppressedIds(suppression?.suppressedPlanIds),
    excludedPlanIds: shopper?.acquiredPlanIds ?? [],
    enrollmentAllowed: shopper?.enrollmentAllowed ?? true,
  };
}

export function usePlanCardContext(): PlanCardContext {
  const config = useAtomValue(configAtom);
  return {
    brand: config.brand,
    locale: useLocale(),
    lisFeatureOn: isFlagOn(config, 'lisChanges'),
    medsuppV2Cards: isFlagOn(config, 'enableMedsuppV2Cards'),
    lisSubsidyLevel: useAtomValue(lisSubsidyLevelAtom),
    cloaked: useAtomValue(isCloakedAtom),
    medsuppApplication: useAtomValue(medsuppApplicationAtom),
    ...useEnrollButtonContext(),
  };
}

/**
 * The saved providers for a card's coverage figure (spec §5.5): as saved at
 * first, then with the coverage update's answers (spec §7.3) laid over them.
 * Starts the update after render, and again when the year, the providers or
 * the plans' places change; the state layer makes each distinct call once
 * per store, however many cards ask.
 */
export function useCoverageProviders(): readonly Provider[] {
  const calls = useFollowUpRefresh((code) => [code.providerCoverageKeyAtom, code.refreshProviderCoverage]);
  return useAtomValue(calls?.coverageProvidersAtom ?? providersAtom);
}

/**
 * Starts the drug cost flow (spec §4.11) after render, and again when the
 * year, the drugs, the pharmacy or the plans change; the state layer makes
 * each distinct call once per store. Used once per list of cards, so a
 * change of calls re-renders no card.
 */
export function useDrugCostRefresh(): void {
  useFollowUpRefresh((code) => [code.drugCostKeyAtom, code.refreshDrugCosts]);
}

/**
 * The plan with the estimate's figures laid over the stored ones once they
 * have arrived (spec §7.3). Each card watches only its own plan's figures.
 */
export function usePricedPlan(plan: Plan): Plan {
  const { planId, planYear } = plan;
  const fieldsAtom = useFollowUpCalls()?.drugCostFieldsAtom ?? storedDrugCostFieldsAtom;
  const overlayAtom = useMemo(() => selectAtom(fieldsAtom, (fields) => drugCostOverlayOf(fields, planId, planYear)), [fieldsAtom, planId, planYear]);
  const overlay = useAtomValue(overlayAtom);
  return useMemo(() => withDrugCosts(plan, overlay), [plan, overlay]);
}

/** Starts the plan details calls for saved plans whose fields are missing or stale (state/plans/planDetails.ts); once per list of cards. */
export function usePlanDetailsRefresh(): void {
  useFollowUpRefresh((code) => [code.planDetailsRequestKeyAtom, code.refreshPlanDetails]);
}

/**
 * Reads the user's Extra Help level (§4.13) where cards can show an Extra
 * Help value, and starts the LIS data and federal plans calls for the
 * figures plans or applications lack (state/plans/extraHelpFigures.ts).
 */
export function useExtraHelpFiguresRefresh(): void {
  const store = useStore();
  const featureOn = isFlagOn(useAtomValue(configAtom), 'lisChanges');
  useEffect(() => {
    if (featureOn) void loadExtraHelp(store);
  }, [store, featureOn]);
  useFollowUpRefresh((code) => [code.extraHelpFiguresKeyAtom, code.refreshExtraHelpFigures]);
}

/**
 * The stored plan completed once the answers have arrived: its details by id
 * when its fields are missing or stale (domain/planDetails.ts), then the
 * Extra Help figures it lacks (domain/extraHelpFigures.ts). Each card
 * watches only its own plan's answers.
 */
export function useCompletedPlan(plan: Plan): Plan {
  const need = detailsNeedOf(plan);
  const key = planDetailsKey(plan.planId, plan.planYear);
  const details = useAtomValue(useMemo(() => selectAtom(planDetailsAtom, (answers) => (need ? answers.get(key) : undefined)), [need, key]));
  const figures = useAtomValue(useMemo(() => selectAtom(extraHelpFiguresAtom, (answers) => answers.get(figuresKey(plan.planId, plan.planYear))), [plan.planId, plan.planYear]));
  return useMemo(() => {
    const detailed = need && details ? withPlanDetails(plan, details, need) : plan;
    return figures ? withExtraHelpFigures(detailed, figures) : detailed;
  }, [plan, details, need, figures]);
}

/** Starts the plan products calls for saved plans without benefits (state/plans/servicePlans.ts); once per list of cards. */
export function useServicePlanRefresh(): void {
  useFollowUpRefresh((code) => [code.planProductsKeyAtom, code.refreshServicePlanBenefits]);
}

const NO_BENEFITS: readonly Benefit[] = [];

/** The plan's own benefits, or, when it came without them, its service plan's (each card watches only its own). */
export function usePlanBenefits(plan: Plan): readonly Benefit[] {
  const own = plan.benefits;
  const key = servicePlanKey(plan.planId, plan.planYear);
  const found = useAtomValue(useMemo(() => selectAtom(servicePlanBenefitsAtom, (map) => map.get(key) ?? NO_BENEFITS), [key]));
  return own && own.length > 0 ? own : found;
}

const NO_CONTENT: readonly ContentBenefit[] = [];

/**
 * The plan-benefits content in the element's language, and the English one
 * the plans' English benefit labels are matched against (domain/planBenefits.ts).
 */
export function useBenefitContent(): BenefitContent {
  const locale = useLocale();
  const shown = useContent('planBenefits')?.benefits ?? NO_CONTENT;
  useEffect(() => {
    if (locale !== 'en') requestContent('planBenefits', 'en');
  }, [locale]);
  const english = useAtomValue(contentVariantsAtom('planBenefits')).en?.benefits ?? NO_CONTENT;
  return useMemo(() => ({ shown, english: locale === 'en' ? shown : english }), [shown, english, locale]);
}
