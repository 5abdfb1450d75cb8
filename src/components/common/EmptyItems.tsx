/**
 * The empty drugs or doctors view (spec §2.4, §2.5, §8 "no drugs yet"): a
 * heading, why to save, the add action and, for members who can import, the
 * import offer. The import dialog is another element, so the offer asks the
 * host through `sp-import-requested`. Wording not shown in the spec; ours.
 */
import { useAtomValue } from 'jotai';
import { importEligibleAtom } from '../../state/importEligible';
import { Heading } from './headings';
import { useMessages } from '../i18n/useMessages';
import { Button } from './Button';
import { commonMessages } from './commonMessages';

interface EmptyItemsProps {
  /** BEM block of the view: 'sp-drugs' or 'sp-providers'. */
  block: string;
  heading: string;
  why: string;
  addLabel: string;
  addVariant?: 'primary' | 'link';
  onAdd: () => void;
  onImport: () => void;
}

export function EmptyItems({ block, heading, why, addLabel, addVariant = 'primary', onAdd, onImport }: EmptyItemsProps) {
  // The one import eligibility rule, as the pop-up and the sign-in import apply it.
  const canImport = useAtomValue(importEligibleAtom);
  const messages = useMessages(commonMessages);
  return (
    <div className={`${block}__empty`} part="empty">
      <Heading className={`${block}__empty-heading`}>{heading}</Heading>
      <p>{why}</p>
      <Button variant={addVariant} onClick={onAdd}>
        {addLabel}
      </Button>
      {canImport && (
        <div className={`${block}__import`}>
          <p>{messages.importOffer}</p>
          <Button variant="secondary" onClick={onImport}>
            {messages.importAction}
          </Button>
        </div>
      )}
    </div>
  );
}
