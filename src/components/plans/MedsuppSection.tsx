/**
 * The Medicare Supplement list (spec §2.3): the cards when the plans' state
 * is approved (content medsuppStateFlip approvedStates), otherwise the 'Plan
 * Card Unavailable' card with the phone and a close action.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { Plan } from '../../api/schemas/plan';
import { configAtom } from '../../state/config';
import { loadMedsuppApplication } from '../../state/plans/applicationLoading';
import { supplementApplication } from '../../state/plans/applicationsOnDemand';
import { whenPageSettled } from '../common/whenPageSettled';
import { contentFailedAtom, medsuppStateContentAtom, medsuppStateContentOf, requestMedsuppStateContent } from '../../state/content';
import { useLocale, useMessages } from '../i18n/useMessages';
import { Button } from '../common/Button';
import { Card } from '../common/Card';
import { useHost } from '../common/host';
import { Spinner } from '../common/Spinner';
import { useContent } from '../common/useStartupAndContent';
import { PlanList, type PlanListProps } from './PlanList';
import { plansMessages } from './plansMessages';
import { useHoldFollowUps } from './useFollowUpCalls';

/** The plans' state: the first supplement plan with a county state code. */
export function medsuppStateCode(plans: readonly Plan[]): string | undefined {
  return plans.find((plan) => plan.county?.stateCode)?.county?.stateCode;
}

export function MedsuppSection(props: PlanListProps) {
  const flip = useContent('medsuppStateFlip');
  const flipFailed = useAtomValue(contentFailedAtom('medsuppStateFlip'));
  const messages = useMessages(plansMessages);
  const hasPlans = props.plans.length > 0;
  const deciding = hasPlans && !flip && !flipFailed;
  // The cards' follow-up calls wait until this list has painted too (useFollowUpCalls.ts).
  useHoldFollowUps(deciding);
  // A card for a plan the user already applies for continues that application (spec §4.8): its button needs
  // it. The code its click runs is fetched once the page has settled, so it is there when needed, even offline.
  useEffect(() => {
    if (!hasPlans) return undefined;
    void loadMedsuppApplication();
    return whenPageSettled(supplementApplication.prefetch);
  }, [hasPlans]);
  if (!hasPlans) return null;
  // Until the approval list arrives nothing is decided: say it is loading.
  if (deciding) return <Spinner label={messages.loadingMedsupp} className="sp-plan-list__loading" />;
  // A failed list approves no state: the Unavailable card with its phone
  // number is what a person can act on (cards for a state not known to be
  // approved must not show).
  const stateCode = medsuppStateCode(props.plans);
  if (stateCode && flip?.approvedStates.includes(stateCode)) return <StatePlanList {...props} stateCode={stateCode} />;
  return <UnavailableCard />;
}

/**
 * The list with the state's supplement content (spec §7.1 "supplement
 * component text and exclusions are fetched by state property"). Not said
 * in the spec, chosen here: the state's heading text names the list, and its
 * exclusions are plans not offered in that state, so their cards stay (a
 * saved plan is never hidden) but they are left out of the compare link, as
 * suppressed plans are. Until it loads, or if it fails, the list shows as
 * without it.
 */
function StatePlanList({ stateCode, ...props }: PlanListProps & { stateCode: string }) {
  const locale = useLocale();
  useEffect(() => requestMedsuppStateContent(stateCode, locale), [stateCode, locale]);
  const content = medsuppStateContentOf(useAtomValue(medsuppStateContentAtom), stateCode, locale);
  const exclusions = content?.exclusions ?? [];
  return (
    <PlanList
      {...props}
      heading={content?.texts.heading ?? props.heading}
      suppressedPlanIds={exclusions.length > 0 ? [...props.suppressedPlanIds, ...exclusions] : props.suppressedPlanIds}
    />
  );
}

/** At the level of the plan lists beside it. */
function UnavailableCard() {
  const messages = useMessages(plansMessages);
  const texts = useContent('medsuppContent')?.texts;
  const phone = useAtomValue(configAtom).tollFreeNumber;
  const host = useHost();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const close = () => {
    setClosed(true);
    // The Close button goes with the card: keep focus in the plans view.
    (host?.shadowRoot ?? document).querySelector<HTMLElement>('[data-focus-fallback]')?.focus();
  };
  return (
    <Card
      as="section"
      className="sp-medsupp-unavailable"
      heading={texts?.unavailableHeading ?? messages.unavailableHeading}
      footer={
        <Button variant="link" onClick={close}>
          {messages.close}
        </Button>
      }
    >
      <p>{texts?.unavailableBody ?? messages.unavailableBody(phone)}</p>
    </Card>
  );
}
