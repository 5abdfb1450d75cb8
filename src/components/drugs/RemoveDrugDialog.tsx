/**
 * The remove-drug pop-up (spec §2.7): dosage, quantity, frequency and
 * supply length; 'Remove from saved drugs' or 'Keep drug'. Loaded only when
 * it first opens (lazyDialog).
 */
import type { Drug } from '../../api/schemas/drug';
import { ConfirmRemovalDialog } from '../common/ConfirmRemovalDialog';
import type { LazyDialogProps } from '../common/lazyDialog';
import { useMessages } from '../i18n/useMessages';
import { drugsMessages } from './drugsMessages';
import { drugTitle, frequencyText, quantityText, refillText, supplyLengthText } from './drugText';

export interface RemoveDrugDialogProps extends LazyDialogProps {
  drug: Drug | null;
  onConfirm: (drug: Drug) => void;
  returnFocus: () => HTMLElement | null;
}

export default function RemoveDrugDialog({ drug, ...rest }: RemoveDrugDialogProps) {
  const messages = useMessages(drugsMessages);
  if (!drug) return null;
  const facts: [string, string][] = [
    [messages.drug, drugTitle(drug)],
    [messages.quantity, quantityText(drug)],
    [messages.frequency, frequencyText(drug, messages) ?? refillText(drug, messages)],
    [messages.supplyLength, supplyLengthText(drug, messages)],
  ];
  return (
    <ConfirmRemovalDialog
      {...rest}
      item={drug}
      heading={messages.removeHeading}
      description={messages.removeDescription}
      removeLabel={messages.removeConfirm}
      keepLabel={messages.keep}
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
