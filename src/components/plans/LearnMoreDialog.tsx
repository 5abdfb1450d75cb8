/**
 * Learn more / call to enroll (spec §2.7, §4.12 "enrolling by phone"): the
 * toll-free number for the plan's product type and the TTY 711 note, with
 * the sales hours of spec §9. Loaded only when first opened.
 */
import type { Plan } from '../../api/schemas/plan';
import { Button } from '../common/Button';
import { Dialog } from '../common/Dialog';
import type { LazyDialogProps } from '../common/lazyDialog';
import { enrollPhoneNumber } from '../../domain/planCardRules';
import { useMessages } from '../i18n/useMessages';
import { planDialogsMessages } from './planDialogsMessages';
import { plansMessages } from './plansMessages';

interface LearnMoreDialogProps extends LazyDialogProps {
  plan: Plan;
}

export default function LearnMoreDialog({ open, onClose, plan }: LearnMoreDialogProps) {
  const messages = useMessages(plansMessages);
  const dialogMessages = useMessages(planDialogsMessages);
  const phone = enrollPhoneNumber(plan);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      heading={dialogMessages.callToEnroll}
      className="sp-learn-more"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {messages.close}
        </Button>
      }
    >
      <p>{dialogMessages.learnMoreIntro(plan.planName)}</p>
      <p className="sp-learn-more__phone">
        <a href={`tel:${phone.replace(/[^\d]/g, '')}`}>{phone}</a> {dialogMessages.tty}
      </p>
      <p>{dialogMessages.salesHours}</p>
    </Dialog>
  );
}
