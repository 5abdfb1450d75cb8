/**
 * One saved plan (spec §2.3): type tag coloured by type, SNP tag and message,
 * premium (and its Extra Help variant), benefits, marketing bullets, drug
 * cost, Medicare Supplement notes, and the actions: enroll / learn more,
 * plan details, drug pricing, remove. Pop-ups open through the plan atoms;
 * render <PlanDialogs /> once beside the cards.
 *
 * Reused by the dashboard as it is: the card adopts its own sheets.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { planCardBenefits, planFigureRows } from '../../domain/planBenefits';
import { amountText } from '../../domain/planCardRules';
import { providerCoverage } from '../../domain/providers';
import type { Plan } from '../../api/schemas/plan';
import { drugsCountAtom, pharmacyAtom } from '../../state/savedItems';
import { isPharmacyCostShown } from '../../domain/pharmacy';
import { onlineEnrollment, supplementApplication } from '../../state/plans/applicationsOnDemand';
import { useDrugPricingPlanAtom, useExtraHelpPlanAtom, usePlanToBeDeletedAtom, usePlanToBeEnrolledByPhoneAtom } from './PlanDialogs';
import { Button } from '../common/Button';
import { Tag } from '../common/Tag';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { planCardModel, payablePremium, supplementPlanCode, type PlanCardAction, type PlanCardModel } from './planCardModel';
import { BenefitList, BulletList, COLLAPSED_BENEFITS, FootnoteMarkers, MedsuppNotes, PremiumView, SnpNoticeView } from './PlanCardParts';
import { ESTIMATE_DRUG_COSTS_PATH, planDetailsUrl } from './planUrls';
import { useBenefitContent, useCoverageProviders, useCompletedPlan, usePlanBenefits, usePlanCardContext, usePricedPlan } from './usePlanCardContext';
import { useContent } from '../common/useStartupAndContent';
import { SiteLink } from '../common/siteLinks';
import { planCardCss } from './PlanCard.css';
import { cardCss } from '../common/Card.css';
import { useSheet } from '../common/useSheet';
import { useMessages } from '../i18n/useMessages';
import { plansMessages, type PlansMessages } from './plansMessages';
import { Heading } from '../common/headings';

interface PlanCardProps {
  plan: Plan;
}

export function PlanCard({ plan: storedPlan }: PlanCardProps) {
  useSheet(cardCss, 'common');
  useSheet(planCardCss);
  const messages = useMessages(plansMessages);
  const plan = usePricedPlan(useCompletedPlan(storedPlan));
  const context = usePlanCardContext();
  const model = planCardModel(plan, context);
  const { expanded, setExpanded, cardRef } = useCollapseOnOutsideClick();
  const headingId = useId();
  const benefitsId = useId();
  const benefitContent = useBenefitContent();
  const planBenefits = usePlanBenefits(plan);
  const benefits = usePlanCardBenefits(plan, planBenefits, benefitContent);
  const riders = plan.rider ?? [];
  const expandable = benefits.length > COLLAPSED_BENEFITS || riders.length > 0;

  return (
    <article ref={cardRef} className={`sp-card sp-plan-card sp-plan-card--${model.planType.toLowerCase()}`} aria-labelledby={headingId} data-plan-card part="plan-card">
      <div className="sp-plan-card__tags">
        <Tag planType={model.planType} />
        {model.snpEligibility && <span className="sp-plan-card__snp-tag">{messages.snpEligibility(model.snpEligibility)}</span>}
      </div>
      <Heading id={headingId} className="sp-card__heading sp-plan-card__name">
        {plan.planName}
        <FootnoteMarkers footnotes={model.footnotes} />
      </Heading>
      {model.snpNotice && <SnpNoticeView notice={model.snpNotice} />}
      <PremiumView premium={model.premium} />
      {model.premium.lis && <ExtraHelpLink plan={plan} />}
      <BenefitList benefits={benefits} riders={riders} expanded={expanded} id={benefitsId} />
      {expandable && (
        <Button variant="link" className="sp-plan-card__expand" aria-expanded={expanded} aria-controls={benefitsId} onClick={() => setExpanded(!expanded)}>
          {expanded ? messages.showFewerBenefits : messages.showMoreBenefits}
          <VisuallyHidden>{messages.forPlan(plan.planName)}</VisuallyHidden>
        </Button>
      )}
      <BulletList bullets={model.bullets} />
      <ProviderCoverageLine plan={plan} />
      {model.drugCost && <DrugCost plan={plan} drugCost={model.drugCost} />}
      {model.planType === 'MS' && <MedsuppNotes plan={plan} model={model} />}
      <PlanActions plan={plan} model={model} cloaked={context.cloaked} decided={context.enrollRulesKnown} />
    </article>
  );
}

/**
 * The card's benefit rows: the plan's own key figures first (out-of-pocket
 * maximum, tier 1) when its benefit list does not name them, then its benefits
 * in content order. They come first so a collapsed card shows them.
 */
