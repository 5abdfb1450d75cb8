/**
 * The empty doctors view (spec §2.5): the save-doctor link and, for members
 * who can import, the import link (the import dialog is another element,
 * asked for through `sp-import-requested`). Wording not shown in the spec; ours.
 */
import { Button } from '../common/Button';
import { headingTag } from '../drugs/headings';
import { useImportOffer } from '../drugs/useImportOffer';

interface ProvidersEmptyProps {
  headingLevel?: number;
  onFind: () => void;
  onImport: () => void;
}

export function ProvidersEmpty({ headingLevel, onFind, onImport }: ProvidersEmptyProps) {
  const canImport = useImportOffer();
  const Heading = headingTag(headingLevel, 1);
  return (
    <div className="sp-providers__empty" part="empty">
      <Heading className="sp-providers__empty-heading">You have no saved doctors or dentists yet</Heading>
      <p>Save your doctors and dentists to see which plans include them.</p>
      <Button variant="link" onClick={onFind}>
        Find and save a doctor
      </Button>
      {canImport && (
        <Button variant="link" onClick={onImport}>
          Import my drugs and doctors
        </Button>
      )}
    </div>
  );
}
