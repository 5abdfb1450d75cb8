/**
 * A dashboard page for the state and element tests: who is signed in
 * (cookies), the profile and the application services the stubbed backend
 * answers. The system date is 2026-03-10, so the active year is 2026.
 */
import { stubFetch, type FetchStub, type Route } from '../../helpers/fetch';
import { waitFor } from '../../helpers/wait';
import { queryAllByRole, queryByRole } from '../../helpers/queries';
import { controlsDecided, signIn, YEAR } from '../../helpers/page';

export const UUID = 'u-dash-1';
export const MBI = '1EG4TE5MK73';
export const EMAIL = 'ruth@example.com';

export type Who = 'guest' | 'shopper' | 'member' | 'cloaked';

/** The dashboard's users by their dashboard names (a signed-in non-member is a shopper), signed in as test/helpers/page.ts does. */
export function signInAs(who: Who): void {
  if (who !== 'guest') signIn(UUID, { cloaked: who === 'cloaked' });
}

/** The dashboard pages' config: no feature flags, the aarp brand. */
export const DASHBOARD_CONFIG = { flags: {}, brand: 'aarp' } as const;

export function enrollment(planId: string, planType: string, extra: Record<string, unknown> = {}) {
  return { planId, planName: `Plan ${planId}`, planType, planYear: YEAR, zipCode: '10001', isSubmitted: false, confirmationNo: null, status: 'Saved', ...extra };
}

/** In progress, approved (11), denied (12), an invalid status record, and one from last year. */
export const ENROLLMENTS = [
  enrollment('H1111-001-000', 'MAPD', { updateDateTime: '2026-02-01T10:00:00' }),
  enrollment('H2222-001-000', 'MAPD', { isSubmitted: true, confirmationNo: 'WS1', status: 'Submitted', updateDateTime: '2026-02-03T10:00:00' }),
  enrollment('S3333-001-000', 'PDP', { isSubmitted: true, confirmationNo: 'WS2', status: 'Submitted', updateDateTime: '2026-02-02T10:00:00' }),
  enrollment('H5555-001-000', 'SNP', { isSubmitted: true, confirmationNo: 'PB3', status: 'Submitted', updateDateTime: '2026-01-15T10:00:00', snpType: 'DSNP' }),
  enrollment('H4444-001-000', 'MAPD', { planYear: 2025, isSubmitted: true, confirmationNo: 'WS4', status: 'Submitted', updateDateTime: '2025-02-01T10:00:00' }),
];

export const STATUS_ITEMS = [
  { imageId: 'WS0001', stateCode: 11, confirmationNo: 'WS1' },
  { imageId: 'WS0002', stateCode: 12, confirmationNo: 'WS2' },
  { imageId: 'PB0003', stateCode: 5, confirmationNo: 'PB3' },
];

export const CONTACT = { phoneNumber: '1-800-555-0100', tty: '711', hoursOfOperation: '8 a.m. to 8 p.m., 7 days a week' };

export function medsuppApplication(applicationStatus: Record<string, unknown> = {}) {
  return {
    applicationStatus: {
      applicationStatus: 'IN_PROGRESS',
      applicationId: 'MSA-1',
      savedTimestamp: '2026-02-04T12:00:00',
      plans: [{ planName: 'AARP Medicare Supplement Plan G', planCode: 'G', legalEntity: 'UnitedHealthcare Insurance Company' }],
      ...applicationStatus,
    },
    applicantDemographics: { zipCode: '10001' },
    planType: 'MS',
  };
}

export function savedPlan(planId: string, planType: string, extra: Record<string, unknown> = {}) {
  return {
    planId, planName: `Plan ${planId}`, planType, planYear: YEAR, zipCode: '10001', monthlyPremium: 12,
    county: { fipsCountyCode: '061', fipsStateCode: '36', fipsCountyName: 'New York County', stateCode: 'NY' }, ...extra,
  };
}

export function recommended(planId: string, planType: string, extra: Record<string, unknown> = {}) {
  return {
    rank: '1', planId, planName: `Recommended ${planId}`, planType, planYear: YEAR, legalEntity: 'UnitedHealthcare',
    deductible: 250, drugCostAmount: 412.6, drugsCovered: '2', pharmacyIndicator: true, ...extra,
  };
}

export function preData(plans: unknown[], extra: Record<string, unknown> = {}) {
  return {
    planRecommendationObj: { location: { zipcode: '10001', selectedCounty: { stateCode: 'NY', fipsCountyCode: '061' } }, plans },
    drugs: [{ qty: 30 }, { qty: 60 }, { qty: 90 }],
    ...extra,
  };
}

