/**
 * The top bar (spec §2.2): the back link by origin (not in cloaked
 * sessions), Email (emailSavedPlans flag) opening the email dialog, and
 * Print. Print prints the saved plans: from another view it shows the
 * plans view first.
 */
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Button } from '../common/Button';
import { lazyDialog } from '../common/lazyDialog';
import { configAtom, isFlagOn } from '../../state/config';
import { isCloakedAtom } from '../../state/session';
import type { BackLink } from '../../domain/pageOrigin';
import { SiteLink } from '../common/siteLinks';

const EmailDialog = lazyDialog(() => import('./EmailDialog'), 'email');

interface ProfileTopBarProps {
  backLink: BackLink;
  onPrint: () => void;
  onEmailSent: (emailAddress: string) => void;
}

export function ProfileTopBar({ backLink, onPrint, onEmailSent }: ProfileTopBarProps) {
  const cloaked = useAtomValue(isCloakedAtom);
  const emailOn = isFlagOn(useAtomValue(configAtom), 'emailSavedPlans');
  const [emailing, setEmailing] = useState(false);
  return (
    <div className="sp-profile__topbar sp-no-print">
      {!cloaked && (
        <SiteLink className="sp-profile__back" href={backLink.href}>
          {backLink.text}
        </SiteLink>
      )}
      <div className="sp-profile__tools">
        {emailOn && (
          <Button variant="link" icon="email" onClick={() => setEmailing(true)} onMouseEnter={() => void EmailDialog.preload()}>
            Email
          </Button>
        )}
        <Button variant="link" icon="print" onClick={onPrint}>
          Print
        </Button>
      </div>
      <EmailDialog open={emailing} onClose={() => setEmailing(false)} onSent={onEmailSent} />
    </div>
  );
}
