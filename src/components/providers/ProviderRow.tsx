/** One saved provider: coverage-type icon, name, speciality, address, Edit and Remove (spec §2.5). */
import { memo } from 'react';
import type { Provider } from '../../api/schemas/provider';
import { Button } from '../common/Button';
import { Icon } from '../common/Icon';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { Heading } from '../common/headings';
import { useMessages } from '../i18n/useMessages';
import { providersMessages } from './providersMessages';
import { addressText, providerIconOf, specialityText } from './providerText';

interface ProviderRowProps {
  provider: Provider;
  onEdit: (provider: Provider) => void;
  onRemove: (provider: Provider) => void;
}

/** Memoised: with stable handlers, a row re-renders only when its provider changes (or the locale does). */
export const ProviderRow = memo(function ProviderRow({ provider, onEdit, onRemove }: ProviderRowProps) {
  const messages = useMessages(providersMessages);
  const { icon, label } = providerIconOf(provider, messages);
  const speciality = specialityText(provider);
  const address = addressText(provider.providerAddress);
  return (
    <li className="sp-providers__row" part="row">
      <Icon name={icon} label={label} className="sp-providers__icon" />
      <div className="sp-providers__details">
        <Heading className="sp-providers__name">{provider.providerName}</Heading>
        {speciality && <p className="sp-providers__speciality">{speciality}</p>}
        {address && <p className="sp-providers__address">{address}</p>}
      </div>
      <div className="sp-providers__row-actions">
        <Button variant="link" onClick={() => onEdit(provider)}>
          {messages.edit}
          <VisuallyHidden> {provider.providerName}</VisuallyHidden>
        </Button>
        <Button variant="link" onClick={() => onRemove(provider)}>
          {messages.remove}
          <VisuallyHidden> {provider.providerName}</VisuallyHidden>
        </Button>
      </div>
    </li>
  );
});
