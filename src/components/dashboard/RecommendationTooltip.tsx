/** The recommendation card tooltip (spec §2.7): the text for the top plan's type and a close button. Code-split. */
import type { RecommendationTooltipVariant } from '../../domain/recommendation';
import { Button } from '../common/Button';
import { Dialog } from '../common/Dialog';
import { useMessages } from '../i18n/useMessages';
import { dashboardMessages } from './dashboardMessages';

interface Props {
  open: boolean;
  onClose: () => void;
  variant: RecommendationTooltipVariant;
}

export default function RecommendationTooltip({ open, onClose, variant }: Props) {
  const messages = useMessages(dashboardMessages);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      heading={messages.tooltipHeading}
      className="sp-dashboard__tooltip"
      showCloseButton={false}
      footer={<Button onClick={onClose}>{messages.close}</Button>}
    >
      <p data-variant={variant}>{messages.tooltipText(variant)}</p>
    </Dialog>
  );
}
