/**
 * The profile page shell (spec §2.2): title, top bar, account banner, side
 * navigation and the current view, the FAQ and the Medicare Supplement
 * disclosures. The views themselves are the other elements
 * (<sp-saved-plans>, <sp-drug-list>, <sp-provider-list>), rendered as tags
 * (see nestedElements.tsx).
 *
 * The view follows the URL hash (profileView state). Without a view in the
 * hash the page starts on plans, or on drugs when the user returns from the
 * drug cost estimator or the pharmacy search (origin.ts).
 */
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useEmit } from '../common/host';
import { VIEW_CHANGED } from '../../state/hostEvents';
import { LiveRegion, useAnnouncer } from '../common/LiveRegion';
import { SiteBanner } from '../common/SiteBanner';
import { Spinner } from '../common/Spinner';
import { useStartup } from '../common/useStartupAndContent';
import { useMedsuppFavouritesRefresh } from '../plans/useMedsuppFavourites';
import { isMemberProfile } from '../../domain/profileType';
import { configAtom, isFlagOn } from '../../state/config';
import { lisSubsidyLevelAtom } from '../../state/plans/extraHelp';
import { activeYearAtom } from '../../state/planYear';
import { userDetailsAtom } from '../../state/profile';
import { loadApplications } from '../../state/plans/applicationLoading';
import { isApplicationsExistsAtom } from '../../state/plans/applications';
import { profileViewAtom, showProfileView, startProfileViewSync, syncProfileViewWithLocation } from '../../state/profile/profileView';
import { isPlansExistsAtom } from '../../state/savedPlans';
import { isAuthenticatedAtom, isCloakedAtom, sessionAtom } from '../../state/session';
import { isExtraHelpWidgetShown } from '../../domain/extraHelp';
import { ImportLoadingScreen } from '../import/ImportLoadingScreen';
import { Disclosures } from './Disclosures';
import { NestedElement } from './nestedElements';
import { backLinkFor, opensDrugsView, pageOrigin } from '../../domain/pageOrigin';
import { GuestBanner, SignedInBanner } from './ProfileBanners';
import { ProfileFaq } from './ProfileFaq';
import { ProfileTopBar } from './ProfileTopBar';
import { SideExtras, SideNav } from './SideNav';
import { isSavedPlansPanelShown, type ProfileView } from '../../domain/profileViews';
import { VIEW_ELEMENTS } from './views';
import { profileCss } from './Profile.css';
import { useSheet } from '../common/useSheet';
import { useMessages } from '../i18n/useMessages';
import { profileMessages } from './profileMessages';

function useProfileView(startView: ProfileView): ProfileView {
  const store = useStore();
  // Before the view is first read, so the page neither shows nor loads a wrong view first.
  useState(() => syncProfileViewWithLocation(startView, store));
  const view = useAtomValue(profileViewAtom);
  useEffect(() => startProfileViewSync(startView, store), [startView, store]);
  const emit = useEmit();
  const shown = useRef<ProfileView | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== view) emit(VIEW_CHANGED, { view });
    shown.current = view;
  }, [view, emit]);
  return view;
}

/** Print shows the saved plans: from another view it switches to plans, then prints once that view is on screen. */
function usePrintSavedPlans(view: ProfileView): () => void {
  const store = useStore();
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending || view !== 'plans') return undefined;
    const frame = requestAnimationFrame(() => {
      setPending(false);
      window.print();
    });
    return () => cancelAnimationFrame(frame);
  }, [pending, view]);
  return () => {
    if (view === 'plans') {
      window.print();
      return;
    }
    showProfileView('plans', store);
    setPending(true);
  };
}

/**
 * "Applications exist" by the dashboard's rule (listed applications or a
 * Medicare Supplement application). The panel rule only asks on the plans
 * view, so the applications load there, once the signed-in profile is in.
 */
function useApplicationsExist(view: ProfileView): boolean {
  const ready = useStartup() === 'ready';
  const authenticated = useAtomValue(isAuthenticatedAtom);
  useEffect(() => {
    if (ready && authenticated && view === 'plans') void loadApplications();
  }, [ready, authenticated, view]);
  return useAtomValue(isApplicationsExistsAtom);
}

function useSideRules(view: ProfileView) {
  const config = useAtomValue(configAtom);
  const cloaked = useAtomValue(isCloakedAtom);
  const user = useAtomValue(userDetailsAtom);
  const lisSubsidyLevel = useAtomValue(lisSubsidyLevelAtom);
  const isApplicationsExists = useApplicationsExist(view);
  const isPlansExists = useAtomValue(isPlansExistsAtom);
  return {
    showExtraHelp: isExtraHelpWidgetShown({
      featureOn: isFlagOn(config, 'lisChanges'),
      cloaked,
      isMember: user !== undefined && isMemberProfile(user),
      lisSubsidyLevel,
    }),
    showSavedPlansPanel: isSavedPlansPanelShown({ view, isApplicationsExists, isPlansExists }),
  };
}

export function Profile() {
  useSheet(profileCss);
  const status = useStartup();
  const messages = useMessages(profileMessages);
  return (
    <>
      {status === 'notLoaded' ? <Spinner label={messages.loading} labelVisible className="sp-profile__loading" /> : <ProfileShell />}
      {/* The sign-in's member import runs before the profile loads (spec §4.2, §4.3). */}
      <ImportLoadingScreen />
    </>
  );
}

function ProfileShell() {
  const store = useStore();
  const [origin] = useState(() => pageOrigin(document.referrer, window.location.search));
  const view = useProfileView(opensDrugsView(origin) ? 'drugs' : 'plans');
  const isGuest = useAtomValue(sessionAtom).isGuest;
  const activeYear = useAtomValue(activeYearAtom);
  const side = useSideRules(view);
  useMedsuppFavouritesRefresh();
  const print = usePrintSavedPlans(view);
  const { message, announce } = useAnnouncer();
  const messages = useMessages(profileMessages);
  return (
    <div className="sp-profile" part="profile">
      <div className="sp-profile__header">
        <ProfileTopBar
          origin={origin}
          backHref={backLinkFor(origin, activeYear).href}
          onPrint={print}
          onEmailSent={(emailAddress) => announce(messages.emailSent(emailAddress))}
        />
        <LiveRegion message={message} visible className="sp-profile__message sp-no-print" />
        {/* The page's own title (the profile is the whole page); its other headings start at h2 below it. */}
        <h1 className="sp-profile__title">{isGuest ? messages.titleGuest : messages.titleAuthenticated}</h1>
        <SiteBanner />
        <div className="sp-no-print">{isGuest ? <GuestBanner /> : <SignedInBanner />}</div>
      </div>
      <div className="sp-profile__layout">
        <SideNav view={view} onSelect={(next) => showProfileView(next, store)} />
        {/* No landmark of its own: the view element is the region, named by its level-2 heading. */}
        <div className="sp-profile__main" data-view={view} part="main">
          <NestedElement key={view} name={VIEW_ELEMENTS[view]} className="sp-profile__view" attributes={{ 'heading-level': '2' }} />
        </div>
        <SideExtras {...side} />
      </div>
      <div className="sp-profile__footer">
        <ProfileFaq />
        <Disclosures />
      </div>
    </div>
  );
}
