/** Saved plans (spec §2.6 item 6): the saved-plans view's cards, reused; their pop-ups sit once at the dashboard level. */
import { PlanCardDataLoader } from '../plans/PlanCardDataLoader';
import { useAtomValue } from 'jotai';
import { savedPlansAtom } from '../../state/savedPlans';
import { PlanCard } from '../plans/PlanCard';
import { planKey } from '../../domain/planCardRules';
import { SAVED_PLANS_URL } from './links';
import { DashboardSection } from './DashboardSection';
import { SiteLink } from '../common/siteLinks';
import { useMessages } from '../i18n/useMessages';
import { dashboardMessages } from './dashboardMessages';

export function SavedPlansSection() {
  const plans = useAtomValue(savedPlansAtom);
  const messages = useMessages(dashboardMessages);
  return (
    <DashboardSection heading={messages.savedPlansHeading} className="sp-dashboard__saved-plans" part="saved-plans" focusFallback>
      <div className="sp-dashboard__grid">
        {plans.map((plan) => (
          <div key={planKey(plan)} data-plan-key={planKey(plan)} className="sp-dashboard__plan">
            <PlanCard plan={plan} />
          </div>
        ))}
      </div>
      <PlanCardDataLoader />
      <SiteLink className="sp-link-standalone" href={SAVED_PLANS_URL}>{messages.seeAllSavedPlans}</SiteLink>
    </DashboardSection>
  );
}
