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
import type { PageOrigin } from '../../domain/pageOrigin';
import { SiteLink } from '../common/siteLinks';
import { useMessages } from '../i18n/useMessages';
import { profileMessages, type ProfileMessages } from './profileMessages';

const EmailDialog = lazyDialog(() => import('./EmailDialog'), 'email');

/** The back link's text by where the person came from. */
const BACK_LINK_KEYS: Record<PageOrigin, keyof ProfileMessages & `backTo${string}`> = {
  pharmacy: 'backToPharmacy',
  dce: 'backToDce',
  recommendation: 'backToRecommendation',
  plans: 'backToPlans',
};

interface ProfileTopBarProps {
  /** Where the person came from: it names the back link. */
  origin: PageOrigin;
  backHref: string;
  onPrint: () => void;
  onEmailSent: (emailAddress: string) => void;
}

export function ProfileTopBar({ origin, backHref, onPrint, onEmailSent }: ProfileTopBarProps) {
  const messages = useMessages(profileMessages);
  const cloaked = useAtomValue(isCloakedAtom);
  const emailOn = isFlagOn(useAtomValue(configAtom), 'emailSavedPlans');
  const [emailing, setEmailing] = useState(false);
  return (
    <div className="sp-profile__topbar sp-no-print">
      {!cloaked && (
        <SiteLink className="sp-profile__back sp-link-standalone" href={backHref}>
          {messages[BACK_LINK_KEYS[origin]]}
        </SiteLink>
      )}
      <div className="sp-profile__tools">
        {emailOn && (
          <Button variant="link" icon="email" onClick={() => setEmailing(true)} onMouseEnter={() => void EmailDialog.preload()}>
            {messages.email}
          </Button>
        )}
        <Button variant="link" icon="print" onClick={onPrint}>
          {messages.print}
        </Button>
      </div>
      <EmailDialog open={emailing} onClose={() => setEmailing(false)} onSent={onEmailSent} />
    </div>
  );
}
