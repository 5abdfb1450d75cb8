/**
 * The account banners (spec §2.2, §6): a guest is asked to create an account
 * or sign in; a signed-in user is greeted and offered manage profile, member
 * benefits (members, by feature flags, new tab; phones only with
 * memberBenefitsButtonMobile) and sign out (with its confirmation).
 */
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Banner } from '../common/Banner';
import { Button, LinkButton } from '../common/Button';
import { lazyDialog } from '../common/lazyDialog';
import { isMemberProfile } from '../../domain/profileType';
import { isPresent } from '../../domain/storedValue';
import { configAtom, isFlagOn } from '../../state/config';
import { userDetailsAtom } from '../../state/profile';
import { REGISTRATION_PATH, SIGN_IN_PATH } from '../../state/session';
import { SiteLink } from '../common/siteLinks';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '../common/useMediaQuery';
import { useMessages } from '../i18n/useMessages';
import { profileMessages } from './profileMessages';

export const MANAGE_PROFILE_PATH = '/manage-profile';
export const MEMBER_BENEFITS_PATH = '/hsid-member-portal-redirection';

const SignOutDialog = lazyDialog(() => import('./SignOutDialog'), 'sign out');

/** Sign-in brings the user back to this page and view. */
function signInHref(): string {
  const { pathname, search, hash } = window.location;
  return `${SIGN_IN_PATH}?returnUrl=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
}

export function GuestBanner() {
  const messages = useMessages(profileMessages);
  return (
    <Banner heading={messages.guestHeading} className="sp-profile__banner">
      <p>{messages.guestBody}</p>
      <div className="sp-profile__banner-actions">
        <LinkButton href={REGISTRATION_PATH}>{messages.createAccount}</LinkButton>
        <SiteLink className="sp-link-standalone" href={signInHref()}>{messages.signIn}</SiteLink>
      </div>
    </Banner>
  );
}

export function SignedInBanner() {
  const user = useAtomValue(userDetailsAtom);
  const config = useAtomValue(configAtom);
  const [signingOut, setSigningOut] = useState(false);
  const messages = useMessages(profileMessages);
  // A base account has no name; one stored as the text 'undefined' or 'null' has none either (spec §4.1).
  const firstName = isPresent(user?.firstName) ? user.firstName.trim() : undefined;
  // Member benefits link (members only): on wide screens it shows when
  // `memberBenefits` is on; on narrow ones (below 64em, the profile's phone
  // layout) it needs `memberBenefitsButtonMobile` too, `memberBenefits`
  // staying the link's master switch. The media query follows zoom: at 200%
  // a laptop counts as narrow.
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const showMemberBenefits = isFlagOn(config, 'memberBenefits') && user !== undefined && isMemberProfile(user)
    && (wide || isFlagOn(config, 'memberBenefitsButtonMobile'));
  return (
    <Banner heading={messages.hello(firstName)} className="sp-profile__banner">
      <div className="sp-profile__banner-actions">
        <SiteLink className="sp-link-standalone" href={MANAGE_PROFILE_PATH}>{messages.manageProfile}</SiteLink>
        {showMemberBenefits && (
          <LinkButton variant="secondary" href={MEMBER_BENEFITS_PATH} newTab>
            {messages.memberBenefits}
          </LinkButton>
        )}
        <Button variant="link" onClick={() => setSigningOut(true)} onMouseEnter={() => void SignOutDialog.preload()}>
          {messages.signOut}
        </Button>
      </div>
      <SignOutDialog open={signingOut} onClose={() => setSigningOut(false)} />
    </Banner>
  );
}
