/**
 * The loading screen pop-up (spec §2.7): heading, message, optional info
 * text, optional close button. A modal (ModalFrame), marked busy, with a
 * spinner. Without `onClose` the person waits it out: no Close button and
 * Escape does nothing, because closing would only hide work still running
 * (e.g. the import's 'This may take up to 1 minute. The page will
 * automatically refresh ...').
 */
import type { ReactNode } from 'react';
import { ModalFrame } from './ModalFrame';
import { Spinner } from './Spinner';
import { spinnerCss } from './Spinner.css';
import { useSheet } from './useSheet';

interface LoadingOverlayProps {
  open: boolean;
  heading: ReactNode;
  message: ReactNode;
  info?: ReactNode;
  onClose?: () => void;
}

export function LoadingOverlay({ open, heading, message, info, onClose }: LoadingOverlayProps) {
  useSheet(spinnerCss, 'common');
  if (!open) return null;
  return (
    <ModalFrame heading={heading} description={message} onClose={onClose} closeButton={onClose !== undefined} busy>
      <div className="sp-loading__body">
        <Spinner decorative />
        {info && <p className="sp-loading__info">{info}</p>}
      </div>
    </ModalFrame>
  );
}
