/**
 * Code-splits a dialog: its module is fetched the first time the dialog
 * opens (or when `preload()` is called, e.g. on hover of the opener), not
 * with the page. While it loads, a small modal says 'Loading'; Escape on it
 * calls the dialog's own onClose. A module that fails to load is logged and
 * nothing is shown.
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
 * loaded module is kept between openings.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Dialog } from './Dialog';
import { ErrorBoundary } from './ErrorBoundary';
import { Spinner } from './Spinner';

export interface LazyDialogProps {
  open: boolean;
  onClose: () => void;
}

export type LazyDialogComponent<P extends LazyDialogProps> = ComponentType<P> & { preload: () => Promise<unknown> };

export function lazyDialog<P extends LazyDialogProps>(load: () => Promise<{ default: ComponentType<P> }>, name = 'dialog'): LazyDialogComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => (loading ??= load());
  const Body = lazy(loadOnce) as unknown as ComponentType<P>;

  function LazyDialog(props: P) {
    if (!props.open) return null;
    return (
      <ErrorBoundary name={`lazy ${name}`}>
        <Suspense fallback={<DialogLoading onClose={props.onClose} />}>
          <Body {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  LazyDialog.displayName = `lazyDialog(${name})`;
  LazyDialog.preload = () => loadOnce().catch(() => undefined);
  return LazyDialog;
}

/** The fallback while a dialog's code loads. */
export function DialogLoading({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open heading="Loading" onClose={onClose} showCloseButton={false} busy className="sp-loading">
      <div className="sp-loading__body">
        <Spinner label="Loading, please wait." />
      </div>
    </Dialog>
  );
}
