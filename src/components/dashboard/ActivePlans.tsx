/** Your active plan (spec §2.6 item 3, §4.6): one card per member-enrolled plan. */
import { useAtomValue } from 'jotai';
import type { Plan } from '../../api/schemas/plan';
import { normalizePlanType } from '../../domain/planTypes';
import { parseCalendarDate } from '../../domain/time';
import { enrolledPlansAtom } from '../../state/savedPlans';
import { Card } from '../common/Card';
import { Tag } from '../common/Tag';
import { amountText } from '../../domain/planCardRules';
import { planDetailsUrl } from '../plans/planUrls';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { DashboardSection } from './DashboardSection';
import { SiteLink } from '../common/siteLinks';
import { useMessages } from '../i18n/useMessages';
import { dashboardMessages } from './dashboardMessages';

function ActivePlanCard({ plan }: { plan: Plan }) {
  const messages = useMessages(dashboardMessages);
  const start = parseCalendarDate(plan.effectiveDate);
  const since = start ? messages.calendarDate(start.year, start.month, start.day) : null;
  const premium = plan.monthlyPremiumFormatted?.trim() || amountText(plan.monthlyPremium);
  return (
    <Card
      heading={plan.planName}
      eyebrow={<Tag planType={normalizePlanType(plan.planType) ?? 'MA'} />}
      className="sp-dashboard__card sp-dashboard__active-plan"
      footer={
        <SiteLink className="sp-link-standalone" href={planDetailsUrl({ zipcode: plan.zipCode, county: plan.county, planYear: plan.planYear }, plan.planId)}>
          {messages.viewPlanDetails}
          <VisuallyHidden>{messages.forPlan(plan.planName)}</VisuallyHidden>
        </SiteLink>
      }
    >
      <dl className="sp-dashboard__facts">
        {since && (
          <div>
            <dt>{messages.coverageStarted}</dt>
            <dd>{since}</dd>
          </div>
        )}
        {premium && (
          <div>
            <dt>{messages.monthlyPremium}</dt>
            <dd>{premium}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}

export function ActivePlans() {
  const plans = useAtomValue(enrolledPlansAtom);
  const messages = useMessages(dashboardMessages);
  return (
    <DashboardSection heading={messages.activePlanHeading} className="sp-dashboard__active">
      <div className="sp-dashboard__grid">
        {plans.map((plan) => (
          <ActivePlanCard key={`${plan.planId} ${String(plan.planYear)}`} plan={plan} />
        ))}
      </div>
    </DashboardSection>
  );
}
