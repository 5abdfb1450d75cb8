/**
 * Drug pricing for a plan (spec §2.7): each saved drug with a covered or
 * not-covered icon, its tier (tier 0: not applicable) and initial-coverage
 * cost, then the Part D deductible, or the all-tiers text when it is empty
 * or $0. Loaded only when first opened.
 */
import { useAtomValue } from 'jotai';
import type { Drug } from '../../api/schemas/drug';
import type { Plan } from '../../api/schemas/plan';
import { drugTier, isDeductibleEmpty } from '../../domain/costs';
import { drugCoverageStatus } from '../../domain/pharmacy';
import { drugsAtom } from '../../state/savedItems';
import { Button } from '../common/Button';
import { Dialog } from '../common/Dialog';
import { Icon } from '../common/Icon';
import type { LazyDialogProps } from '../common/lazyDialog';
import { amountText } from '../../domain/planCardRules';
import { useLocale, useMessages } from '../i18n/useMessages';
import { planDialogsMessages } from './planDialogsMessages';
import { plansMessages } from './plansMessages';
import { usePricedPlan } from './usePlanCardContext';

interface DrugPricingDialogProps extends LazyDialogProps {
  plan: Plan;
}

function drugCode(drug: Drug): string {
  return String(drug.nationalDrugCode ?? drug.drugId ?? '');
}

function DrugRow({ plan, drug }: { plan: Plan; drug: Drug }) {
  const messages = useMessages(plansMessages);
  const dialogMessages = useMessages(planDialogsMessages);
  const locale = useLocale();
  const code = drugCode(drug);
  const covered = (plan.coveredDrugs ?? []).includes(code);
  // The pharmacy message is for covered drugs only: a drug the plan does not cover stays 'Not covered'.
  const status = drugCoverageStatus({ covered, isShowPharmacyMessage: covered && plan.isShowPharmacyMessage === true });
  const tier = drugTier(plan.drugTier?.[code]);
  return (
    <tr>
      <th scope="row">{drug.drugDosage || drug.drugName}</th>
      <td>
        <span className="sp-drug-pricing__coverage">
          <Icon name={covered ? 'covered' : 'not-covered'} />
          {dialogMessages[status]}
        </span>
      </td>
      <td>{tier === null ? dialogMessages.tierNotApplicable : dialogMessages.tierNumber(tier)}</td>
      <td>{amountText(plan.costsDuringInitialCoveragePeriod?.[code], locale) ?? messages.notAvailable}</td>
    </tr>
  );
}

export default function DrugPricingDialog({ open, onClose, plan: storedPlan }: DrugPricingDialogProps) {
  const messages = useMessages(plansMessages);
  const dialogMessages = useMessages(planDialogsMessages);
  const locale = useLocale();
  const plan = usePricedPlan(storedPlan);
  const drugs = useAtomValue(drugsAtom);
  const deductible = plan.partDDeductible?.value;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      heading={dialogMessages.drugPricing}
      description={plan.planName}
      className="sp-drug-pricing"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {messages.close}
        </Button>
      }
    >
      <table className="sp-drug-pricing__table">
        <caption className="sp-visually-hidden">{dialogMessages.drugsIn(plan.planName)}</caption>
        <thead>
          <tr>
            <th scope="col">{dialogMessages.drug}</th>
            <th scope="col">{dialogMessages.coverage}</th>
            <th scope="col">{dialogMessages.tier}</th>
            <th scope="col">{dialogMessages.initialCoverageCost}</th>
          </tr>
        </thead>
        <tbody>
          {drugs.map((drug, i) => (
            <DrugRow key={`${drugCode(drug)}-${i}`} plan={plan} drug={drug} />
          ))}
        </tbody>
      </table>
      <p className="sp-drug-pricing__deductible">
        {isDeductibleEmpty(deductible) ? dialogMessages.allTiers : dialogMessages.partDDeductible(amountText(deductible, locale) ?? '')}
      </p>
    </Dialog>
  );
}
