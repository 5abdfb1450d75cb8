/**
 * "Shown once, then hidden through a stored flag" (spec §2.7). One flag per
 * variant, so someone who saw the guest toast still sees the signed-in one
 * once after signing in. Kept where the user's browser data lives (local
 * storage; session storage in the agent flow), so sign-out, which clears
 * browser storage, lets the guest toast show once again.
 */
import { writeText } from '../../platform/storage';
import { readStoredText } from '../../platform/storedValue';
import { userStorageArea } from '../../state/userStorageArea';
import type { ToastVariant } from './toastMessages';

export function toastShownKey(variant: ToastVariant): string {
  return `sp.toastShown.${variant}`;
}

export function wasToastShown(variant: ToastVariant): boolean {
  return readStoredText(userStorageArea(), toastShownKey(variant)) === 'true';
}

export function markToastShown(variant: ToastVariant): void {
  writeText(userStorageArea(), toastShownKey(variant), 'true');
}
