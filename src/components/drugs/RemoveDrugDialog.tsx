/**
 * The remove-drug pop-up (spec §2.7): dosage, quantity, frequency and
 * supply length; 'Remove from saved drugs' or 'Keep drug'. Loaded only when
 * it first opens (lazyDialog).
 */
import type { Drug } from '../../api/schemas/drug';
import { refillText } from '../../domain/drugs';
import { ConfirmRemovalDialog } from '../common/ConfirmRemovalDialog';
import type { LazyDialogProps } from '../common/lazyDialog';
import { drugTitle, frequencyText, quantityText, supplyLengthText } from './drugText';

export interface RemoveDrugDialogProps extends LazyDialogProps {
  drug: Drug | null;
  onConfirm: (drug: Drug) => void;
  returnFocus: () => HTMLElement | null;
}

export default function RemoveDrugDialog({ drug, ...rest }: RemoveDrugDialogProps) {
  if (!drug) return null;
  const facts: [string, string | null | undefined][] = [
    ['Drug', drugTitle(drug)],
    ['Quantity', quantityText(drug)],
    ['Frequency', frequencyText(drug) ?? refillText(drug)],
    ['Supply length', supplyLengthText(drug)],
  ];
  return (
    <ConfirmRemovalDialog
      {...rest}
      item={drug}
      heading="Remove drug"
      description="This drug will be removed from your saved drugs."
      removeLabel="Remove from saved drugs"
      keepLabel="Keep drug"
      className="sp-remove-drug"
    >
      <dl className="sp-drugs__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </ConfirmRemovalDialog>
  );
}
