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
import { pharmacyKindText } from './drugText';
import { DRUGS_TEXTS } from './drugsTexts';
import { usePharmacyCoverage } from './usePharmacyCoverage';

interface PharmacyLineProps {
  /** The drug-eligible plan; without one there is no coverage status and no change-pharmacy link. */
  plan: Plan | undefined;
  onChangePharmacy: (planId: string) => void;
}

export function PharmacyLine({ plan, onChangePharmacy }: PharmacyLineProps) {
  const pharmacy = useAtomValue(pharmacyAtom);
  const covered = usePharmacyCoverage(plan);
  const name = pharmacy?.pharmacyName?.trim();
  return (
    <div className="sp-drugs__pharmacy" part="pharmacy">
      <p className="sp-drugs__pharmacy-text">
        <span className="sp-drugs__pharmacy-label">Pharmacy: </span>
        {name && pharmacy ? (
          <>
            <strong>{name}</strong> ({pharmacyKindText(pharmacy)})
          </>
        ) : (
          'No pharmacy selected'
        )}
      </p>
      {plan && covered !== undefined && (
        <p className={`sp-drugs__pharmacy-coverage sp-drugs__pharmacy-coverage--${covered ? 'covered' : 'not-covered'}`}>
          {covered ? DRUGS_TEXTS.pharmacyCovered(plan.planName) : DRUGS_TEXTS.pharmacyNotCovered(plan.planName)}
        </p>
      )}
      {plan && (
        <Button variant="link" onClick={() => onChangePharmacy(plan.planId)}>
          Change pharmacy
        </Button>
      )}
    </div>
  );
}
