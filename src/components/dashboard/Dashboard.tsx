/**
 * <sp-dashboard>, the overview page (spec §2.6): its sections stacked in the
 * spec's order, each shown by its rule (domain/dashboardSections.ts), in a two-column card
 * grid from medium screens up.
 */
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { loadApplications } from '../../state/plans/applicationLoading';
import { isApplicationsExistsAtom } from '../../state/plans/applications';
import { configAtom, isFlagOn } from '../../state/config';
import { isServiceOutageAtom, plansDetailsAtom } from '../../state/profile';
import { ensureRecommendationWidget, recommendationTypeAtom, stopRecommendationWidgetPoll, topRecommendedPlanAtom } from '../../state/plans/recommendations';
import { enrolledPlansAtom, isPlansExistsAtom } from '../../state/savedPlans';
import { isDrugsExistsAtom, isProvidersExistsAtom } from '../../state/savedItems';
import { isAuthenticatedAtom } from '../../state/session';
import { SiteBanner } from '../common/SiteBanner';
import { Spinner } from '../common/Spinner';
import { useStartup } from '../common/useStartupAndContent';
import { useMedsuppFavouritesRefresh } from '../plans/useMedsuppFavourites';
import { ImportLoadingScreen } from '../import/ImportLoadingScreen';
import { PlanDialogs } from '../plans/PlanDialogs';
import { ActivePlans } from './ActivePlans';
import { Applications } from './Applications';
import { AccountSetupBanner, ServiceOutageBanner } from './DashboardBanners';
import { EntityTiles } from './EntityTiles';
import { FindAPlan, MobilePlansBlock, StartRecommendation } from './Prompts';
import { Recommendation } from './Recommendation';
import { SavedPlansSection } from './SavedPlansSection';
import { dashboardSections } from '../../domain/dashboardSections';
import { dashboardCss } from './Dashboard.css';
import { useSheet } from '../common/useSheet';
import { useMessages } from '../i18n/useMessages';
import { dashboardMessages } from './dashboardMessages';

function useDashboardSections() {
  const topPlan = useAtomValue(topRecommendedPlanAtom);
  const sections = dashboardSections({
    authenticated: useAtomValue(isAuthenticatedAtom),
    serviceOutage: useAtomValue(isServiceOutageAtom) === true,
    plansExist: useAtomValue(isPlansExistsAtom),
    drugsExist: useAtomValue(isDrugsExistsAtom),
    providersExist: useAtomValue(isProvidersExistsAtom),
    enrolledPlansExist: useAtomValue(enrolledPlansAtom).length > 0,
    disableActivePlans: isFlagOn(useAtomValue(configAtom), 'disableActivePlans'),
    applicationsExist: useAtomValue(isApplicationsExistsAtom),
    recommendationType: useAtomValue(recommendationTypeAtom),
    topPlanExists: topPlan !== undefined,
  });
  return { sections, topPlan };
}

/** Loads the applications once the signed-in profile is in, and the supplement widget for a supplement top plan. */
function useDashboardLoads(ready: boolean, authenticated: boolean, hasTopPlan: boolean) {
  useEffect(() => {
    if (ready && authenticated) void loadApplications();
  }, [ready, authenticated]);
  useEffect(() => {
    if (!ready || !authenticated || !hasTopPlan) return undefined;
    ensureRecommendationWidget();
    return () => stopRecommendationWidgetPoll();
  }, [ready, authenticated, hasTopPlan]);
}

/** Its sections' headings take the element's heading level (2 to 5, so the cards one below reach h6 at most). */
export function Dashboard() {
  useSheet(dashboardCss);
  return (
    <>
      <DashboardBody />
      {/* The sign-in's member import runs before the profile loads (spec §4.2, §4.3). */}
      <ImportLoadingScreen />
    </>
  );
}

function DashboardBody() {
  const status = useStartup();
  const { sections, topPlan } = useDashboardSections();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const zipCode = useAtomValue(plansDetailsAtom)?.zipCode;
  const messages = useMessages(dashboardMessages);
  const ready = status === 'ready' || status === 'error';
  useDashboardLoads(status === 'ready', authenticated, topPlan !== undefined);
  useMedsuppFavouritesRefresh();

  if (!ready) {
    return (
      <div className="sp-dashboard sp-dashboard--loading" part="dashboard">
        <Spinner label={messages.loading} />
      </div>
    );
  }
  return (
    <div className="sp-dashboard" part="dashboard">
      <SiteBanner />
      {sections.outage && <ServiceOutageBanner />}
      {sections.accountSetup && <AccountSetupBanner zipCode={zipCode} />}
      {sections.activePlans && <ActivePlans />}
      {sections.applications && <Applications />}
      {sections.recommendation && topPlan && <Recommendation plan={topPlan} />}
      {sections.savedPlans && <SavedPlansSection />}
      {sections.startRecommendation && <StartRecommendation />}
      {sections.mobile && <MobilePlansBlock zipCode={zipCode} />}
      {sections.findAPlan && <FindAPlan />}
      {sections.tiles && <EntityTiles zipCode={zipCode} />}
      {/* Once for the whole page: saved plans, applications and the recommendation all open these (each still loads on first open). */}
      <PlanDialogs />
    </div>
  );
}
