/**
 * Remove plan pop-up (spec §2.7): name, type tag, monthly premium (or its
 * Extra Help variant), a second benefit, and for Medicare Supplement the
 * legal entity and positioning statement. Loaded only when first opened.
 */
import type { Plan } from '../../api/schemas/plan';
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
  returnFocus: () => HTMLElement | null | undefined;
}

export default function RemovePlanDialog({ plan, ...rest }: RemovePlanDialogProps) {
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
