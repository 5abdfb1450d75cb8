/**
 * The one confirm-removal pop-up of plans, drugs and doctors (spec §2.7): a
 * heading, what is removed, 'Remove from saved …' and 'Keep …'. The safe
 * choice takes focus first (Enter on open keeps the item); once the user
 * confirms, the pop-up is busy and its remove button disabled until the
 * caller closes it, so a second press cannot remove twice.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import type { LazyDialogProps } from './lazyDialog';

export interface ConfirmRemovalDialogProps<T> extends LazyDialogProps {
  item: T;
  heading: string;
  description?: string;
  removeLabel: string;
  keepLabel: string;
  className: string;
  onConfirm: (item: T) => void;
  returnFocus: () => HTMLElement | null | undefined;
  children: ReactNode;
}

export function ConfirmRemovalDialog<T>({ open, onClose, item, heading, description, removeLabel, keepLabel, className, onConfirm, returnFocus, children }: ConfirmRemovalDialogProps<T>) {
  // Busy for the item being removed only: the pop-up can be asked about the next item before it closes
  // for the last (its close renders as a transition), and that item's remove button must work.
  const [removingItem, setRemovingItem] = useState<{ item: T } | null>(null);
  const removing = removingItem?.item === item;
  const keepRef = useRef<HTMLButtonElement>(null);
  const confirm = () => {
    setRemovingItem({ item });
    onConfirm(item);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      heading={heading}
      {...(description ? { description } : {})}
      returnFocus={returnFocus}
      initialFocus={keepRef}
      busy={removing}
      className={className}
      footer={
        <>
          <Button onClick={confirm} disabled={removing}>
            {removeLabel}
          </Button>
          <Button ref={keepRef} variant="link" onClick={onClose}>
            {keepLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
