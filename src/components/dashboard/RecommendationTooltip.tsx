/** The recommendation card tooltip (spec §2.7): the text for the top plan's type and a close button. Code-split. */
import type { RecommendationTooltipVariant } from '../../domain/recommendation';
import { Button } from '../common/Button';
import { Dialog } from '../common/Dialog';
import { TOOLTIP_HEADING, TOOLTIP_TEXTS } from './tooltipTexts';

interface Props {
  open: boolean;
  onClose: () => void;
  variant: RecommendationTooltipVariant;
}

export default function RecommendationTooltip({ open, onClose, variant }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      heading={TOOLTIP_HEADING}
      headingLevel={2}
      className="sp-dashboard__tooltip"
      showCloseButton={false}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <p data-variant={variant}>{TOOLTIP_TEXTS[variant]}</p>
    </Dialog>
  );
}
