/** What a regular application card offers (spec §3.5, §4.8, §4.13): its button and its premiums. Pure. */
import { regularApplicationButton, type ActionButton } from './applicationActions';
import { DEFAULT_ENROLLMENT_STATUS, ENROLLMENT_STATUS } from './enrollmentStatus';
import { extraHelpPremium } from './costs';
import { amountText } from './planCardRules';

/** The fields of an application the card's rules read. */
export interface ApplicationCardFacts {
  status: string;
  planType?: string | null;
  monthlyPremium?: string | number | null;
  lisMonthlyPremiumFormatted?: string | null;
  /** The plan's medical premium, added to the Extra Help value of non-PDP plans (§5.5). */
  medicalPremium?: string | number | null;
}

/**
 * The button status of a regular card from its display status. Not shown in
 * the spec: applications still being filled in continue; submitted, pending
 * and approved ones can be viewed; withdrawn and denied ones have nothing to
 * act on (a denied card shows the plan's contact instead), so no button.
 */
export function applicationButtonStatus(status: string): 'continue' | 'view' | null {
  switch (status) {
    case ENROLLMENT_STATUS.saved:
    case ENROLLMENT_STATUS.inProgress:
    case ENROLLMENT_STATUS.continueEnrollment:
      return 'continue';
    case ENROLLMENT_STATUS.submitted:
    case ENROLLMENT_STATUS.pending:
    case ENROLLMENT_STATUS.approved:
      return 'view';
    default:
      return null;
  }
}

export function applicationButton(application: ApplicationCardFacts, cloaked: boolean): ActionButton | null {
  return regularApplicationButton(applicationButtonStatus(application.status), cloaked);
}

export interface ApplicationPremium {
  monthly: string | null;
  /** The premium with Extra Help, only when §4.13 shows it. */
  lis: string | null;
}

/**
 * The card's premiums. The Extra Help value is the plan cards' (§5.5: 0 for
 * a subsidy figure that is not a number, two decimals, the medical premium
 * added for non-PDP plans), shown by §4.13: the flag is on, extra help
 * applies, it differs from the normal premium, and the application's status
 * is not the default status.
 */
export function applicationPremium(application: ApplicationCardFacts, extraHelp: { featureOn: boolean; lisSubsidyLevel: string | null | undefined }): ApplicationPremium {
  const lis = extraHelpPremium({
    ...extraHelp,
    premium: application.monthlyPremium,
    subsidyPremium: application.lisMonthlyPremiumFormatted,
    medicalPremium: application.medicalPremium,
    planType: application.planType,
    enrollmentStatus: application.status,
    defaultStatus: DEFAULT_ENROLLMENT_STATUS,
  });
  return { monthly: amountText(application.monthlyPremium), lis: amountText(lis) };
}