function usePlanCardBenefits(plan: Plan, planBenefits: ReturnType<typeof usePlanBenefits>, content: ReturnType<typeof useBenefitContent>) {
  const messages = useMessages(plansMessages);
  const { locale } = usePlanCardContext();
  return useMemo(() => {
    const figures = planFigureRows(plan, planBenefits).map(({ kind, value }) => ({ label: messages.planFigure(kind), value: amountText(value, locale) ?? String(value) }));
    return [...figures, ...planCardBenefits(planBenefits, content)];
  }, [plan, planBenefits, content, messages, locale]);
}

/** Opens the Extra Help pop-up's second version with this plan's figures (spec §2.7 "two versions"). */
function ExtraHelpLink({ plan }: { plan: Plan }) {
  const messages = useMessages(plansMessages);
  const open = useSetAtom(useExtraHelpPlanAtom());
  return (
    <Button variant="link" className="sp-plan-card__extra-help" onClick={() => open(plan)}>
      {messages.extraHelpLink}
      <VisuallyHidden>{messages.forPlan(plan.planName)}</VisuallyHidden>
    </Button>
  );
}

/** Expanded cards collapse on a click anywhere outside them (spec §2.3). */
function useCollapseOnOutsideClick() {
  const [expanded, setExpanded] = useState(false);
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!expanded) return undefined;
    const onPointerDown = (event: Event) => {
      // composedPath sees through shadow roots, where event.target would stop at the host.
      if (cardRef.current && !event.composedPath().includes(cardRef.current)) setExpanded(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [expanded]);
  return { expanded, setExpanded, cardRef };
}

/** How many saved doctors and dentists the plan covers (spec §5.5), when any are saved; updates after the coverage refresh. */
function ProviderCoverageLine({ plan }: { plan: Plan }) {
  const messages = useMessages(plansMessages);
  const providers = useCoverageProviders();
  const dentalCovered = useContent('dentalProviderCoveredPlans')?.planIds;
  const coverage = providerCoverage(plan, providers, (dentalCovered ?? []).map(String));
  if (!coverage) return null;
  return (
    <p className="sp-plan-card__providers">{messages.providerCoverage(coverage.covered, coverage.total)}</p>
  );
}

/**
 * The pharmacy's cost shows only when it is covered and in network (spec
 * §5.5). A plan whose network flag is not known yet (stored without one)
 * shows its stored figures.
 */
function isDrugCostShown(plan: Plan, mailOrder: boolean | undefined): boolean {
  return plan.inNetwork === undefined || isPharmacyCostShown({ inNetwork: plan.inNetwork, mailOrder });
}