export interface ProfileParts {
  plans?: unknown[];
  memberEnrolledPlans?: unknown[];
  drugs?: unknown[];
  providers?: unknown[];
  enrollments?: unknown[];
  preData?: unknown;
  isServiceOutage?: boolean;
}

function userDetails(who: Who) {
  const base = { uuid: UUID, firstName: 'Ruth', lastName: 'Park', email: EMAIL, dob: '04/12/1956', optumId: 'rpark' };
  return who === 'shopper' ? base : { ...base, mbi: MBI };
}

export function profile(who: Who, parts: ProfileParts = {}) {
  return {
    uuid: who === 'guest' ? '' : UUID,
    ...(who === 'guest' ? {} : { userDetails: userDetails(who) }),
    plansDetails: { zipCode: '10001', plans: parts.plans ?? [], savedPlans: '' },
    ...(parts.memberEnrolledPlans ? { memberEnrolledPlans: parts.memberEnrolledPlans } : {}),
    drugsAndPharmacyDetails: { drugInfoDetails: parts.drugs ?? [] },
    providersDetails: { zipCode: '10001', planYear: YEAR, providerIdList: parts.providers ?? [] },
    enrollmentsDetails: { enrollments: parts.enrollments ?? [] },
    ...(parts.preData ? { preData: parts.preData } : {}),
    ...(parts.isServiceOutage ? { isServiceOutage: true } : {}),
  };
}

export interface ServiceAnswers {
  statusItems?: unknown[] | 'fail';
  pending?: unknown[] | 'fail';
  medsupp?: unknown | 'fail' | 'none';
  contact?: unknown | 'fail';
}

/** The profile (for any Users GET) and the application services, each answering or failing with 500. */
export function routes(who: Who, parts: ProfileParts = {}, answers: ServiceAnswers = {}): Route[] {
  const fail = { status: 500, json: { message: 'boom' } };
  const or = (value: unknown, ok: unknown) => (value === 'fail' ? fail : { json: ok });
  return [
    { method: 'GET', path: /\/landrover\/api\/Users\//, json: profile(who, parts) },
    { method: 'POST', path: '/shopper-profile/api/applications/status/v1/search', ...or(answers.statusItems, { data: { applications: answers.statusItems ?? [] } }) },
    { method: 'POST', path: /\/online-enrollment\/user\/fetchEnrollmentDataByEmailId\//, ...or(answers.pending, { data: { formData: answers.pending ?? [] } }) },
    {
      method: 'GET',
      path: '/landrover/api/enrollments/medsupp/v1',
      ...or(answers.medsupp, { applications: answers.medsupp && answers.medsupp !== 'none' ? [{ response: answers.medsupp }] : [] }),
    },
    { method: 'GET', path: /\/plan-contact$/, ...or(answers.contact, { success: true, data: answers.contact ?? CONTACT }) },
  ];
}

/** A dashboard placed in the page, its shadow root once loaded, and the backend answering it. */
export interface DashboardPage {
  el: HTMLElement;
  root: ShadowRoot;
  server: FetchStub;
}

/** Signs `who` in, answers the dashboard's calls (and `before` them, any others given) and places `<sp-dashboard>`; resolves once it has loaded. */
/** Mounts the dashboard and waits for its sections and, unless `whileDeciding`, for its held controls to show. */
export async function mountDashboard(who: Who, parts: ProfileParts = {}, answers: ServiceAnswers = {}, before: Route[] = [], { whileDeciding = false } = {}): Promise<DashboardPage> {
  signInAs(who);
  const server = stubFetch([...before, ...routes(who, parts, answers)]);
  const el = document.createElement('sp-dashboard');
  document.body.append(el);
  const root = await waitFor(() => el.shadowRoot?.querySelector('.sp-dashboard:not(.sp-dashboard--loading)') && el.shadowRoot);
  if (!whileDeciding) await waitFor(() => controlsDecided(root), 'the dashboard never showed its held controls');
  return { el, root, server };
}

/** 'Your applications' once its cards show: they are held, hidden in their places, until every application source has answered. */
export function shownApplications(root: ShadowRoot, message = 'the applications never showed', heading = 'Your applications'): Promise<HTMLElement> {
  return waitFor(() => {
    const region = queryByRole(root, 'region', heading);
    return region && queryAllByRole(region, 'article').length > 0 && region;
  }, message);
}
