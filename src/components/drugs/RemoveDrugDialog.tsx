/**
 * The remove-drug pop-up (spec §2.7): dosage, quantity, frequency and
 * supply length; 'Remove from saved drugs' or 'Keep drug'. Loaded only when
 * it first opens (lazyDialog).
 */
import type { Drug } from '../../api/schemas/drug';
import { refillText } from '../../domain/drugs';
import { Button } from '../common/Button';
import { Dialog } from '../common/Dialog';
import type { LazyDialogProps } from '../common/lazyDialog';
import { drugTitle, frequencyText, quantityText, supplyLengthText } from './drugText';

export interface RemoveDrugDialogProps extends LazyDialogProps {
  drug: Drug | null;
  onConfirm: (drug: Drug) => void;
  returnFocus: () => HTMLElement | null;
}

export default function RemoveDrugDialog({ open, onClose, drug, onConfirm, returnFocus }: RemoveDrugDialogProps) {
  if (!drug) return null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      heading="Remove drug"
      description="This drug will be removed from your saved drugs."
      returnFocus={returnFocus}
      className="sp-remove-drug"
      footer={
        <>
          <Button onClick={() => onConfirm(drug)}>Remove from saved drugs</Button>
          <Button variant="link" onClick={onClose}>
            Keep drug
          </Button>
        </>
      }
    >
      <dl className="sp-drugs__facts">
        <div>
          <dt>Drug</dt>
          <dd>{drugTitle(drug)}</dd>
        </div>
        <div>
          <dt>Quantity</dt>
          <dd>{quantityText(drug)}</dd>
        </div>
        <div>
          <dt>Frequency</dt>
          <dd>{frequencyText(drug) ?? refillText(drug)}</dd>
        </div>
        <div>
          <dt>Supply length</dt>
          <dd>{supplyLengthText(drug)}</dd>
        </div>
      </dl>
    </Dialog>
  );
}
