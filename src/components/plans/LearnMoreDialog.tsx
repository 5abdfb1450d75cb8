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

export const SALES_HOURS = '7 a.m. to 7 p.m. CT, 7 days a week';

interface LearnMoreDialogProps extends LazyDialogProps {
  plan: Plan;
}

export default function LearnMoreDialog({ open, onClose, plan }: LearnMoreDialogProps) {
  const phone = enrollPhoneNumber(plan);
  return (
    <Dialog open={open} onClose={onClose} heading="Call to enroll" className="sp-learn-more" footer={<Button variant="secondary" onClick={onClose}>Close</Button>}>
      <p>To learn more about {plan.planName} or to enroll, call a licensed insurance agent:</p>
      <p className="sp-learn-more__phone">
        <a href={`tel:${phone.replace(/[^\d]/g, '')}`}>{phone}</a> (TTY 711)
      </p>
      <p>{SALES_HOURS}</p>
    </Dialog>
  );
}
