/** Which dashboard sections show (spec §2.6, §6), as one pure rule over the page's flags. */
import { RECOMMENDATION_TYPE, type RecommendationType } from './recommendation';

export interface DashboardFlags {
  authenticated: boolean;
  serviceOutage: boolean;
  plansExist: boolean;
  drugsExist: boolean;
  providersExist: boolean;
  enrolledPlansExist: boolean;
  disableActivePlans: boolean;
  applicationsExist: boolean;
  recommendationType: RecommendationType;
  topPlanExists: boolean;
}

export interface DashboardSections {
  outage: boolean;
  accountSetup: boolean;
  activePlans: boolean;
  applications: boolean;
  recommendation: boolean;
  savedPlans: boolean;
  startRecommendation: boolean;
  mobile: boolean;
  tiles: boolean;
  findAPlan: boolean;
}

/**
 * Anonymous visitors get the tiles and the find-a-plan prompt, plus the
 * outage banner: it says signing in will not work, which matters most to
 * someone not signed in. The account-setup banner shows once a signed-in
 * person has saved anything (until closed). Saved plans show when there are
 * some; the tiles offer to add them otherwise.
 */
export function dashboardSections(flags: DashboardFlags): DashboardSections {
  const signedIn = flags.authenticated;
  return {
    outage: flags.serviceOutage,
    accountSetup: signedIn && (flags.plansExist || flags.drugsExist || flags.providersExist),
    activePlans: signedIn && flags.enrolledPlansExist && !flags.disableActivePlans,
    applications: signedIn && flags.applicationsExist,
    recommendation: signedIn && flags.recommendationType === RECOMMENDATION_TYPE.hasResults && flags.topPlanExists,
    savedPlans: signedIn && flags.plansExist,
    startRecommendation: signedIn && flags.recommendationType === RECOMMENDATION_TYPE.notStarted && !flags.applicationsExist,
    mobile: signedIn && flags.plansExist,
    tiles: true,
    findAPlan: !signedIn,
  };
}
