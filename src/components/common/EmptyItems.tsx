/**
 * The empty drugs or doctors view (spec §2.4, §2.5, §8 "no drugs yet"): a
 * heading, why to save, the add action and, for members who can import, the
 * import offer. The import dialog is another element, so the offer asks the
 * host through `sp-import-requested`. Wording not shown in the spec; ours.
 */
import { headingTag } from '../drugs/headings';
import { useImportOffer } from '../drugs/useImportOffer';
import { Button } from './Button';

interface EmptyItemsProps {
  /** BEM block of the view: 'sp-drugs' or 'sp-providers'. */
  block: string;
  heading: string;
  why: string;
  addLabel: string;
  addVariant?: 'primary' | 'link';
  headingLevel?: number | undefined;
  onAdd: () => void;
  onImport: () => void;
}

const IMPORT_OFFER_TEXT = 'We can find the drugs and doctors from your claim history and add them for you.';

export function EmptyItems({ block, heading, why, addLabel, addVariant = 'primary', headingLevel, onAdd, onImport }: EmptyItemsProps) {
  const canImport = useImportOffer();
  const Heading = headingTag(headingLevel, 1);
  return (
    <div className={`${block}__empty`} part="empty">
      <Heading className={`${block}__empty-heading`}>{heading}</Heading>
      <p>{why}</p>
      <Button variant={addVariant} onClick={onAdd}>
        {addLabel}
      </Button>
      {canImport && (
        <div className={`${block}__import`}>
          <p>{IMPORT_OFFER_TEXT}</p>
          <Button variant="secondary" onClick={onImport}>
            Import my drugs and doctors
          </Button>
        </div>
      )}
    </div>
  );
}
