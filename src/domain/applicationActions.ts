/** Button and label rules of the application cards, the recommended plan and the plans page's supplement cards (spec §4.8). */
import { plansPageEnrollButton } from './enrollButton';
import { ENROLLMENT_STATUS, isInProgressStatus } from './enrollmentStatus';
import { isMedicareSupplementPlan } from './planTypes';

export type ApplicationAction = 'start' | 'continue' | 'view' | 'enroll' | 'learnMore';

/**
 * A button label's key in the catalogs. 'inProgress' is the button labelled
 * with the plan's in-progress enrollment status (§4.8).
 */
export type ButtonLabel = 'continueApplication' | 'viewApplication' | 'viewApplicationDetails' | 'startApplication' | 'enrollInPlan' | 'inProgress' | 'learnMore';

/** A button of the application rules: what it does and its label's key. */
export interface ActionButton {
  action: ApplicationAction;
  label: ButtonLabel;
  /** Enroll and application buttons are disabled in cloaked sessions. */
  disabled: boolean;
}

function button(action: ApplicationAction, label: ButtonLabel, cloaked: boolean): ActionButton {
  return { action, label, disabled: cloaked };
}

/** Regular card: 'continue' and 'saved' continue, 'view' views, anything else has no button (case-insensitive). */
export function regularApplicationButton(status: string | null | undefined, cloaked = false): ActionButton | null {
  switch ((status ?? '').trim().toLowerCase()) {
    case 'continue':
    case 'saved':
      return button('continue', 'continueApplication', cloaked);
    case 'view':
      return button('view', 'viewApplication', cloaked);
    default:
      return null;
  }
}

export interface MedsuppApplicationStatus {
  applicationStatus?: string | null;
  adjudicationStatus?: string | null;
  savedTimestamp?: string | number | null;
  statusDate?: string | number | null;
}

export interface MedsuppApplicationView {
  status: string;
  /** The label's key: 'status' for an adjudicated application, else 'lastUpdated' ('Last updated'). */
  label: 'status' | 'lastUpdated';
  /** Saved timestamp if present, else the status date when not in progress; null when none applies. */
  lastUpdated: string | number | null;
  button: ActionButton;
}

function hasValue(value: string | number | null | undefined): value is string | number {
  return value !== null && value !== undefined && value !== '';
}

/**
 * The Medicare Supplement application card. With an adjudication status it
 * shows that value under the label 'status'; otherwise 'Saved' or 'Pending'
 * under 'Last updated' (the key 'lastUpdated'). An adjudicated application is
 * decided, so its button views details whatever its application status says
 * (the spec only sets the button for the other branch).
 */
export function medsuppApplicationView(status: MedsuppApplicationStatus, cloaked = false): MedsuppApplicationView {
  const inProgress = isInProgressStatus(status.applicationStatus);
  const actionButton = inProgress
    ? button('continue', 'continueApplication', cloaked)
    : button('view', 'viewApplicationDetails', cloaked);
  const lastUpdated = hasValue(status.savedTimestamp)
    ? status.savedTimestamp
    : !inProgress && hasValue(status.statusDate)
      ? status.statusDate
      : null;
  if (hasValue(status.adjudicationStatus)) {
    return { status: status.adjudicationStatus, label: 'status', lastUpdated, button: button('view', 'viewApplicationDetails', cloaked) };
  }
  const shown = inProgress ? ENROLLMENT_STATUS.saved : ENROLLMENT_STATUS.pending;
  return { status: shown, label: 'lastUpdated', lastUpdated, button: actionButton };
}

export interface MedsuppApplication {
  applicationStatus?: (MedsuppApplicationStatus & { plans?: readonly { planName?: string | null }[] | null }) | null;
  applicantDemographics?: { zipCode?: string | null } | null;
}

/** A medsupp application matches a recommended plan with the same zip and the same plan name (case-insensitive). */
export function findMatchingMedsuppApplication<T extends MedsuppApplication>(
  applications: readonly T[],
  planName: string,
  zipCode: string,
): T | undefined {
  const name = planName.trim().toLowerCase();
  return applications.find(
    (application) =>
      application.applicantDemographics?.zipCode === zipCode &&
      (application.applicationStatus?.plans ?? []).some((plan) => (plan.planName ?? '').trim().toLowerCase() === name),
  );
}

export interface RecommendedPlanForButton {
  planId: string;
  snpType?: string | null;
  /** Supplement plan code (the suppression list may name either). */
  planCode?: string | null;
  planName: string;
  planType?: string | null;
  enrollmentStatus?: string | null;
}

