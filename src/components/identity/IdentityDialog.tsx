/**
 * <sp-identity-dialog>'s root: for a signed-in user with a telesales profile
 * type not created by an agent (spec §4.4), opens the confirm-identity pop-up
 * by itself once per browser session, after the server has said how many
 * attempts remain. The pop-up's code is not part of the page's first load
 * (lazyDialog: fetched once the page is idle, or when it opens).
 */
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { logger } from '../../platform/logger';
import { identityConfirmationNeededAtom, invalidTelesalesTypeAtom, loadIdentityStatus, markIdentityPromptShown, wasIdentityPromptShown } from '../../state/identity/identity';
import { useEmit } from '../common/host';
import { IDENTITY_CONFIRMED } from '../../state/hostEvents';
import { lazyDialog } from '../common/lazyDialog';
import { useStartup } from '../common/useStartupAndContent';
import type { IdentityDialogBodyProps } from './IdentityDialogBody';

const IdentityDialogBody = lazyDialog<IdentityDialogBodyProps>(() => import('./IdentityDialogBody'), 'confirm identity');

export function IdentityDialog() {
  useStartup();
  const needed = useAtomValue(identityConfirmationNeededAtom);
  const emit = useEmit();
  const [open, setOpen] = useState(false);
  const invalidType = useAtomValue(invalidTelesalesTypeAtom);

  useEffect(() => {
    if (invalidType !== null) logger.error('Invalid telesales profile type; confirm identity not shown', invalidType);
  }, [invalidType]);

  useEffect(() => {
    if (!needed || wasIdentityPromptShown()) return undefined;
    let cancelled = false;
    void loadIdentityStatus().then((status) => {
      if (cancelled || status.alreadyMerged || wasIdentityPromptShown()) return;
      markIdentityPromptShown();
      setOpen(true);
    });
    return () => {
      cancelled = true;
    };
  }, [needed]);

  return <IdentityDialogBody open={open} onClose={() => setOpen(false)} onConfirmed={() => emit(IDENTITY_CONFIRMED)} />;
}
