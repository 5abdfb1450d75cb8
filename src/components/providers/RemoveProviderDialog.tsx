/**
 * The remove-provider pop-up (spec §2.7): name, speciality, address;
 * 'Remove from saved providers' or 'Keep provider'. Loaded only when it
 * first opens (lazyDialog).
 */
import type { Provider } from '../../api/schemas/provider';
import { Button } from '../common/Button';
import { Dialog } from '../common/Dialog';
import type { LazyDialogProps } from '../common/lazyDialog';
import { addressText, specialityText } from './providerText';

export interface RemoveProviderDialogProps extends LazyDialogProps {
  provider: Provider | null;
  onConfirm: (provider: Provider) => void;
  returnFocus: () => HTMLElement | null;
}

export default function RemoveProviderDialog({ open, onClose, provider, onConfirm, returnFocus }: RemoveProviderDialogProps) {
  if (!provider) return null;
  const speciality = specialityText(provider);
  const address = addressText(provider.providerAddress);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      heading="Remove provider"
      description="This provider will be removed from your saved doctors and dentists."
      returnFocus={returnFocus}
      className="sp-remove-provider"
      footer={
        <>
          <Button onClick={() => onConfirm(provider)}>Remove from saved providers</Button>
          <Button variant="link" onClick={onClose}>
            Keep provider
          </Button>
        </>
      }
    >
      <p className="sp-providers__name">{provider.providerName}</p>
      {speciality && <p className="sp-providers__speciality">{speciality}</p>}
      {address && <p className="sp-providers__address">{address}</p>}
    </Dialog>
  );
}