export interface RecommendedPlanContext {
  zipCode: string;
  medsuppApplications: readonly MedsuppApplication[];
  startApplicationSuppressedIds: readonly string[];
  cloaked?: boolean;
  /**
   * For plans other than supplement ones: the result of isEnrollButtonShown
   * (enroll windows, enrollment allowed, acquired-plan exclusions,
   * institutional SNP, suppression), the rule the saved-plan cards follow.
   */
  enrollable: boolean;
}

/**
 * Recommended-plan button. Supplement plans: continue or view a matching
 * application, else 'Start application' unless suppressed. Other plans follow
 * the plans page's enroll button, one rule for both (§4.8): an institutional
 * SNP offers 'Learn more'; an enrollable plan 'Enroll in plan' without an
 * enrollmentStatus, or a button labelled with its in-progress status; else
 * none (outside the enroll windows, excluded, suppressed, or not allowed).
 */
export function recommendedPlanButton(plan: RecommendedPlanForButton, context: RecommendedPlanContext): ActionButton | null {
  const cloaked = context.cloaked ?? false;
  if (isMedicareSupplementPlan(plan.planType)) {
    const application = findMatchingMedsuppApplication(context.medsuppApplications, plan.planName, context.zipCode);
    if (application) {
      return isMedsuppApplicationInProgress(application.applicationStatus)
        ? button('continue', 'continueApplication', cloaked)
        : button('view', 'viewApplication', cloaked);
    }
    const suppressed = context.startApplicationSuppressedIds;
    if (suppressed.includes(plan.planId) || (!!plan.planCode && suppressed.includes(plan.planCode))) return null;
    return button('start', 'startApplication', cloaked);
  }
  const enroll = plansPageEnrollButton({ snpType: plan.snpType, enrollmentStatus: plan.enrollmentStatus, enrollable: context.enrollable, cloaked });
  if (!enroll) return null;
  if (enroll.action === 'learnMore') return button('learnMore', 'learnMore', cloaked);
  return enroll.action === 'enroll' ? button('enroll', 'enrollInPlan', cloaked) : button('continue', 'inProgress', cloaked);
}

/** Medsupp plan-state eligibility: true only when both state codes exist and match. */
export function isMedsuppPlanStateEligible(planStateCode: string | null | undefined, recommendationStateCode: string | null | undefined): boolean {
  return !!planStateCode && !!recommendationStateCode && planStateCode === recommendationStateCode;
}

export interface MedsuppEnrollInputs {
  shopperProfileScriptPresent: boolean;
  planStateCode?: string | null;
  recommendationStateCode?: string | null;
  zipCode: string;
  planCode?: string | null;
  planId: string;
  planYear: number | string;
}

export type MedsuppEnrollRoute = { kind: 'open-add-your-info' } | { kind: 'navigate'; url: string };

/** Enroll for medsupp: raise the open-add-your-info event when possible, else go to the details page with startApplication=true. */
export function medsuppEnrollRoute(inputs: MedsuppEnrollInputs): MedsuppEnrollRoute {
  if (inputs.shopperProfileScriptPresent && isMedsuppPlanStateEligible(inputs.planStateCode, inputs.recommendationStateCode)) {
    return { kind: 'open-add-your-info' };
  }
  const plan = encodeURIComponent(inputs.planCode || inputs.planId);
  const url = `/health-plans/medsupp-details.html/${encodeURIComponent(inputs.zipCode)}/${plan}/${inputs.planYear}?startApplication=true`;
  return { kind: 'navigate', url };
}

/**
 * Whether an application is listed under "Your applications" (spec §2.6, §6).
 * The spec says only that a feature flag "disable OLE save/resume" exists and
 * that flags gate the applications sections. Our reading: with save/resume
 * off, an application still being filled in cannot be resumed, so offering it
 * would be a dead end; submitted (or adjudicated) applications stay listed
 * because their status is still news to the shopper.
 */
export function isApplicationListed(inProgress: boolean, saveResumeDisabled: boolean): boolean {
  return !(saveResumeDisabled && inProgress);
}

/** A Medicare Supplement application is in progress until it is submitted or adjudicated. */
export function isMedsuppApplicationInProgress(status: MedsuppApplicationStatus | null | undefined): boolean {
  return !hasValue(status?.adjudicationStatus) && isInProgressStatus(status?.applicationStatus);
}
