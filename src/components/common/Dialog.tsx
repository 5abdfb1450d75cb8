/**
 * A modal dialog on the native <dialog> element (showModal, useModal.ts), so
 * the rest of the page is inert and the dialog sits in the top layer, even
 * from inside a shadow root. Its frame's look is ModalFrame.css.ts, shared
 * with the small stand-ins that show before a pop-up's code has arrived.
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
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { Icon } from './Icon';
import { useModal } from './useModal';
import { declarePopupSheets } from './popupSheets';
import { useSheet } from './useSheet';
import { useMessages } from '../i18n/useMessages';
import { commonMessages } from './commonMessages';
import { dialogCss } from './Dialog.css';
import { modalFrameCss } from './ModalFrame.css';
import { Heading, HeadingLevelProvider, useHeadingLevel } from './headings';

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
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  heading,
  outline = 'own',
  description,
  variant = 'modal',
  closeOnEscape = true,
  showCloseButton = true,
  initialFocus,
  returnFocus,
  footer,
  busy,
  className,
  children,
}: DialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const modal = useModal({ contentRef, closeRef, initialFocus, returnFocus, closeOnEscape, onEscape: () => onClose('escape') });
  const headingId = useId();
  const descriptionId = useId();
  const level = useHeadingLevel();
  const messages = useMessages(commonMessages);

  const classes = ['sp-dialog', `sp-dialog--${variant}`, className].filter(Boolean).join(' ');
  return (
    <dialog
      {...modal}
      className={classes}
      role={variant === 'alert' ? 'alertdialog' : undefined}
      aria-labelledby={headingId}
      aria-describedby={description ? descriptionId : undefined}
      aria-busy={busy || undefined}
      tabIndex={-1}
      part="dialog"
    >
      <HeadingLevelProvider level={outline === 'own' ? 2 : level}>
        <div className="sp-dialog__header">
          <Heading id={headingId} className="sp-dialog__heading">
            {heading}
          </Heading>
          {showCloseButton && (
            <button ref={closeRef} type="button" className="sp-dialog__close" aria-label={messages.close} onClick={() => onClose('close-button')}>
              <Icon name="close" />
            </button>
          )}
        </div>
        <div ref={contentRef} className="sp-dialog__content">
          {description && (
            <div id={descriptionId} className="sp-dialog__description">
              {description}
            </div>
          )}
          {children}
          {footer && <div className="sp-dialog__footer">{footer}</div>}
        </div>
      </HeadingLevelProvider>
    </dialog>
  );
}
