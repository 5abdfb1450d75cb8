/**
 * A modal dialog on the native <dialog> element (showModal), so the rest of
 * the page is inert and the dialog sits in the top layer, even from inside a
 * shadow root.
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
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { deepActiveElement, tabbableWithin, tryFocus } from './focus';
import { Icon } from './Icon';
import { lockPageScroll } from './scrollLock';
import { useSheet } from './useSheet';
import { useMessages } from '../i18n/useMessages';
import { commonMessages } from './commonMessages';
import { dialogCss } from './Dialog.css';
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

export function Dialog(props: DialogProps) {
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const closingRef = useRef(false);
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;
  const headingId = useId();
  const descriptionId = useId();
  const level = useHeadingLevel();
  const messages = useMessages(commonMessages);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = deepActiveElement();
    closingRef.current = false;
    if (dialog.isConnected && !dialog.open) dialog.showModal();
    const unlock = lockPageScroll();
    const first = contentRef.current ? tabbableWithin(contentRef.current)[0] : undefined;
    if (!tryFocus(initialFocus?.current) && !tryFocus(first) && !tryFocus(closeRef.current)) tryFocus(dialog);
    return () => {
      closingRef.current = true;
      if (dialog.open) dialog.close();
      unlock();
      if (!tryFocus(opener)) tryFocus(returnFocusRef.current?.());
    };
    // Runs once per opening: later prop changes must not move focus again.
  }, []);

  const requestEscape = () => {
    if (closeOnEscape) onClose('escape');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A control inside (a menu, a nested dialog) may have used the key already.
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      requestEscape();
    } else if (event.key === 'Tab') {
      wrapTab(event, dialogRef.current);
    }
  };

  // Other close requests (e.g. a platform back gesture) arrive as `cancel`.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    requestEscape();
  };

  // The browser may still close the dialog itself (repeated close requests):
  // keep what the caller decided.
  const onNativeClose = () => {
    const dialog = dialogRef.current;
    if (closingRef.current || !dialog) return;
    if (closeOnEscape) onClose('escape');
    else if (dialog.isConnected) dialog.showModal();
  };

  const classes = ['sp-dialog', `sp-dialog--${variant}`, className].filter(Boolean).join(' ');
  return (
    <dialog
      ref={dialogRef}
      className={classes}
      role={variant === 'alert' ? 'alertdialog' : undefined}
      aria-labelledby={headingId}
      aria-describedby={description ? descriptionId : undefined}
      aria-busy={busy || undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
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

/** Keeps Tab inside: from the last control to the first, Shift+Tab the other way. */
function wrapTab(event: KeyboardEvent, dialog: HTMLDialogElement | null): void {
  if (!dialog) return;
  const tabbable = tabbableWithin(dialog);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    reveal(last);
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    reveal(first);
  }
}

/**
 * Focuses a control and scrolls it into view: focusing the control that
 * already has focus (a pop-up with one control) scrolls nothing, and at
 * 400% zoom it may have been scrolled out of a tall pop-up (WCAG 2.4.11).
 */
function reveal(control: HTMLElement): void {
  control.focus();
  control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
