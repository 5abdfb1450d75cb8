/**
 * One list of saved plans (MA, PDP, SNP or Medicare Supplement): heading with
 * the count, the compare link (spec §2.1, §5.5), and the cards aligned in
 * groups of 3.
 */
import { useEffect, useRef } from 'react';
import type { Plan } from '../../api/schemas/plan';
import { comparablePlans, compareplanIdsParam } from '../../domain/compare';
import { onlineEnrollment } from '../../state/plans/applicationsOnDemand';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { whenPageSettled } from '../common/whenPageSettled';
import { PlanCard } from './PlanCard';
import { planKey } from '../../domain/planCardRules';
import { planCompareUrl, type PlanContext } from './planUrls';
import { useEqualHeightRows } from './useEqualHeightRows';
import { SiteLink } from '../common/siteLinks';
import { useMessages } from '../i18n/useMessages';
import { plansMessages } from './plansMessages';
import { Heading, Section } from '../common/headings';

export interface PlanListProps {
  heading: string;
  /** The planType the compare page is opened for. */
  compareType: string;
  plans: readonly Plan[];
  context: PlanContext;
  suppressedPlanIds: readonly string[];
}

/** Comparing needs two plans; fewer comparable plans show no compare link. */
export const MIN_PLANS_TO_COMPARE = 2;

export function PlanList({ heading, compareType, plans, context, suppressedPlanIds }: PlanListProps) {
  const messages = useMessages(plansMessages);
  const cardsRef = useRef<HTMLUListElement>(null);
  // The Enroll buttons' code (a click's alone), fetched ahead once the page has settled: a click then goes at once, offline too.
  useEffect(() => whenPageSettled(onlineEnrollment.prefetch), []);
  useEqualHeightRows(cardsRef, plans.map(planKey).join());
  const comparable = comparablePlans(plans, suppressedPlanIds);
  return (
    <section className="sp-plan-list" aria-label={heading} part="plan-list">
      <div className="sp-plan-list__header">
        <Heading className="sp-plan-list__heading">
          {heading} <span className="sp-plan-list__count">({plans.length})</span>
        </Heading>
        {comparable.length >= MIN_PLANS_TO_COMPARE && (
          <SiteLink className="sp-plan-list__compare sp-link-standalone" href={planCompareUrl(context, compareType, compareplanIdsParam(comparable))}>
            {messages.comparePlans}
            <VisuallyHidden>: {heading}</VisuallyHidden>
          </SiteLink>
        )}
      </div>
      <ul ref={cardsRef} className="sp-plan-list__cards" role="list">
        <Section>
          {plans.map((plan) => (
            <li key={planKey(plan)} data-plan-key={planKey(plan)}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </Section>
      </ul>
    </section>
  );
}
