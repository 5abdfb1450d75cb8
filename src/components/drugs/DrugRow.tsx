/** One saved drug: dosage, quantity, frequency and refill text, with Edit and Remove (spec §2.4). */
import { memo } from 'react';
import type { Drug } from '../../api/schemas/drug';
import { Button } from '../common/Button';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { useMessages } from '../i18n/useMessages';
import { drugsMessages } from './drugsMessages';
import { drugTitle, frequencyText, quantityText, refillText } from './drugText';
import { Heading } from '../common/headings';

interface DrugRowProps {
  drug: Drug;
  onInfo: (drug: Drug) => void;
  onEdit: (drug: Drug) => void;
  onRemove: (drug: Drug) => void;
}

/** Memoised: with stable handlers, a row re-renders only when its drug changes (or the locale does). */
export const DrugRow = memo(function DrugRow({ drug, onInfo, onEdit, onRemove }: DrugRowProps) {
  const messages = useMessages(drugsMessages);
  const title = drugTitle(drug);
  const frequency = frequencyText(drug, messages);
  return (
    <li className="sp-drugs__row" part="row">
      <Heading className="sp-drugs__title">
        <Button variant="link" onClick={() => onInfo(drug)} aria-label={messages.drugInformation(title)}>
          {title}
        </Button>
      </Heading>
      <dl className="sp-drugs__facts">
        <div>
          <dt>{messages.quantity}</dt>
          <dd>{quantityText(drug)}</dd>
        </div>
        {frequency && (
          <div>
            <dt>{messages.frequency}</dt>
            <dd>{frequency}</dd>
          </div>
        )}
        <div>
          <dt>{messages.refill}</dt>
          <dd>{refillText(drug, messages)}</dd>
        </div>
      </dl>
      <div className="sp-drugs__row-actions">
        <Button variant="link" onClick={() => onEdit(drug)}>
          {messages.edit}
          <VisuallyHidden> {title}</VisuallyHidden>
        </Button>
        <Button variant="link" onClick={() => onRemove(drug)}>
          {messages.remove}
          <VisuallyHidden> {title}</VisuallyHidden>
        </Button>
      </div>
    </li>
  );
});
