/**
 * The small modal that stands in for a pop-up while there is nothing else to
 * show: a pop-up whose code is still loading, or could not be (lazyDialog's
 * DialogLoading), and the loading screen (LoadingOverlay). It looks like
 * Dialog (the same frame sheet) and behaves like it (useModal: focus held and
 * returned, page scroll locked), without Dialog's own code, so that code
 * loads with the pop-up bodies rather than with the page.
 *
 * `onClose` given: Escape calls it, and `closeButton` adds the Close button;
 * without it the person waits it out.
 */
import { useId, useRef, type ReactNode } from 'react';
import { useMessages } from '../i18n/useMessages';
import { commonMessages } from './commonMessages';
import { Icon } from './Icon';
import { modalFrameCss } from './ModalFrame.css';
import { useModal } from './useModal';
import { useSheet } from './useSheet';

interface ModalFrameProps {
  heading: ReactNode;
  /** Short text under the heading; becomes the pop-up's description. */
  description?: ReactNode;
  onClose?: () => void;
  closeButton?: boolean;
  /** Marks the content as loading (aria-busy). */
  busy?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
}

export function ModalFrame({ heading, description, onClose, closeButton = false, busy = false, footer, children }: ModalFrameProps) {
  useSheet(modalFrameCss, 'common');
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const modal = useModal({ contentRef, closeRef, closeOnEscape: onClose !== undefined, onEscape: () => onClose?.() });
  const headingId = useId();
  const descriptionId = useId();
  const messages = useMessages(commonMessages);
  // A modal starts its own heading outline at h2, as Dialog's pop-ups do (the page behind it is inert).
  return (
    <dialog {...modal} className="sp-dialog sp-loading" aria-labelledby={headingId} aria-describedby={description ? descriptionId : undefined} aria-busy={busy || undefined} tabIndex={-1} part="dialog">
      <div className="sp-dialog__header">
        <h2 id={headingId} className="sp-dialog__heading">{heading}</h2>
        {closeButton && onClose && (
          <button ref={closeRef} type="button" className="sp-dialog__close" aria-label={messages.close} onClick={onClose}>
            <Icon name="close" />
          </button>
        )}
      </div>
      <div ref={contentRef} className="sp-dialog__content">
        {description && <div id={descriptionId} className="sp-dialog__description">{description}</div>}
        {children}
        {footer && <div className="sp-dialog__footer">{footer}</div>}
      </div>
    </dialog>
  );
}
