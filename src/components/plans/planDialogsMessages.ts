/**
 * The plan pop-ups' own English texts (see ../i18n/messages.ts): remove
 * plan, drug pricing and learn more. Apart from the plans area's catalog
 * (plansMessages.ts, which they also read) because only the pop-ups' bodies
 * use them, and those load after the page's first render. The spec's texts
 * are letter for letter.
 */
import { defineMessages } from '../i18n/messages';

export const planDialogsMessages = defineMessages('planDialogs', {
  // The remove-plan pop-up
  removeHeading: 'Remove this plan from your saved plans?',
  removeFromSaved: 'Remove from saved plans',
  keepPlan: 'Keep plan',

  // The drug pricing pop-up
  drugPricing: 'Drug pricing',
  drugsIn: (planName: string) => `Your drugs in ${planName}`,
  drug: 'Drug',
  coverage: 'Coverage',
  tier: 'Tier',
  initialCoverageCost: 'Initial coverage cost',
  covered: 'Covered',
  notCovered: 'Not covered',
  /**
   * What a covered drug says when the plan's pharmacy-message flag applies
   * (spec §5.5; wording not shown): covered, but the chosen pharmacy is not in
   * the plan's network. A drug the plan does not cover stays 'Not covered'.
   */
  pharmacyMessage: "Covered at network pharmacies; your pharmacy is not in this plan's network",
  tierNumber: (tier: number) => `Tier ${tier}`,
  tierNotApplicable: 'Not applicable',
  /** Spec: "an all-tiers text" replaces an empty or $0 deductible; wording not shown. */
  allTiers: 'You pay no Part D deductible: your initial coverage costs apply to drugs in all tiers.',
  partDDeductible: (amount: string) => `Part D deductible: ${amount}`,

  // The learn-more (call to enroll) pop-up
  callToEnroll: 'Call to enroll',
  learnMoreIntro: (planName: string) => `To learn more about ${planName} or to enroll, call a licensed insurance agent:`,
  tty: '(TTY 711)',
  /** The sales hours of spec §9. */
  salesHours: '7 a.m. to 7 p.m. CT, 7 days a week',
});

export type PlanDialogsMessages = typeof planDialogsMessages.en;

declare module '../i18n/messages' {
  interface Catalogs {
    planDialogs: typeof planDialogsMessages;
  }
}
