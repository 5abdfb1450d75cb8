/**
 * The remove-provider pop-up (spec §2.7): name, speciality, address;
 * 'Remove from saved providers' or 'Keep provider'. Loaded only when it
 * first opens (lazyDialog).
 */
import type { Provider } from '../../api/schemas/provider';
import { ConfirmRemovalDialog } from '../common/ConfirmRemovalDialog';
import type { LazyDialogProps } from '../common/lazyDialog';
import { useMessages } from '../i18n/useMessages';
import { providersMessages } from './providersMessages';
import { addressText, specialityText } from './providerText';

export interface RemoveProviderDialogProps extends LazyDialogProps {
  provider: Provider | null;
  onConfirm: (provider: Provider) => void;
  returnFocus: () => HTMLElement | null;
}

export default function RemoveProviderDialog({ provider, ...rest }: RemoveProviderDialogProps) {
  const messages = useMessages(providersMessages);
  if (!provider) return null;
  const speciality = specialityText(provider);
  const address = addressText(provider.providerAddress);
  return (
    <ConfirmRemovalDialog
      {...rest}
      item={provider}
      heading={messages.removeHeading}
      description={messages.removeDescription}
      removeLabel={messages.removeConfirm}
      keepLabel={messages.keep}
      className="sp-remove-provider"
    >
      <p className="sp-providers__name">{provider.providerName}</p>
      {speciality && <p className="sp-providers__speciality">{speciality}</p>}
      {address && <p className="sp-providers__address">{address}</p>}
    </ConfirmRemovalDialog>
  );
}
