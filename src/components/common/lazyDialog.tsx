/**
 * Code-splits a dialog: its module is not part of the page's first load. It
 * is fetched once the page has settled after its first render (whenPageSettled),
 * so a pop-up still opens if the connection drops later; or when the
 * dialog first opens, or on `preload()` (e.g. on hover of the opener).
 * While it loads, a small modal says 'Loading' (ModalFrame: not Dialog,
 * whose code loads with the bodies); Escape on it calls the dialog's own
 * onClose. A module that fails to load is logged, and the
 * modal says so with 'Try again'; the next try (that button, or opening the
 * pop-up again) fetches it again. Never a click that silently does nothing.
 *
 * The dialog module default-exports a component taking `open` and `onClose`
 * (it renders <Dialog> itself):
 *
 *   // RemovePlanDialog.tsx
 *   export default function RemovePlanDialog({ open, onClose, plan }: Props) {
 *     return <Dialog open={open} onClose={onClose} heading="...">...</Dialog>;
 *   }
 *
 *   // SavedPlans.tsx
 *   const RemovePlanDialog = lazyDialog(() => import('./RemovePlanDialog'), 'remove plan');
 *   ...
 *   <RemovePlanDialog open={planToBeDeleted !== null} onClose={cancel} plan={planToBeDeleted} />
 *
 * Call lazyDialog once at module level (not inside a component), so the
 * loaded module is kept between openings. A dialog rendered only while open
 * is fetched ahead by `usePrefetchWhenSettled(Dialog)` in its host.
 */
import { useEffect, useReducer, useState, type ComponentType } from 'react';
import { logger } from '../../platform/logger';
import { useMessages } from '../i18n/useMessages';
import { Button } from './Button';
import { commonMessages } from './commonMessages';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyDefault } from './lazyDefault';
import { useHost } from './host';
import { ModalFrame } from './ModalFrame';
import { Spinner } from './Spinner';
import { adoptPopupSheets } from './popupSheets';
import { whenPageSettled } from './whenPageSettled';

export interface LazyDialogProps {
  open: boolean;
  onClose: () => void;
}

export type LazyDialogComponent<P extends LazyDialogProps> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Fetches each dialog's code once the page has settled (hosts that render their dialog only while it is open call
 * this), then adopts the pop-up frame's sheets into the host's shadow root, so the first opening restyles only
 * the pop-up.
 */
// The dialogs are module-level, so the first render's list is the list.
export function usePrefetchWhenSettled(...dialogs: { preload: () => Promise<unknown> }[]): void {
  const root = useHost()?.shadowRoot;
  useEffect(
    () =>
      whenPageSettled(() => {
        void Promise.all(dialogs.map((dialog) => dialog.preload())).then(() => {
          if (root) adoptPopupSheets(root);
        });
      }),
    [],
  );
}

export function lazyDialog<P extends LazyDialogProps>(load: () => Promise<{ default: ComponentType<P> }>, name = 'dialog'): LazyDialogComponent<P> {
  const code = lazyDefault(load, (error) => logger.warn(`The ${name} pop-up's code could not be loaded; it is fetched again on the next try`, { error }));

  function LazyDialog(props: P) {
    usePrefetchWhenSettled(LazyDialog);
    const [failed, setFailed] = useState(false);
    const [, showLoaded] = useReducer((n: number) => n + 1, 0);
    const { open } = props;
    const Body = code.current();

    // Asks whether this render drew the pop-up, not whether the code is in now: code that arrived after the
    // stand-in was drawn (an opening by a timer runs its effects a task later) must still replace it.
    useEffect(() => {
      if (!open) setFailed(false);
      if (!open || Body || failed) return;
      let live = true;
      code.load().then(
        () => live && showLoaded(),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [open, failed, Body]);

    if (!open) return null;
    if (!Body) return <DialogLoading onClose={props.onClose} failed={failed} onRetry={() => setFailed(false)} />;
    return (
      <ErrorBoundary name={`lazy ${name}`}>
        <Body {...props} />
      </ErrorBoundary>
    );
  }
  LazyDialog.displayName = `lazyDialog(${name})`;
  LazyDialog.preload = () => code.load().catch(() => undefined);
  return LazyDialog;
}

interface DialogLoadingProps {
  onClose: () => void;
  /** The code could not be fetched: say so and offer another try. */
  failed?: boolean;
  onRetry?: () => void;
}

/** The stand-in while a dialog's code loads, and the notice when it could not. */
export function DialogLoading({ onClose, failed = false, onRetry }: DialogLoadingProps) {
  // The spec has no text for this; the words say what happened and what to do.
  const messages = useMessages(commonMessages);
  return (
    <ModalFrame
      heading={failed ? messages.openFailedHeading : messages.loading}
      description={failed ? messages.openFailedBody : undefined}
      onClose={onClose}
      closeButton={failed}
      busy={!failed}
      footer={failed && onRetry ? <Button onClick={onRetry}>{messages.tryAgain}</Button> : undefined}
    >
      {!failed && (
        <div className="sp-loading__body">
          <Spinner label={messages.loadingPleaseWait} />
        </div>
      )}
    </ModalFrame>
  );
}
