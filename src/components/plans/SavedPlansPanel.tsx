/**
 * The compact saved-plans panel (spec §2.2, large screens beside the profile
 * views): count, each plan's tag, name (to its details) and premium, and the
 * browse-all-plans button.
 */
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { normalizePlanType } from '../../domain/planTypes';
import { savedPlansAtom } from '../../state/savedPlans';
import { LinkButton } from '../common/Button';
import { Tag } from '../common/Tag';
import { planPremium, payablePremium } from './planCardModel';
import { planKey } from '../../domain/planCardRules';
import { planDetailsUrl, planSummaryUrl } from './planUrls';
import { useSavedPlansContext } from './SavedPlansView';
import { useCompletedPlan, useExtraHelpFiguresRefresh, usePlanCardContext, usePlanDetailsRefresh, type PlanCardContext } from './usePlanCardContext';
import type { Plan } from '../../api/schemas/plan';
import { SiteLink } from '../common/siteLinks';
import { useMessages } from '../i18n/useMessages';
import { plansMessages } from './plansMessages';
import { Heading } from '../common/headings';

/** One plan of the panel, completed as its card is (details, Extra Help figures). */
function PanelItem({ plan: storedPlan, cardContext }: { plan: Plan; cardContext: PlanCardContext }) {
  const messages = useMessages(plansMessages);
  const plan = useCompletedPlan(storedPlan);
  return (
    <li className="sp-saved-plans-panel__item">
      <Tag planType={normalizePlanType(plan.planType) ?? 'MA'} />
      <SiteLink className="sp-link-standalone" href={planDetailsUrl({ zipcode: plan.zipCode, county: plan.county, planYear: plan.planYear }, plan.planId)}>{plan.planName}</SiteLink>
      <span className="sp-saved-plans-panel__premium">{messages.panelPremium(payablePremium(planPremium(plan, cardContext)) ?? messages.notAvailable)}</span>
    </li>
  );
}

export function SavedPlansPanel() {
  const plans = useAtomValue(savedPlansAtom);
  usePlanDetailsRefresh();
  useExtraHelpFiguresRefresh();
  const context = useSavedPlansContext(plans);
  const cardContext = usePlanCardContext();
  const messages = useMessages(plansMessages);
  const headingId = useId();
  return (
    <section className="sp-saved-plans-panel" aria-labelledby={headingId} part="panel">
      <Heading id={headingId} className="sp-saved-plans-panel__heading" tabIndex={-1} data-focus-fallback>
        {messages.panelHeading} <span className="sp-plan-list__count">({plans.length})</span>
      </Heading>
      {plans.length === 0 ? (
        <p>{messages.emptyText}</p>
      ) : (
        <ul className="sp-saved-plans-panel__list" role="list">
          {plans.map((plan) => (
            <PanelItem key={planKey(plan)} plan={plan} cardContext={cardContext} />
          ))}
        </ul>
      )}
      <LinkButton variant="secondary" href={planSummaryUrl(context)}>
        {messages.browseAllPlans}
      </LinkButton>
    </section>
  );
}
