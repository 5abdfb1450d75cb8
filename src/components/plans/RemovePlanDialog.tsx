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
import { usePlanCardContext } from './usePlanCardContext';

export interface RemovePlanDialogProps extends LazyDialogProps {
  plan: Plan;
  /** Removes the plan; the pop-up closes when the removal settles. */
  onConfirm: (plan: Plan) => void;
  returnFocus: () => HTMLElement | null | undefined;
}

export default function RemovePlanDialog({ plan, ...rest }: RemovePlanDialogProps) {
  const context = usePlanCardContext();
  const premium = planPremium(plan, context);
  const type = normalizePlanType(plan.planType) ?? 'MA';
  const secondBenefit = plan.benefits?.[1];
  return (
    <ConfirmRemovalDialog
      {...rest}
      item={plan}
      heading="Remove this plan from your saved plans?"
      removeLabel="Remove from saved plans"
      keepLabel="Keep plan"
      className="sp-remove-plan"
    >
      <div className="sp-remove-plan__plan">
        <Tag planType={type} />
        <p className="sp-remove-plan__name">{plan.planName}</p>
        <dl className="sp-plan-card__premium">
          <div className="sp-plan-card__figure">
            <dt>{premium.lis ? 'Monthly premium with Extra Help' : 'Monthly premium'}</dt>
            <dd>{premium.lis ?? premium.monthly}</dd>
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
