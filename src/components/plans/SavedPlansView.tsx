/** The plans view (spec §2.3): year toggle, the four lists or the empty state, and the plan pop-ups. */
import { PlanCardDataLoader } from './PlanCardDataLoader';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import type { Plan } from '../../api/schemas/plan';
import { activeYearAtom } from '../../state/planYear';
import { plansDetailsAtom } from '../../state/profile';
import { maPlansListAtom, medsuppPlansListAtom, pdpPlansListAtom, savedPlansCountAtom, snpPlansListAtom } from '../../state/savedPlans';
import { LinkButton } from '../common/Button';
import { MedsuppSection } from './MedsuppSection';
import { PlanDialogs } from './PlanDialogs';
import { PlanList } from './PlanList';
import { PlanYearToggle } from './PlanYearToggle';
import { planSummaryUrl, type PlanContext } from './planUrls';
import { usePlanCardContext } from './usePlanCardContext';
import { useMessages } from '../i18n/useMessages';
import { plansMessages } from './plansMessages';
import { Heading, Section } from '../common/headings';

/** The shared plan-browsing context of the saved plans: zip, county, active year. */
export function useSavedPlansContext(plans: readonly Plan[]): PlanContext {
  const details = useAtomValue(plansDetailsAtom);
  const planYear = useAtomValue(activeYearAtom);
  const first = plans[0];
  return { zipcode: details?.zipCode ?? first?.zipCode, county: first?.county, planYear };
}

/** The view's heading at the element's level; each plan list's one below, its cards two below. */
export function SavedPlansView() {
  const messages = useMessages(plansMessages);
  const headingId = useId();
  const lists = {
    ma: useAtomValue(maPlansListAtom),
    pdp: useAtomValue(pdpPlansListAtom),
    snp: useAtomValue(snpPlansListAtom),
    ms: useAtomValue(medsuppPlansListAtom),
  };
  const count = useAtomValue(savedPlansCountAtom);
  const context = useSavedPlansContext([...lists.ma, ...lists.pdp, ...lists.snp, ...lists.ms]);
  const { suppressedPlanIds } = usePlanCardContext();
  const common = { context, suppressedPlanIds };
  return (
    <section className="sp-saved-plans" aria-labelledby={headingId}>
      <Heading id={headingId} className="sp-saved-plans__heading" tabIndex={-1} data-focus-fallback>
        {messages.heading}
      </Heading>
      <PlanYearToggle />
      {count === 0 ? (
        <div className="sp-saved-plans__empty" part="empty">
          <p className="sp-saved-plans__empty-text">{messages.emptyText}</p>
          <LinkButton href={planSummaryUrl(context)}>{messages.browseAllPlans}</LinkButton>
        </div>
      ) : (
        <Section>
          {lists.ma.length > 0 && <PlanList heading={messages.maHeading} compareType="MA" plans={lists.ma} {...common} />}
          {lists.pdp.length > 0 && <PlanList heading={messages.pdpHeading} compareType="PDP" plans={lists.pdp} {...common} />}
          {lists.snp.length > 0 && <PlanList heading={messages.snpHeading} compareType="SNP" plans={lists.snp} {...common} />}
          <MedsuppSection heading={messages.msHeading} compareType="MS" plans={lists.ms} {...common} />
        </Section>
      )}
      <PlanCardDataLoader />
      <PlanDialogs />
    </section>
  );
}
