/**
 * The chosen pharmacy (spec §2.4): name and mail order or retail, with the
 * change-pharmacy link for the drug-eligible plan. With no pharmacy chosen
 * the line says so (wording not shown in the spec; ours).
 */
import { useAtomValue } from 'jotai';
import { pharmacyAtom } from '../../state/savedItems';
import { Button } from '../common/Button';
import { pharmacyKindText } from './drugText';

interface PharmacyLineProps {
  /** The drug-eligible plan; without one there is no change-pharmacy link. */
  planId: string | undefined;
  onChangePharmacy: (planId: string) => void;
}

export function PharmacyLine({ planId, onChangePharmacy }: PharmacyLineProps) {
  const pharmacy = useAtomValue(pharmacyAtom);
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
      {planId && (
        <Button variant="link" onClick={() => onChangePharmacy(planId)}>
          Change pharmacy
        </Button>
      )}
    </div>
  );
}
