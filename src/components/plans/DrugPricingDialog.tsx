/**
 * Drug pricing for a plan (spec §2.7): each saved drug with a covered or
 * not-covered icon, its tier (tier 0: not applicable) and initial-coverage
 * cost, then the Part D deductible, or the all-tiers text when it is empty
 * or $0. Loaded only when first opened.
 */
import { useAtomValue } from 'jotai';
import type { Drug } from '../../api/schemas/drug';
import type { Plan } from '../../api/schemas/plan';
import { costOrPlaceholder, drugTierText, isDeductibleEmpty } from '../../domain/costs';
import { drugCoveredText } from '../../domain/pharmacy';
import { drugsAtom } from '../../state/savedItems';
import { Button } from '../common/Button';
import { Dialog } from '../common/Dialog';
import { Icon } from '../common/Icon';
import type { LazyDialogProps } from '../common/lazyDialog';
import { amountText } from '../../domain/planCardRules';
import { usePricedPlan } from './usePlanCardContext';

/** Spec: "an all-tiers text" replaces an empty or $0 deductible; wording not shown. */
export const ALL_TIERS_TEXT = 'You pay no Part D deductible: your initial coverage costs apply to drugs in all tiers.';

/**
 * The pharmacy message a covered drug shows when the plan's pharmacy-message
 * flag applies (spec §5.5; wording not shown): the drug is covered, but the
 * chosen pharmacy is not in the plan's network. A drug the plan does not
 * cover stays 'Not covered'.
 */
export const PHARMACY_MESSAGE = 'Covered at network pharmacies; your pharmacy is not in this plan\'s network';

interface DrugPricingDialogProps extends LazyDialogProps {
  plan: Plan;
}

function drugCode(drug: Drug): string {
  return String(drug.nationalDrugCode ?? drug.drugId ?? '');
}

function DrugRow({ plan, drug }: { plan: Plan; drug: Drug }) {
  const code = drugCode(drug);
  const covered = (plan.coveredDrugs ?? []).includes(code);
  const coverage = drugCoveredText({ covered, isShowPharmacyMessage: plan.isShowPharmacyMessage === true, pharmacyMessage: covered ? PHARMACY_MESSAGE : null });
  const cost = plan.costsDuringInitialCoveragePeriod?.[code];
  return (
    <tr>
      <th scope="row">{drug.drugDosage || drug.drugName}</th>
      <td>
        <span className="sp-drug-pricing__coverage">
          <Icon name={covered ? 'covered' : 'not-covered'} />
          {coverage}
        </span>
      </td>
      <td>{drugTierText(plan.drugTier?.[code])}</td>
      <td>{amountText(cost) ?? costOrPlaceholder(cost)}</td>
    </tr>
  );
}

export default function DrugPricingDialog({ open, onClose, plan: storedPlan }: DrugPricingDialogProps) {
  const plan = usePricedPlan(storedPlan);
  const drugs = useAtomValue(drugsAtom);
  const deductible = plan.partDDeductible?.value;
  return (
    <Dialog open={open} onClose={onClose} heading="Drug pricing" description={plan.planName} className="sp-drug-pricing" footer={<Button variant="secondary" onClick={onClose}>Close</Button>}>
      <table className="sp-drug-pricing__table">
        <caption className="sp-visually-hidden">Your drugs in {plan.planName}</caption>
        <thead>
          <tr>
            <th scope="col">Drug</th>
            <th scope="col">Coverage</th>
            <th scope="col">Tier</th>
            <th scope="col">Initial coverage cost</th>
          </tr>
        </thead>
        <tbody>
          {drugs.map((drug, i) => (
            <DrugRow key={`${drugCode(drug)}-${i}`} plan={plan} drug={drug} />
          ))}
        </tbody>
      </table>
      <p className="sp-drug-pricing__deductible">
        {isDeductibleEmpty(deductible) ? ALL_TIERS_TEXT : `Part D deductible: ${amountText(deductible) ?? ''}`}
      </p>
    </Dialog>
  );
}
