/**
 * The dashboard's prompts (spec §2.6 items 7 and 8, and the anonymous
 * visitor's find-a-plan prompt).
 */
import { useAtomValue } from 'jotai';
import { activeYearAtom } from '../../state/planYear';
import { RECOMMENDATION_PATH } from '../../state/recommendations';
import { savedPlansCountAtom } from '../../state/savedPlans';
import type { HeadingLevel } from '../common/Accordion';
import { LinkButton } from '../common/Button';
import { planSummaryUrl } from '../plans/planUrls';
import { SAVED_PLANS_URL, SHOP_PATH } from './links';
import { Section } from './Section';

export function StartRecommendation({ headingLevel }: { headingLevel: HeadingLevel }) {
  return (
    <Section heading="Find the plan that fits you" headingLevel={headingLevel} className="sp-dashboard__start-recommendation" part="prompt">
      <p>Answer a few questions about your doctors, drugs and budget, and we will recommend plans that match what matters to you.</p>
      <LinkButton href={RECOMMENDATION_PATH}>Get a plan recommendation</LinkButton>
    </Section>
  );
}

/** Small screens only (hidden from medium up by the stylesheet). */
export function MobilePlansBlock({ headingLevel, zipCode }: { headingLevel: HeadingLevel; zipCode: string | undefined }) {
  const count = useAtomValue(savedPlansCountAtom);
  const planYear = useAtomValue(activeYearAtom);
  return (
    <Section heading="Keep shopping" headingLevel={headingLevel} className="sp-dashboard__mobile" part="mobile">
      <p>
        You have {count} saved {count === 1 ? 'plan' : 'plans'}. Compare them side by side or keep browsing.
      </p>
      <div className="sp-dashboard__actions">
        <LinkButton href={SAVED_PLANS_URL}>Compare saved plans</LinkButton>
        <LinkButton variant="secondary" href={planSummaryUrl({ zipcode: zipCode, planYear })}>
          Browse more plans
        </LinkButton>
      </div>
    </Section>
  );
}

export function FindAPlan({ headingLevel }: { headingLevel: HeadingLevel }) {
  return (
    <Section heading="Find a Medicare plan" headingLevel={headingLevel} className="sp-dashboard__find" part="prompt">
      <p>Shop plans in your area, save the ones you like, and sign in any time to keep them in your account.</p>
      <LinkButton href={SHOP_PATH}>Find a plan</LinkButton>
    </Section>
  );
}
