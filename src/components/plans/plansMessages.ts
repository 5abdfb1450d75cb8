/**
 * The plans area's English texts (see ../i18n/messages.ts): the
 * plans view and panel and the plan cards (the plan pop-ups' own texts are in
 * planDialogsMessages.ts, loaded with them). The spec's
 * texts are letter for letter; where the spec names a text without its
 * wording, ours (noted in the domain rule that picks it).
 */
import type { DrugCoverageBullet } from '../../domain/marketingBullets';
import type { PlanFigureKind } from '../../domain/planBenefits';
import type { LegalEntityDisclaimer, MedsuppFootnote, PlanYearToggleOption, SnpEligibility, SnpNotice } from '../../domain/planCardRules';
import { defineMessages } from '../i18n/messages';

const SNP_ELIGIBILITY: Record<SnpEligibility, string> = {
  medicaid: 'Medicaid required',
  chronicCondition: 'Chronic condition required',
  nursingHomeCare: 'Nursing home level of care required',
};

const PLAN_FIGURES: Record<PlanFigureKind, string> = {
  outOfPocketMaximum: 'Out-of-pocket maximum',
  tier1PreferredGeneric: 'Tier 1: Preferred Generic',
  tier1InitialCoverage: 'Tier 1 Initial Coverage Stage',
};

const SNP_MESSAGES: Record<SnpNotice, string> = {
  isnp: 'This plan is for people who live in a nursing home or need that level of care at home. Call us to learn whether you qualify.',
  csnp: 'This plan is for people with certain chronic conditions. You will be asked to confirm your condition when you enroll.',
};

const FOOTNOTES: Record<MedsuppFootnote, string> = {
  14: 'High-deductible plan: you pay a deductible before the plan pays.',
  10: 'Wellness extras plan: includes added wellness services.',
};

const DISCLAIMERS: Record<LegalEntityDisclaimer, string> = {
  insuranceCompany: 'Insured by UnitedHealthcare Insurance Company, Horsham, PA.',
  insuranceCompanyOfAmerica: 'Insured by UnitedHealthcare Insurance Company of America, Hartford, CT.',
};

export const plansMessages = defineMessages('plans', {
  // The plans view and the panel
  loadingPlans: 'Loading your saved plans',
  heading: 'Your saved plans',
  emptyText: 'Looks like no saved plans',
  browseAllPlans: 'Browse all plans',
  maHeading: 'Medicare Advantage Plans',
  pdpHeading: 'Medicare Prescription Drug Plans',
  snpHeading: 'Medicare Special Needs Plans',
  msHeading: 'Medicare Supplement Insurance Plans',
  panelHeading: 'Saved plans',
  panelPremium: (amount: string) => `Monthly premium ${amount}`,
  comparePlans: 'Compare plans',
  planYear: 'Plan year',
  planYearOption: ({ year, starts }: PlanYearToggleOption) =>
    starts === 'novemberOrDecember' ? `Plans starting in November or December ${year}` : `January ${year} or later`,
  loadingMedsupp: 'Loading Medicare Supplement plans',
  unavailableHeading: 'Plan Card Unavailable for ... Medicare Supplement Insurance Plans',
  unavailableBody: (phone: string) =>
    `We are working hard to get you the information you need. Please check back soon. You can also call ${phone}/TTY 711 to speak with a licensed insurance agent/producer who can help.`,
  close: 'Close',

  // A plan card
  /** What a link or button names after its text for screen readers: ' for {plan}'. */
  forPlan: (planName: string) => ` for ${planName}`,
  snpEligibility: (eligibility: SnpEligibility) => SNP_ELIGIBILITY[eligibility],
  snpMessage: (notice: SnpNotice) => SNP_MESSAGES[notice],
  monthlyPremium: 'Monthly premium',
  monthlyPremiumWithExtraHelp: 'Monthly premium with Extra Help',
  extraHelpLink: 'How Extra Help lowers this premium',
  notAvailable: 'Not available',
  benefitsNotFound: 'Benefits not found !!',
  optionalRiders: 'Optional riders',
  showMoreBenefits: 'Show more benefits',
  planFigure: (kind: PlanFigureKind) => PLAN_FIGURES[kind],
  showFewerBenefits: 'Show fewer benefits',
  drugCoverageBullet: (coverage: DrugCoverageBullet): string => (coverage === 'none' ? 'No prescription drug coverage' : 'Prescription drug coverage'),
  providerCoverage: (covered: number, total: number) => `Doctors and dentists: ${covered} of ${total} covered`,
  addDrugs: 'Add your drugs to see drug costs',
  estimatedAnnualDrugCost: 'Estimated annual drug cost',
  averageMonthlyDrugCost: 'Average monthly drug cost',
  /** Shown instead of the drug cost figures when the pharmacy's cost is not shown (spec §5.5); wording ours. */
  pharmacyCostHidden: "Your pharmacy is not in this plan's network, so its drug costs are not shown.",
  /** The same, for a pharmacy that counts as covered as the preferred mail-service pharmacy while outside the network. */
  mailServiceCostHidden: "Your mail-service pharmacy is covered by this plan, but it is outside the plan's network, so its drug costs are not shown.",
  drugsCovered: (covered: number, total: number) => `Drugs covered: ${covered} of ${total}`,
  viewDrugPricing: 'View drug pricing',
  viewPlanDetails: 'View plan details',
  /** After 'View plan details' for screen readers. */
  detailsFor: (planName: string) => ` for ${planName}`,
  remove: 'Remove',
  /** After 'Remove' for screen readers. */
  removeFor: (planName: string) => ` ${planName} from saved plans`,
  /** Where a removed plan was, as the removal announcement says it. */
  savedIn: 'your saved plans',
  learnMore: 'Learn more',
  enrollInPlan: 'Enroll in plan',
  startApplication: 'Start application',
  continueApplication: 'Continue your application',
  viewApplication: 'View application',
  /** A plans-page continue button says the plan's in-progress enrollment status as the service gives it. */
  enrollmentInProgress: (status: string) => status,
  cloakedReason: 'Enrollment is not available while customer service is viewing this profile.',
  footnote: ', footnote ',
  footnotes: 'Footnotes',
  medsuppFootnote: (footnote: MedsuppFootnote) => FOOTNOTES[footnote],
  planFCNotice: 'Plans C and F are available only to those first eligible for Medicare before January 1, 2020.',
  legalEntityDisclaimer: (entity: LegalEntityDisclaimer) => DISCLAIMERS[entity],
});

export type PlansMessages = typeof plansMessages.en;

declare module '../i18n/messages' {
  interface Catalogs {
    plans: typeof plansMessages;
  }
}
