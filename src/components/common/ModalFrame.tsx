/**
 * The frame of every modal pop-up, written once: the native <dialog> opened
 * with showModal (useModal: the page behind inert, focus held and returned,
 * page scroll locked), a header with the heading and the Close button, and
 * the content with its description and actions row. Dialog builds every
 * pop-up on it. On its own it is the small modal that stands in while there
 * is nothing else to show: a pop-up whose code is still loading, or could
 * not be (lazyDialog's DialogLoading), and the loading screen
 * (LoadingOverlay). It loads with the page; Dialog's own code loads with the
 * pop-up bodies.
 *
 * `onEscape` given: Escape calls it; without it the person waits it out.
 * `onCloseButton` given: the Close button shows, and calls it.
 */
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useMessages } from '../i18n/useMessages';
import { commonMessages } from './commonMessages';
import { FIRST_HEADING_LEVEL, Heading, HeadingLevelProvider } from './headings';
import { Icon } from './Icon';
import { modalFrameCss } from './ModalFrame.css';
import { useModal } from './useModal';
import { useSheet } from './useSheet';

export interface ModalFrameProps {
  heading: ReactNode;
  /** Short text under the heading; becomes the pop-up's description. */
  description?: ReactNode;
  onEscape?: () => void;
  onCloseButton?: () => void;
  /** Marks the content as loading (aria-busy). */
  busy?: boolean;
  /** Actions row at the bottom. */
  footer?: ReactNode;
  children?: ReactNode;
  /** The level of the heading and of the outline inside: h2 unless given (a pop-up starts its own outline: the page behind it is inert). */
  level?: number;
  /** 'alertdialog' for a pop-up that asks for an answer (time-out, confirmations). */
  role?: 'alertdialog';
  /** Classes beside the frame's own. */
  className?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocus?: () => HTMLElement | null | undefined;
}

export function ModalFrame({ heading, description, onEscape, onCloseButton, busy = false, footer, children, level = FIRST_HEADING_LEVEL, role, className, initialFocus, returnFocus }: ModalFrameProps) {
  useSheet(modalFrameCss, 'common');
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const modal = useModal({ contentRef, closeRef, initialFocus, returnFocus, closeOnEscape: onEscape !== undefined, onEscape: () => onEscape?.() });
  const headingId = useId();
  const descriptionId = useId();
  const messages = useMessages(commonMessages);
  return (
    <dialog
      {...modal}
      className={className ? `sp-dialog ${className}` : 'sp-dialog'}
      role={role}
      aria-labelledby={headingId}
      aria-describedby={description ? descriptionId : undefined}
      aria-busy={busy || undefined}
      tabIndex={-1}
      part="dialog"
    >
      <HeadingLevelProvider level={level}>
        <div className="sp-dialog__header">
          <Heading id={headingId} className="sp-dialog__heading">{heading}</Heading>
          {onCloseButton && (
            <button ref={closeRef} type="button" className="sp-dialog__close" aria-label={messages.close} onClick={onCloseButton}>
              <Icon name="close" />
            </button>
          )}
        </div>
        <div ref={contentRef} className="sp-dialog__content">
          {description && <div id={descriptionId} className="sp-dialog__description">{description}</div>}
          {children}
          {footer && <div className="sp-dialog__footer">{footer}</div>}
        </div>
      </HeadingLevelProvider>
    </dialog>
  );
}
