/**
 * A modal dialog on the native <dialog> element (showModal, useModal.ts), so
 * the rest of the page is inert and the dialog sits in the top layer, even
 * from inside a shadow root. Its frame is ModalFrame, which also draws the
 * small stand-ins that show before a pop-up's code has arrived; Dialog adds
 * the outline, the alert variant and the entrance (Dialog.css.ts).
 *
 * - Labelled by its heading, described by `description` when given.
 * - On open: remembers what had focus (through shadow roots), locks page
 *   scroll (counted for nested dialogs), and focuses `initialFocus`, else the
 *   first focusable control in the content, else the Close button.
 * - Tab and Shift+Tab wrap inside the dialog instead of leaving for the
 *   browser's own controls.
 * - Escape and the Close button call `onClose`; `closeOnEscape={false}`
 *   keeps it open on Escape (e.g. the session time-out may choose this).
 * - On close (open false or unmount): scroll unlocks and focus goes back to
 *   the opener, or to `returnFocus()` when the opener is gone (a removed
 *   item's button).
 * - `variant="alert"` is an alertdialog: time-out and confirmations.
 *
 * Controlled: the caller owns `open` and sets it false in `onClose`.
 *
 *   <Dialog open={open} onClose={() => setOpen(false)} heading="Sign out?" variant="alert"
 *     footer={<><Button onClick={signOut}>Sign out</Button><Button variant="link" onClick={() => setOpen(false)}>Cancel</Button></>}>
 *     ...
 *   </Dialog>
 */
import { type ReactNode, type RefObject } from 'react';
import { ModalFrame } from './ModalFrame';
import { declarePopupSheets } from './popupSheets';
import { useSheet } from './useSheet';
import { dialogCss } from './Dialog.css';
import { modalFrameCss } from './ModalFrame.css';
import { useHeadingLevel } from './headings';

export type DialogCloseReason = 'escape' | 'close-button';

export interface DialogProps {
  open: boolean;
  onClose: (reason: DialogCloseReason) => void;
  heading: ReactNode;
  /**
   * A modal pop-up starts its own heading outline at h2 (the page behind it is
   * inert), by default; a pop-up that is its element's own content (the
   * session time-out, the extra-help pop-up) keeps the outline where it sits
   * (`outline="inherit"`), so its element's `heading-level` reaches it.
   */
  outline?: 'own' | 'inherit';
  /** Short text under the heading; becomes the dialog's description. */
  description?: ReactNode;
  variant?: 'modal' | 'alert';
  closeOnEscape?: boolean;
  showCloseButton?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocus?: () => HTMLElement | null | undefined;
  /** Actions row at the bottom. */
  footer?: ReactNode;
  /** Marks the content as loading (aria-busy). */
  busy?: boolean;
  className?: string;
  children?: ReactNode;
}

declarePopupSheets(modalFrameCss, dialogCss);

export function Dialog(props: DialogProps) {
  useSheet(modalFrameCss, 'common');
  useSheet(dialogCss, 'common');
  const { open, ...rest } = props;
  return open ? <OpenDialog {...rest} /> : null;
}

function OpenDialog({
  onClose,
  outline = 'own',
  variant = 'modal',
  closeOnEscape = true,
  showCloseButton = true,
  className,
  ...frame
}: Omit<DialogProps, 'open'>) {
  const level = useHeadingLevel();
  return (
    <ModalFrame
      {...frame}
      level={outline === 'inherit' ? level : undefined}
      role={variant === 'alert' ? 'alertdialog' : undefined}
      className={className ? `sp-dialog--${variant} ${className}` : `sp-dialog--${variant}`}
      onEscape={closeOnEscape ? () => onClose('escape') : undefined}
      onCloseButton={showCloseButton ? () => onClose('close-button') : undefined}
    />
  );
}
