/**
 * What an application card shows (spec §3.5, §4.8), worked out with the
 * domain's rules. Pure helpers the domain lacks are named here for its owner.
 */
import type { Application } from '../../state/applications';
import type { MedsuppEnrollment } from '../../api/schemas/enrollment';
import { medsuppApplicationView, regularApplicationButton, type ActionButton, type MedsuppApplicationView } from '../../domain/applicationActions';
import { enrollmentSavedTime } from '../../domain/enrollment';
import { DEFAULT_ENROLLMENT_STATUS, ENROLLMENT_STATUS } from '../../domain/enrollmentStatus';
import { isExtraHelpValueShown } from '../../domain/extraHelp';
import { amountText } from '../../domain/planCardRules';
import { formatSavedText, formatTimestamp } from '../../domain/format';
import { parseInstantText } from '../../domain/time';
import { logger } from '../../platform/logger';

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
export function applicationPremium(application: Application, extraHelp: { featureOn: boolean; lisSubsidyLevel: string | null | undefined }): ApplicationPremium {
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

export function applicationButton(application: Application, cloaked: boolean): ActionButton | null {
  return regularApplicationButton(applicationButtonStatus(application.status), cloaked);
}

/** A timestamp that cannot be formatted is logged and shows as empty text (spec §8). */
function formattedOrEmpty(text: string, value: unknown): string {
  if (text === '') logger.error('Timestamp formatting failed', { value });
  return text;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** 'saved {date} CST' from the enrollment's saved time; '' when it has none, or one that cannot be formatted (logged). */
export function applicationSavedText(application: Application): string {
  if (isBlank(application.updateDateTime) && isBlank(application.lastSaved)) return '';
  const time = enrollmentSavedTime(application);
  return formattedOrEmpty(time === null ? '' : formatSavedText(time), application.updateDateTime ?? application.lastSaved);
}

/** A timestamp as the card shows it; '' when it cannot be formatted (logged). */
export function timestampText(value: string | number | null): string | null {
  if (value === null) return null;
  const instant = typeof value === 'number' ? value : parseInstantText(value);
  return formattedOrEmpty(instant === null ? '' : formatTimestamp(instant), value);
}

export interface MedsuppCardView extends MedsuppApplicationView {
  planName: string;
  lastUpdatedText: string | null;
}

export function medsuppCardView(application: MedsuppEnrollment, cloaked: boolean): MedsuppCardView {
  const view = medsuppApplicationView(application.applicationStatus, cloaked);
  const plan = application.applicationStatus.plans?.[0];
  return {
    ...view,
    planName: plan?.planName ?? 'Medicare Supplement Insurance application',
    lastUpdatedText: timestampText(view.lastUpdated),
  };
}
