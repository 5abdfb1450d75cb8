/** One saved provider: coverage-type icon, name, speciality, address, Edit and Remove (spec §2.5). */
import { memo } from 'react';
import type { Provider } from '../../api/schemas/provider';
import { Button } from '../common/Button';
import { Icon } from '../common/Icon';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { headingTag } from '../drugs/headings';
import { addressText, providerIconOf, specialityText } from './providerText';

interface ProviderRowProps {
  provider: Provider;
  headingLevel?: number;
  onEdit: (provider: Provider) => void;
  onRemove: (provider: Provider) => void;
}

/** Memoised: with stable handlers, a row re-renders only when its provider changes. */
export const ProviderRow = memo(function ProviderRow({ provider, headingLevel, onEdit, onRemove }: ProviderRowProps) {
  const Name = headingTag(headingLevel, 2);
  const { icon, label } = providerIconOf(provider);
  const speciality = specialityText(provider);
  const address = addressText(provider.providerAddress);
  return (
    <li className="sp-providers__row" part="row">
      <Icon name={icon} label={label} className="sp-providers__icon" />
      <div className="sp-providers__details">
        <Name className="sp-providers__name">{provider.providerName}</Name>
        {speciality && <p className="sp-providers__speciality">{speciality}</p>}
        {address && <p className="sp-providers__address">{address}</p>}
      </div>
      <div className="sp-providers__row-actions">
        <Button variant="link" onClick={() => onEdit(provider)}>
          Edit<VisuallyHidden> {provider.providerName}</VisuallyHidden>
        </Button>
        <Button variant="link" onClick={() => onRemove(provider)}>
          Remove<VisuallyHidden> {provider.providerName}</VisuallyHidden>
        </Button>
      </div>
    </li>
  );
});
