/**
 * The plan pop-ups, each code-split (lazyDialog) and opened through its
 * element's own atom (spec §3.9): remove plan (planToBeDeleted), drug pricing
 * (drugPricingPlan), learn more / call to enroll (planToBeEnrolledByPhone),
 * Extra Help with the plan's figures (extraHelpPlan). Render once beside plan
 * cards. Each atom belongs to the element showing the pop-up, so with two
 * plan elements on a page a click opens the pop-up in its own element only.
 */
import { useAtom } from 'jotai';
import type { Plan } from '../../api/schemas/plan';
import { removalCode, removePlan } from '../../state/removalOnDemand';
import { planExtraHelpFigures } from '../../domain/extraHelpPremiums';
import { elementAtom } from '../common/elementAtom';
import { lazyDialog, usePrefetchWhenSettled } from '../common/lazyDialog';
import { LiveRegion } from '../common/LiveRegion';
import { useConfirmedRemoval } from '../common/useConfirmedRemoval';
import { planPremium } from './planCardModel';
import { usePlanCardContext, type PlanCardContext } from './usePlanCardContext';
import { planCardCss } from './PlanCard.css';
import { useSheet } from '../common/useSheet';
import { useMessages } from '../i18n/useMessages';
import { plansMessages } from './plansMessages';

const RemovePlanDialog = lazyDialog(() => import('./RemovePlanDialog'), 'remove plan');
const DrugPricingDialog = lazyDialog(() => import('./DrugPricingDialog'), 'drug pricing');
const LearnMoreDialog = lazyDialog(() => import('./LearnMoreDialog'), 'learn more');
const ExtraHelpDialog = lazyDialog(() => import('../extraHelp/ExtraHelpDialog'), 'extra help');

/** The plan this element's remove pop-up asks about (spec §3.9 planToBeDeleted); plan cards open it. */
export const usePlanToBeDeletedAtom = elementAtom<Plan | null>(null);
/** The plan whose drug pricing this element's pop-up shows (spec §3.9 drugPricingPlan). */
export const useDrugPricingPlanAtom = elementAtom<Plan | null>(null);
/** The plan this element's learn-more / call-to-enroll pop-up is about (spec §3.9 planToBeEnrolledByPhone, §4.12). */
export const usePlanToBeEnrolledByPhoneAtom = elementAtom<Plan | null>(null);
/** The plan whose figures this element's Extra Help pop-up shows (its second version, spec §2.7). */
export const useExtraHelpPlanAtom = elementAtom<Plan | null>(null);

/** The Extra Help pop-up's figures for a plan: those its card shows (a missing premium gives the pop-up's default). */
function extraHelpFigures(plan: Plan, context: PlanCardContext) {
  const premium = planPremium(plan, context);
  return planExtraHelpFigures({ monthly: premium.monthly ?? '', lis: premium.lis });
}

export function PlanDialogs() {
  useSheet(planCardCss);
  const [pricingPlan, setPricingPlan] = useAtom(useDrugPricingPlanAtom());
  const [phonePlan, setPhonePlan] = useAtom(usePlanToBeEnrolledByPhoneAtom());
  const [extraHelpPlan, setExtraHelpPlan] = useAtom(useExtraHelpPlanAtom());
  const messages = useMessages(plansMessages);
  const cardContext = usePlanCardContext();
  // Rendered only while open, so fetched ahead here: they still open if the connection drops later.
  usePrefetchWhenSettled(RemovePlanDialog, DrugPricingDialog, LearnMoreDialog, removalCode);

  // The card leaves at once; the pop-up stays, busy, until the server answers.
  const removal = useConfirmedRemoval<Plan>({
    remove: removePlan,
    popup: usePlanToBeDeletedAtom(),
    nameOf: (plan) => plan.planName,
    savedIn: messages.savedIn,
  });
  const toDelete = removal.item;

  return (
    <>
      <LiveRegion message={removal.message} />
      {toDelete && (
        <RemovePlanDialog open onClose={removal.close} plan={toDelete} onConfirm={(plan) => void removal.confirm(plan)} />
      )}
      {pricingPlan && <DrugPricingDialog open onClose={() => setPricingPlan(null)} plan={pricingPlan} />}
      {phonePlan && <LearnMoreDialog open onClose={() => setPhonePlan(null)} plan={phonePlan} />}
      {extraHelpPlan && <ExtraHelpDialog open onClose={() => setExtraHelpPlan(null)} planYear={Number(extraHelpPlan.planYear)} {...extraHelpFigures(extraHelpPlan, cardContext)} />}
    </>
  );
}
