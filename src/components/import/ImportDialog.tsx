/**
 * <sp-import-dialog>'s root: opens the import pop-up for an eligible member
 * when the host's `open` attribute is set (also by its show() method; the
 * element hands it down as the `open` prop) or a
 * `sp-import-requested` window event arrives (the drug and provider lists'
 * empty states send it), tells the page what was imported, and shows the
 * page-level loading screen while an import runs with the pop-up closed.
 */
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useRef } from 'react';
import type { ImportOutcome } from '../../state/memberImport';
import { importEligibleAtom } from '../../state/importEligible';
import { importRunningAtom } from '../../state/importRunning';
import { importRequestedAtom } from '../../state/import/importRequest';
import { announceItemsImported } from '../../state/itemsImported';
import { lazyDialog } from '../common/lazyDialog';
import { useHost } from '../common/host';
import { useStartup } from '../common/useStartupAndContent';
import type { ImportDialogBodyProps } from './ImportDialogBody';
import { ImportLoadingScreen } from './ImportLoadingScreen';

const ImportDialogBody = lazyDialog<ImportDialogBodyProps>(() => import('./ImportDialogBody'), 'data import');

function announceImported(outcome: ImportOutcome): void {
  if (outcome.kind === 'added') announceItemsImported({ drugs: outcome.drugs, providers: outcome.providers });
}

/** `open`: whether the element carries its `open` attribute. */
export function ImportDialog({ open: openAttribute = false }: { open?: boolean }) {
  useStartup();
  const host = useHost();
  const eligible = useAtomValue(importEligibleAtom);
  const running = useAtomValue(importRunningAtom);
  const [requested, setRequested] = useAtom(importRequestedAtom);
  const wasOpen = useRef(false);

  // Eligibility decides whether the pop-up may open: requests wait while the profile loads, and an
  // ineligible member never sees it. Once open it stays until the member closes it: the import it runs
  // records this month's agreement date, and the reloaded profile is then ineligible, but the member
  // must still read the result.
  const asked = openAttribute || requested;
  const open = asked && (wasOpen.current || (eligible && !running));
  wasOpen.current = open;

  const close = useCallback(() => {
    setRequested(false);
    host?.removeAttribute('open');
  }, [host]);

  return (
    <>
      <ImportDialogBody open={open} onClose={close} onOutcome={announceImported} />
      <ImportLoadingScreen hidden={open} />
    </>
  );
}
