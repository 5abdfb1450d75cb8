/**
 * The chosen pharmacy (spec §2.4): name and mail order or retail, whether it
 * is covered for the drug-eligible plan (spec §5.5, the coverage call of
 * §7.3; no status while unknown or when the call fails), and the
 * change-pharmacy link for that plan. With no pharmacy chosen the line says
 * so (wording not shown in the spec; ours).
 */
import { useAtomValue } from 'jotai';
import type { Plan } from '../../api/schemas/plan';
import { pharmacyAtom } from '../../state/savedItems';
import { Button } from '../common/Button';
import { useMessages } from '../i18n/useMessages';
import { drugsMessages } from './drugsMessages';
import { pharmacyKindText } from './drugText';
import { usePharmacyCoverage } from './usePharmacyCoverage';

interface PharmacyLineProps {
  /** The drug-eligible plan; without one there is no coverage status and no change-pharmacy link. */
  plan: Plan | undefined;
  onChangePharmacy: (planId: string) => void;
}

export function PharmacyLine({ plan, onChangePharmacy }: PharmacyLineProps) {
  const messages = useMessages(drugsMessages);
  const pharmacy = useAtomValue(pharmacyAtom);
  const covered = usePharmacyCoverage(plan);
  const name = pharmacy?.pharmacyName?.trim();
  return (
    <div className="sp-drugs__pharmacy" part="pharmacy">
      <p className="sp-drugs__pharmacy-text">
        <span className="sp-drugs__pharmacy-label">{messages.pharmacyLabel}</span>
        {name && pharmacy ? (
          <>
            <strong>{name}</strong> ({pharmacyKindText(pharmacy, messages)})
          </>
        ) : (
          messages.noPharmacy
        )}
      </p>
      {plan && covered !== undefined && (
        <p className={`sp-drugs__pharmacy-coverage sp-drugs__pharmacy-coverage--${covered ? 'covered' : 'not-covered'}`}>
          {covered ? messages.pharmacyCovered(plan.planName) : messages.pharmacyNotCovered(plan.planName)}
        </p>
      )}
      {/* Its place is kept while the coverage call is out, so the list below does not move when it answers (a blank
          line: the row aligns its items on their first line's baseline). */}
      {plan && pharmacy && covered === undefined && <p className="sp-drugs__coverage-pending" aria-hidden="true">&nbsp;</p>}
      {plan && (
        <Button variant="link" onClick={() => onChangePharmacy(plan.planId)}>
          {messages.changePharmacy}
        </Button>
      )}
    </div>
  );
}