function DrugCost({ plan, drugCost }: { plan: Plan; drugCost: NonNullable<PlanCardModel['drugCost']> }) {
  const messages = useMessages(plansMessages);
  const drugsCount = useAtomValue(drugsCountAtom);
  const pharmacy = useAtomValue(pharmacyAtom);
  const openPricing = useSetAtom(useDrugPricingPlanAtom());
  if (drugsCount === 0) {
    return (
      <div className="sp-plan-card__drug-cost">
        <SiteLink className="sp-link-standalone" href={ESTIMATE_DRUG_COSTS_PATH}>
          {messages.addDrugs}
          <VisuallyHidden>{messages.forPlan(plan.planName)}</VisuallyHidden>
        </SiteLink>
      </div>
    );
  }
  const coveredCount = plan.coveredDrugsCount;
  return (
    <div className="sp-plan-card__drug-cost">
      {isDrugCostShown(plan, pharmacy?.mailOrder) ? (
        <dl className="sp-plan-card__premium">
          <div className="sp-plan-card__figure">
            <dt>{messages.estimatedAnnualDrugCost}</dt>
            <dd>{drugCost.annual ?? messages.notAvailable}</dd>
          </div>
          <div className="sp-plan-card__figure">
            <dt>{messages.averageMonthlyDrugCost}</dt>
            <dd>{drugCost.monthly ?? messages.notAvailable}</dd>
          </div>
        </dl>
      ) : (
        <p className="sp-plan-card__pharmacy-message">{plan.isPharmacyCovered === true ? messages.mailServiceCostHidden : messages.pharmacyCostHidden}</p>
      )}
      {coveredCount !== undefined && (
        <p className="sp-plan-card__drugs-covered">{messages.drugsCovered(coveredCount, drugsCount)}</p>
      )}
      {plan.isShowDrugPricing !== false && (
        <Button variant="link" onClick={() => openPricing(plan)}>
          {messages.viewDrugPricing}
          <VisuallyHidden>{messages.forPlan(plan.planName)}</VisuallyHidden>
        </Button>
      )}
    </div>
  );
}

function PlanActions({ plan, model, cloaked, decided }: { plan: Plan; model: PlanCardModel; cloaked: boolean; decided: boolean }) {
  const messages = useMessages(plansMessages);
  const askRemove = useSetAtom(usePlanToBeDeletedAtom());
  const enrollByPhone = useSetAtom(usePlanToBeEnrolledByPhoneAtom());
  const action = model.action;
  const onAction = () => {
    if (!action) return;
    if (action.action === 'learnMore') enrollByPhone(plan);
    else if (model.planType === 'MS') {
      // The host's open-add-your-info event names the clicked button by its English label, whatever the page's language.
      supplementApplication.run((code) => code.applyForSupplementPlan(code.savedSupplementTarget(plan, supplementPlanCode(plan), payablePremium(model.premium), actionLabel(plansMessages.en, action))));
    } else if (action.url) {
      const url = action.url;
      onlineEnrollment.run((code) => code.launchOnlineEnrollment(plan, payablePremium(model.premium), url));
    }
  };
  return (
    <div className="sp-card__footer sp-plan-card__actions">
      {action && (
        <Button variant={action.action === 'learnMore' ? 'secondary' : 'primary'} className={decided ? undefined : 'sp-undecided'} disabled={action.disabled} disabledReason={cloaked ? messages.cloakedReason : undefined} onClick={onAction}>
          {actionLabel(messages, action)}
          <VisuallyHidden>: {plan.planName}</VisuallyHidden>
        </Button>
      )}
      <SiteLink className="sp-plan-card__details sp-link-standalone" href={planDetailsUrl({ zipcode: plan.zipCode, county: plan.county, planYear: plan.planYear }, plan.planId)}>
        {messages.viewPlanDetails}
        <VisuallyHidden>{messages.detailsFor(plan.planName)}</VisuallyHidden>
      </SiteLink>
      <Button variant="link" className="sp-plan-card__remove" onClick={() => askRemove(plan)}>
        {messages.remove}
        <VisuallyHidden>{messages.removeFor(plan.planName)}</VisuallyHidden>
      </Button>
    </div>
  );
}

function actionLabel(messages: PlansMessages, { action, status }: PlanCardAction): string {
  switch (action) {
    case 'learnMore':
      return messages.learnMore;
    case 'enroll':
      return messages.enrollInPlan;
    case 'start':
      return messages.startApplication;
    case 'view':
      return messages.viewApplication;
    case 'continue':
      return status ? messages.enrollmentInProgress(status) : messages.continueApplication;
  }
}
