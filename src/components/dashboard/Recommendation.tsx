/**
 * Your recommended plan (spec §2.6 item 5, §3.8, §4.8, §4.9): the number-one
 * plan's card with its button, the 'why' tooltip and the results link.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { COST_PLACEHOLDER } from '../../domain/costs';
import { isEnrollButtonShown } from '../../domain/enrollButton';
import { recommendationTooltipVariant, recommendedPlanType } from '../../domain/recommendation';
import { medsuppApplicationAtom } from '../../state/plans/applications';
import { configAtom } from '../../state/config';
import { usePlanToBeEnrolledByPhoneAtom } from '../plans/PlanDialogs';
import { activeYearAtom } from '../../state/planYear';
import { preDataAtom } from '../../state/profile';
import {
  EDIT_PREFERENCES_PATH,
  enrollInRecommendedPlan,
  recommendationResultsUrl,
  recommendationZipAtom,
  recommendedPlanAsPlan,
  type RecommendationPlan,
} from '../../state/plans/recommendations';
import { supplementApplication } from '../../state/plans/applicationsOnDemand';
import { savedPlansAtom } from '../../state/savedPlans';
import { isCloakedAtom } from '../../state/session';
import type { ActionButton } from '../../domain/applicationActions';
import { Button } from '../common/Button';
import { Card } from '../common/Card';
import { lazyDialog } from '../common/lazyDialog';
import { whenPageSettled } from '../common/whenPageSettled';
import { Tag } from '../common/Tag';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { enrollmentUrl } from '../plans/planUrls';
import { useEnrollButtonContext } from '../plans/usePlanCardContext';
import { recommendationButton, recommendationFacts, type RecommendationFacts, type RecommendationInputs } from './recommendationView';
import { DashboardSection } from './DashboardSection';
import { SiteLink } from '../common/siteLinks';
import { Fact } from './Fact';
import { useMessages } from '../i18n/useMessages';
import { dashboardMessages, type DashboardMessages } from './dashboardMessages';

/** The host's open-add-your-info event names the clicked button by its English label, whatever the page's language. */
const clickedElement = dashboardMessages.en.button;

const RecommendationTooltip = lazyDialog(() => import('./RecommendationTooltip'), 'recommendation tooltip');

function useRecommendationInputs(plan: RecommendationPlan): RecommendationInputs {
  const saved = useAtomValue(savedPlansAtom);
  const enroll = useEnrollButtonContext();
  const activeYear = useAtomValue(activeYearAtom);
  const planYear = plan.planYear ?? activeYear;
  const savedPlan = saved.find((p) => p.planId === plan.planId && String(p.planYear) === String(planYear));
  return {
    plan,
    savedPlan,
    zipCode: useAtomValue(recommendationZipAtom),
    medsuppApplication: useAtomValue(medsuppApplicationAtom),
    suppressedIds: enroll.suppressedPlanIds,
    cloaked: useAtomValue(isCloakedAtom),
    drugsCount: useAtomValue(preDataAtom)?.drugs?.length ?? 0,
    enrollable: isEnrollButtonShown({ planId: plan.planId ?? '', planYear, snpType: plan.snpType ?? savedPlan?.snpType }, enroll),
  };
}

function useButtonAction(inputs: RecommendationInputs, button: ActionButton | null, premium: string | null) {
  const brand = useAtomValue(configAtom).brand;
  const enrollByPhone = useSetAtom(usePlanToBeEnrolledByPhoneAtom());
  return () => {
    if (!button) return;
    const { plan } = inputs;
    if (recommendedPlanType(plan) === 'MS') {
      supplementApplication.run((code) => code.applyForSupplementPlan(code.recommendedSupplementTarget(plan, premium, clickedElement(button.label))));
      return;
    }
    const url = button.action === 'learnMore' ? null : enrollmentUrl(brand, recommendedPlanType(plan));
    // The cookie has carried 'Not available' for an unknown premium; the enrollment pages read it so.
    if (url) enrollInRecommendedPlan(plan, premium ?? COST_PLACEHOLDER, url);
    else enrollByPhone(recommendedPlanAsPlan(plan));
  };
}

