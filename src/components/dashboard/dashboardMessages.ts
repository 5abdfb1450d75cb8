/**
 * The dashboard area's English texts (see ../i18n/messages.ts).
 * The recommendation tooltip's texts are not shown in the spec (§2.7); they
 * are written here.
 */
import type { ButtonLabel } from '../../domain/applicationActions';
import { ENROLLMENT_STATUS, type EnrollmentStatusKey } from '../../domain/enrollmentStatus';
import { countText, formatCount } from '../../domain/locale';
import type { RecommendationTooltipVariant } from '../../domain/recommendation';
import { defineMessages } from '../i18n/messages';

const BUTTONS: Record<ButtonLabel, string> = {
  continueApplication: 'Continue your application',
  viewApplication: 'View application',
  viewApplicationDetails: 'View application details',
  startApplication: 'Start application',
  enrollInPlan: 'Enroll in plan',
  inProgress: ENROLLMENT_STATUS.inProgress,
  learnMore: 'Learn more',
};

/** The English statuses are the spec's display values themselves (§4.7). */
const STATUSES: Record<EnrollmentStatusKey, string> = ENROLLMENT_STATUS;

const TOOLTIPS: Record<RecommendationTooltipVariant, string> = {
  medicareSupplement:
    'This Medicare Supplement Insurance plan best matches your answers. It helps pay costs Original Medicare does not, and you can see any doctor who accepts Medicare.',
  standAloneDrugPlan:
    'This Medicare Prescription Drug Plan best matches your answers. It covers your drugs at the lowest estimated yearly cost at your pharmacy, and works alongside Original Medicare.',
  specialNeedsPlan:
    'This Medicare Special Needs Plan best matches your answers. It is built for people with certain health needs or coverage, such as Medicaid or a chronic condition.',
  medicareAdvantage:
    'This Medicare Advantage plan best matches your answers about your doctors, drugs and costs. It combines hospital and medical coverage, and often drug coverage, in one plan.',
};

const counted = (count: number, one: string, other: string) => countText('en', count, { one, other });
const twoDigits = (value: number) => String(value).padStart(2, '0');

export const dashboardMessages = defineMessages('dashboard', {
  loading: 'Loading your account',

  outageHeading: 'Service outage',
  outageBody: (phone: string) =>
    `Our sign-in service is unavailable right now, so you may not be able to sign in or see your saved items. Please try again later, or call ${phone} (TTY 711) for help.`,
  accountSetupHeading: 'Your account is set up',
  accountSetupBody: 'Your saved items are kept in your account, so you can pick up where you left off on any device.',
  browseAllPlans: 'Browse all plans',
  viewSavedPlans: 'View saved plans',

  activePlanHeading: 'Your active plan',
  viewPlanDetails: 'View plan details',
  /** Read after 'View plan details' by screen readers only. */
  forPlan: (planName: string) => ` for ${planName}`,
  coverageStarted: 'Coverage started',
  /** A calendar date (no time of day): '01/01/2026'. */
  calendarDate: (year: number, month: number, day: number) => `${twoDigits(month)}/${twoDigits(day)}/${year}`,
  monthlyPremium: 'Monthly premium',

  applicationsHeading: 'Your applications',
  status: 'Status',
  planYear: 'Plan year',
  monthlyPremiumWithExtraHelp: 'Monthly premium with Extra Help',
  confirmationNumber: 'Confirmation number',
  lastUpdated: 'Last updated',
  medsuppApplicationName: 'Medicare Supplement Insurance application',
  /** The denied card's line; the TTY number and the hours come with the plan's contact, when it has them. */
  deniedContact: (phone: string, tty: string | null | undefined, hours: string | null | undefined) =>
    `Questions about this decision? Call the plan at ${phone}${tty ? ` (TTY ${tty})` : ''}${hours ? `, ${hours}` : ''}.`,
  enrollmentStatus: (status: EnrollmentStatusKey) => STATUSES[status],
  button: (label: ButtonLabel) => BUTTONS[label],
  /** Why enroll and application buttons are off in a cloaked session (the plans page says the same). */
  cloakedReason: 'Enrollment is not available while customer service is viewing this profile.',

  recommendationHeading: 'Your recommended plan',
  /** Screen readers hear 'Ranked #1'; the eye sees '#1'. */
  rankedPrefix: 'Ranked ',
  rank: (rank: string) => `#${rank}`,
  whyThisPlan: 'Why this plan?',
  deductible: 'Deductible',
  estimatedAnnualDrugCost: 'Estimated annual drug cost',
  drugsCovered: 'Drugs covered',
  drugsCoveredOf: (covered: string, priced: number) => `${covered} of ${formatCount('en', priced)}`,
  yourPharmacy: 'Your pharmacy',
  inNetwork: 'In network',
  outOfNetwork: 'Out of network',
  notAvailable: 'Not available',
  seeAllRecommendationResults: 'See all your recommendation results',
  editPreferences: 'Edit your preferences',
  tooltipHeading: 'Why we recommend this plan',
  tooltipText: (variant: RecommendationTooltipVariant) => TOOLTIPS[variant],
  close: 'Close',

  savedPlansHeading: 'Your saved plans',
  seeAllSavedPlans: 'See all your saved plans',

  startRecommendationHeading: 'Find the plan that fits you',
  startRecommendationBody: 'Answer a few questions about your doctors, drugs and budget, and we will recommend plans that match what matters to you.',
  getRecommendation: 'Get a plan recommendation',
  keepShoppingHeading: 'Keep shopping',
  keepShoppingBody: (count: number) => `You have ${counted(count, 'saved plan', 'saved plans')}. Compare them side by side or keep browsing.`,
  compareSavedPlans: 'Compare saved plans',
  browseMorePlans: 'Browse more plans',
  findAPlanHeading: 'Find a Medicare plan',
  findAPlanBody: 'Shop plans in your area, save the ones you like, and sign in any time to keep them in your account.',
  findAPlan: 'Find a plan',

  tilesHeading: 'Your saved items',
  savedPlansCount: (count: number) => counted(count, 'saved plan', 'saved plans'),
  addPlans: 'Add plans',
  addPlansText: 'Save plans you like to compare them later.',
  browsePlans: 'Browse plans',
  savedDrugsCount: (count: number) => counted(count, 'saved drug', 'saved drugs'),
  addDrugs: 'Add drugs',
  addDrugsText: 'Add your drugs to see what they cost in each plan.',
  addYourDrugs: 'Add your drugs',
  viewSavedDrugs: 'View saved drugs',
  savedProvidersCount: (count: number) => counted(count, 'saved doctor or dentist', 'saved doctors and dentists'),
  addDoctors: 'Add doctors',
  addDoctorsText: 'Add your doctors and dentists to see which plans include them.',
  addYourDoctors: 'Add your doctors',
  viewSavedProviders: 'View saved doctors and dentists',
});

export type DashboardMessages = typeof dashboardMessages.en;

declare module '../i18n/messages' {
  interface Catalogs {
    dashboard: typeof dashboardMessages;
  }
}
