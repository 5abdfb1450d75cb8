/** One saved drug: dosage, quantity, frequency and refill text, with Edit and Remove (spec §2.4). */
import { memo } from 'react';
import { refillText } from '../../domain/drugs';
import type { Drug } from '../../api/schemas/drug';
import { Button } from '../common/Button';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { drugTitle, frequencyText, quantityText } from './drugText';
import { headingTag } from './headings';

interface DrugRowProps {
  drug: Drug;
  headingLevel?: number;
  onInfo: (drug: Drug) => void;
  onEdit: (drug: Drug) => void;
  onRemove: (drug: Drug) => void;
}

/** Memoised: with stable handlers, a row re-renders only when its drug changes. */
export const DrugRow = memo(function DrugRow({ drug, headingLevel, onInfo, onEdit, onRemove }: DrugRowProps) {
  const Title = headingTag(headingLevel, 1);
  const title = drugTitle(drug);
  const frequency = frequencyText(drug);
  return (
    <li className="sp-drugs__row" part="row">
      <Title className="sp-drugs__title">
        <Button variant="link" onClick={() => onInfo(drug)} aria-label={`${title}, drug information`}>
          {title}
        </Button>
      </Title>
      <dl className="sp-drugs__facts">
        <div>
          <dt>Quantity</dt>
          <dd>{quantityText(drug)}</dd>
        </div>
        {frequency && (
          <div>
            <dt>Frequency</dt>
            <dd>{frequency}</dd>
          </div>
        )}
        <div>
          <dt>Refill</dt>
          <dd>{refillText(drug)}</dd>
        </div>
      </dl>
      <div className="sp-drugs__row-actions">
        <Button variant="link" onClick={() => onEdit(drug)}>
          Edit<VisuallyHidden> {title}</VisuallyHidden>
        </Button>
        <Button variant="link" onClick={() => onRemove(drug)}>
          Remove<VisuallyHidden> {title}</VisuallyHidden>
        </Button>
      </div>
    </li>
  );
});
