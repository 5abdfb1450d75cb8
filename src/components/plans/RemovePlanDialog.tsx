/**
 * Remove plan pop-up (spec §2.7): name, type tag, monthly premium (or its
 * Extra Help variant), a second benefit, and for Medicare Supplement the
 * legal entity and positioning statement. Loaded only when first opened.
 */
import type { Plan } from '../../api/schemas/plan';
import { planKey } from '../../domain/planCardRules';
import { focusWhenFound } from '../common/focus';
import { useHost } from '../common/host';
import { normalizePlanType } from '../../domain/planTypes';
import { ConfirmRemovalDialog } from '../common/ConfirmRemovalDialog';
import type { LazyDialogProps } from '../common/lazyDialog';
import { Tag } from '../common/Tag';
import { planPremium } from './planCardModel';
import { shownBenefit } from '../../domain/planBenefits';
import { useBenefitContent, usePlanCardContext } from './usePlanCardContext';
import { useMessages } from '../i18n/useMessages';
import { planDialogsMessages } from './planDialogsMessages';
import { plansMessages } from './plansMessages';

export interface RemovePlanDialogProps extends LazyDialogProps {
  plan: Plan;
  /** Removes the plan; the pop-up closes when the removal settles. */
  onConfirm: (plan: Plan) => void;
}

/**
 * Where focus goes when the opener is gone: the plan's Remove button when its
 * card is back (a removal the server refused), else the plans heading (the
 * first marked: on the dashboard, once the last plan and its section are gone,
 * the saved-items tiles', which offer to add plans again). A card
 * whose list renders again a moment after the pop-up has closed (a supplement
 * list decided anew) takes focus from the heading as it comes. Here, with the
 * pop-up's code, not in the page's first render.
 */
function focusFallback(host: HTMLElement | null, plan: Plan): HTMLElement | null {
  const root: ParentNode & Node = host?.shadowRoot ?? host ?? document;
  const removeButton = () =>
    Array.from(root.querySelectorAll<HTMLElement>('[data-plan-key]'))
      .find((el) => el.dataset.planKey === planKey(plan))
      ?.querySelector<HTMLElement>('.sp-plan-card__remove');
  const button = removeButton();
  if (button) return button;
  const heading = root.querySelector<HTMLElement>('[data-focus-fallback]');
  if (heading) focusWhenFound(root, removeButton, heading);
  return heading;
}

export default function RemovePlanDialog({ plan, ...rest }: RemovePlanDialogProps) {
  const host = useHost();
  const messages = useMessages(plansMessages);
  const dialogMessages = useMessages(planDialogsMessages);
  const context = usePlanCardContext();
  const premium = planPremium(plan, context);
  const type = normalizePlanType(plan.planType) ?? 'MA';
  const benefitContent = useBenefitContent();
  const second = plan.benefits?.[1];
  const secondBenefit = second && shownBenefit(second, benefitContent);
  return (
    <ConfirmRemovalDialog
      {...rest}
      returnFocus={() => focusFallback(host, plan)}
      item={plan}
      heading={dialogMessages.removeHeading}
      removeLabel={dialogMessages.removeFromSaved}
      keepLabel={dialogMessages.keepPlan}
      className="sp-remove-plan"
    >
      <div className="sp-remove-plan__plan">
        <Tag planType={type} />
        <p className="sp-remove-plan__name">{plan.planName}</p>
        <dl className="sp-plan-card__premium">
          <div className="sp-plan-card__figure">
            <dt>{premium.lis ? messages.monthlyPremiumWithExtraHelp : messages.monthlyPremium}</dt>
            <dd>{premium.lis ?? premium.monthly ?? messages.notAvailable}</dd>
          </div>
          {secondBenefit?.label && (
            <div className="sp-plan-card__figure">
              <dt>{secondBenefit.label}</dt>
              <dd>{secondBenefit.value ?? ''}</dd>
            </div>
          )}
        </dl>
        {type === 'MS' && plan.msLegalEntity && <p className="sp-remove-plan__entity">{plan.msLegalEntity}</p>}
        {type === 'MS' && plan.msPlanPositioningStatement && <p>{plan.msPlanPositioningStatement}</p>}
      </div>
    </ConfirmRemovalDialog>
  );
}
