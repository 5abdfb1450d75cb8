/** What a regular application card offers (spec §3.5, §4.8, §4.13): its button and its premiums. Pure. */
import { regularApplicationButton, type ActionButton } from './applicationActions';
import { DEFAULT_ENROLLMENT_STATUS, ENROLLMENT_STATUS } from './enrollmentStatus';
import { isExtraHelpValueShown } from './extraHelp';
import { amountText } from './planCardRules';

/** The fields of an application the card's rules read. */
export interface ApplicationCardFacts {
  status: string;
  monthlyPremium?: string | number | null;
  lisMonthlyPremiumFormatted?: string | null;
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
 * The card's premiums. The Extra Help value follows §4.13: the flag is on,
 * extra help applies, the subsidised premium differs from the normal one,
 * and the application's status is not the default status.
 */
export function applicationPremium(application: ApplicationCardFacts, extraHelp: { featureOn: boolean; lisSubsidyLevel: string | null | undefined }): ApplicationPremium {
  const monthly = amountText(application.monthlyPremium);
  const shown = isExtraHelpValueShown({
    ...extraHelp,
    premium: monthly,
    lisPremium: application.lisMonthlyPremiumFormatted,
    enrollmentStatus: application.status,
    defaultStatus: DEFAULT_ENROLLMENT_STATUS,
  });
  return { monthly, lis: shown ? (application.lisMonthlyPremiumFormatted ?? null) : null };
}
