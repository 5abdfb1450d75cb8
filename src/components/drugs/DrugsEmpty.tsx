/**
 * The empty drugs view (spec §2.4, §8 "no drugs yet"): the prompt to save
 * drugs and, for members who can import, the import offer. The import
 * dialog is another element, so the offer asks the host through
 * `sp-import-requested`. Wording not shown in the spec; ours.
 */
import { Button } from '../common/Button';
import { headingTag } from './headings';
import { useImportOffer } from './useImportOffer';

interface DrugsEmptyProps {
  headingLevel?: number;
  onAddDrugs: () => void;
  onImport: () => void;
}

export function DrugsEmpty({ headingLevel, onAddDrugs, onImport }: DrugsEmptyProps) {
  const canImport = useImportOffer();
  const Heading = headingTag(headingLevel, 1);
  return (
    <div className="sp-drugs__empty" part="empty">
      <Heading className="sp-drugs__empty-heading">You have no saved drugs yet</Heading>
      <p>Save your drugs to see which plans cover them and estimate what you will pay.</p>
      <Button onClick={onAddDrugs}>Add drugs</Button>
      {canImport && (
        <div className="sp-drugs__import">
          <p>We can find the drugs and doctors from your claim history and add them for you.</p>
          <Button variant="secondary" onClick={onImport}>
            Import my drugs and doctors
          </Button>
        </div>
      )}
    </div>
  );
}
