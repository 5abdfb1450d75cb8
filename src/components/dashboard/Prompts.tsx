/**
 * The dashboard's prompts (spec §2.6 items 7 and 8, and the anonymous
 * visitor's find-a-plan prompt).
 */
import { useAtomValue } from 'jotai';
import { activeYearAtom } from '../../state/planYear';
import { RECOMMENDATION_PATH } from '../../state/plans/recommendations';
import { savedPlansCountAtom } from '../../state/savedPlans';
import { LinkButton } from '../common/Button';
import { planSummaryUrl } from '../plans/planUrls';
import { SAVED_PLANS_URL, SHOP_PATH } from './links';
import { useMessages } from '../i18n/useMessages';
import { dashboardMessages } from './dashboardMessages';
import { DashboardSection } from './DashboardSection';

export function StartRecommendation() {
  const messages = useMessages(dashboardMessages);
  return (
    <DashboardSection heading={messages.startRecommendationHeading} className="sp-dashboard__start-recommendation" part="prompt">
      <p>{messages.startRecommendationBody}</p>
      <LinkButton href={RECOMMENDATION_PATH}>{messages.getRecommendation}</LinkButton>
    </DashboardSection>
  );
}

/** Small screens only (hidden from medium up by the stylesheet). */
export function MobilePlansBlock({ zipCode }: { zipCode: string | undefined }) {
  const count = useAtomValue(savedPlansCountAtom);
  const planYear = useAtomValue(activeYearAtom);
  const messages = useMessages(dashboardMessages);
  return (
    <DashboardSection heading={messages.keepShoppingHeading} className="sp-dashboard__mobile" part="mobile">
      <p>{messages.keepShoppingBody(count)}</p>
      <div className="sp-dashboard__actions">
        <LinkButton href={SAVED_PLANS_URL}>{messages.compareSavedPlans}</LinkButton>
        <LinkButton variant="secondary" href={planSummaryUrl({ zipcode: zipCode, planYear })}>
          {messages.browseMorePlans}
        </LinkButton>
      </div>
    </DashboardSection>
  );
}

export function FindAPlan() {
  const messages = useMessages(dashboardMessages);
  return (
    <DashboardSection heading={messages.findAPlanHeading} className="sp-dashboard__find" part="prompt">
      <p>{messages.findAPlanBody}</p>
      <LinkButton href={SHOP_PATH}>{messages.findAPlan}</LinkButton>
    </DashboardSection>
  );
}
