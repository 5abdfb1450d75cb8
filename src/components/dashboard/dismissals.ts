/**
 * Banners the person closed stay closed on reload, in this browser (the
 * agent flow keeps its own copy in session storage).
 */
import { useState } from 'react';
import { writeText } from '../../platform/storage';
import { readStoredText } from '../../platform/storedValue';
import { userStorageArea, storageKey } from '../../state/userStorageArea';

export type Dismissal = 'outage' | 'accountSetup';

function key(which: Dismissal): string {
  return which === 'outage' ? storageKey('outageClosed') : 'sp.accountSetupClosed';
}

function isDismissed(which: Dismissal): boolean {
  return readStoredText(userStorageArea(), key(which)) === 'true';
}

export function useDismissal(which: Dismissal): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(() => isDismissed(which));
  const dismiss = () => {
    writeText(userStorageArea(), key(which), 'true');
    setDismissed(true);
  };
  return [dismissed, dismiss];
}
