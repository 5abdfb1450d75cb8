/**
 * The sign-out confirmation (spec §2.7): a sign-out button and a cancel
 * link, focus held inside. Loaded only when it opens (lazyDialog).
 * Signing out leaves the page on success; on failure (logged by the
 * sign-out action, spec §4.14) the dialog closes and the user stays.
 */
import { useState } from 'react';
import { Button } from '../common/Button';
import { Dialog } from '../common/Dialog';
import type { LazyDialogProps } from '../common/lazyDialog';
import { signOut } from '../../state/signOut';
import { useMessages } from '../i18n/useMessages';
import { profileDialogsMessages } from './profileDialogsMessages';
import { profileMessages } from './profileMessages';

export default function SignOutDialog({ open, onClose }: LazyDialogProps) {
  const [busy, setBusy] = useState(false);
  const messages = useMessages(profileMessages);
  const dialogMessages = useMessages(profileDialogsMessages);
  const confirm = async () => {
    setBusy(true);
    const signedOut = await signOut();
    setBusy(false);
    if (!signedOut) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      variant="alert"
      heading={dialogMessages.signOutHeading}
      description={dialogMessages.signOutDescription}
      busy={busy}
      footer={
        <>
          <Button onClick={() => void confirm()} disabled={busy}>
            {messages.signOut}
          </Button>
          <Button variant="link" onClick={onClose}>
            {dialogMessages.cancel}
          </Button>
        </>
      }
    />
  );
}
