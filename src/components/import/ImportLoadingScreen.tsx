/**
 * The page-level loading screen while an import runs (spec §4.3): 'We are
 * finding your drugs & doctors.' and 'This may take up to 1 minute. The page
 * will automatically refresh once we have your information.' The profile,
 * the dashboard and the import dialog each render it; the first mounted
 * claims it, so the page shows one screen however many of them it holds.
 */
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { importLoadingScreenOwnerAtom, importRunningAtom } from '../../state/importRunning';
import { LoadingOverlay } from '../common/LoadingOverlay';
import { importLoadingMessages } from './importLoadingMessages';
import { useMessages } from '../i18n/useMessages';

/** True for the one element that shows the screen; a released claim passes to the next element that renders. */
function useOwnsLoadingScreen(): boolean {
  const store = useStore();
  const [id] = useState(() => Symbol('import loading screen'));
  const owner = useAtomValue(importLoadingScreenOwnerAtom);
  useEffect(() => {
    if (store.get(importLoadingScreenOwnerAtom) === null) store.set(importLoadingScreenOwnerAtom, id);
  }, [owner, store, id]);
  useEffect(
    () => () => {
      if (store.get(importLoadingScreenOwnerAtom) === id) store.set(importLoadingScreenOwnerAtom, null);
    },
    [store, id],
  );
  return owner === id;
}

interface ImportLoadingScreenProps {
  /** The import pop-up is open and shows its own loading view. */
  hidden?: boolean;
}

export function ImportLoadingScreen({ hidden = false }: ImportLoadingScreenProps) {
  const messages = useMessages(importLoadingMessages);
  const owns = useOwnsLoadingScreen();
  const running = useAtomValue(importRunningAtom);
  return <LoadingOverlay open={owns && running && !hidden} heading={messages.pageLoadingHeading} message={messages.loadingInfo} />;
}