function RecommendationCard({ plan }: { plan: RecommendationPlan }) {
  const inputs = useRecommendationInputs(plan);
  const { enrollRulesKnown } = useEnrollButtonContext();
  const button = recommendationButton(inputs);
  const facts = recommendationFacts(inputs);
  const onAction = useButtonAction(inputs, button, facts.premium);
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const isSupplement = recommendedPlanType(plan) === 'MS';
  // A supplement plan's button opens its application: that code is fetched once the page has settled.
  useEffect(() => (isSupplement ? whenPageSettled(supplementApplication.prefetch) : undefined), [isSupplement]);
  const messages = useMessages(dashboardMessages);
  const known = (value: string | null) => value ?? messages.notAvailable;
  return (
    <Card
      heading={plan.planName}
      eyebrow={
        <>
          <span className="sp-dashboard__rank">
            <VisuallyHidden>{messages.rankedPrefix}</VisuallyHidden>
            {messages.rank(facts.rank)}
          </span>
          <Tag planType={recommendedPlanType(plan) ?? 'MA'} />
        </>
      }
      className="sp-dashboard__card sp-dashboard__recommended"
      footer={
        <>
          {button && (
            <Button className={enrollRulesKnown ? undefined : 'sp-undecided'} disabled={button.disabled} disabledReason={inputs.cloaked ? messages.cloakedReason : undefined} onClick={onAction}>
              {messages.button(button.label)}
              <VisuallyHidden>: {plan.planName}</VisuallyHidden>
            </Button>
          )}
          <Button variant="link" aria-haspopup="dialog" onClick={() => setTooltipOpen(true)} onMouseEnter={() => void RecommendationTooltip.preload()}>
            {messages.whyThisPlan}
            <VisuallyHidden> {plan.planName}</VisuallyHidden>
          </Button>
        </>
      }
    >
      <dl className="sp-dashboard__facts">
        <Fact term={messages.monthlyPremium}>{known(facts.premium)}</Fact>
        <Fact term={messages.deductible}>{known(facts.deductible)}</Fact>
        {!isSupplement && <Fact term={messages.estimatedAnnualDrugCost}>{known(facts.drugCost)}</Fact>}
        {!isSupplement && <Fact term={messages.drugsCovered}>{drugsCoveredText(messages, facts.drugsCovered)}</Fact>}
        {!isSupplement && <Fact term={messages.yourPharmacy}>{facts.pharmacy ? messages[facts.pharmacy] : messages.notAvailable}</Fact>}
      </dl>
      <RecommendationTooltip open={tooltipOpen} onClose={() => setTooltipOpen(false)} variant={recommendationTooltipVariant(plan)} />
    </Card>
  );
}

function drugsCoveredText(messages: DashboardMessages, drugs: RecommendationFacts['drugsCovered']): string {
  if (!drugs) return messages.notAvailable;
  return drugs.priced > 0 ? messages.drugsCoveredOf(drugs.covered, drugs.priced) : drugs.covered;
}

export function Recommendation({ plan }: { plan: RecommendationPlan }) {
  const activeYear = useAtomValue(activeYearAtom);
  const messages = useMessages(dashboardMessages);
  return (
    <DashboardSection heading={messages.recommendationHeading} className="sp-dashboard__recommendation" part="recommendation">
      <RecommendationCard plan={plan} />
      {/* The results and the answers they came from sit together: a person who doubts the plan looks here to change them. */}
      <ul className="sp-dashboard__recommendation-links">
        <li>
          <SiteLink className="sp-link-standalone" href={recommendationResultsUrl(activeYear)}>
            {messages.seeAllRecommendationResults}
          </SiteLink>
        </li>
        <li>
          <SiteLink className="sp-link-standalone" href={EDIT_PREFERENCES_PATH}>{messages.editPreferences}</SiteLink>
        </li>
      </ul>
    </DashboardSection>
  );
}
