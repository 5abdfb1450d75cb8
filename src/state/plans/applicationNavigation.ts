/**
 * Opening an application from the dashboard (spec §2.1, §4.7): a regular one
 * through the online-enrollment cookie and its enrollment page; the Medicare
 * Supplement one on its resume page.
 */
import type { MedsuppEnrollment } from '../../api/schemas/enrollment';
import type { Plan } from '../../api/schemas/plan';
import { normalizePlanType } from '../../domain/planTypes';
import { screenDate } from '../../domain/time';
import { navigation } from '../../platform/navigation';
import * as geolocationApi from '../../api/geolocation';
import { getHttp } from '../http';
import type { Application } from './applications';
import { sitePath } from '../brand';
import { launchOnlineEnrollment } from './enrollment';
import { userDetailsAtom } from '../profile';
import { msPlansStateCode, recommendationStateCode, saveShoppingContext } from './recommendations';
import { getStore, type Store } from '../store';

/** Path not shown: the Medicare Supplement application's resume page. */
export const MEDSUPP_RESUME_PATH = '/health-plans/medicare-supplement-plans/resume-application.html';

export interface MedsuppResumeInputs {
  referrer: string;
  applicantId: string;
  dob: string;
  zip: string;
  state: string;
  /** Continue resumes the application; view opens it without resume. */
  resume: boolean;
}

/** The resume page takes referrer, applicantId, DOB, zip, state and resume=true (spec §2.1). */
export function medsuppResumeUrl(inputs: MedsuppResumeInputs): string {
  const query = new URLSearchParams({
    referrer: inputs.referrer,
    applicantId: inputs.applicantId,
    DOB: inputs.dob,
    zip: inputs.zip,
    state: inputs.state,
  });
  if (inputs.resume) query.set('resume', 'true');
  return `${MEDSUPP_RESUME_PATH}?${query.toString()}`;
}

/** The application's state: a saved supplement plan's county, else the recommendation's, else looked up by zip. */
async function medsuppStateCode(zip: string, store: Store): Promise<string> {
  const known = msPlansStateCode(store) ?? recommendationStateCode(store);
  if (known) return known;
  if (!zip) return '';
  const counties = await geolocationApi.counties(getHttp(store), zip);
  return (counties.ok && counties.data[0]?.stateCode) || '';
}

/** Continue (resume=true) or view the Medicare Supplement application on its resume page. */
export async function openMedsuppApplication(application: MedsuppEnrollment, resume: boolean, store: Store = getStore()): Promise<void> {
  const zip = String(application.applicantDemographics?.zipCode ?? '');
  const url = medsuppResumeUrl({
    referrer: window.location.pathname,
    applicantId: String(application.applicationStatus.applicationId ?? ''),
    // The resume page is a screen: it takes the date of birth in screen form, whatever form the profile holds.
    dob: screenDate(store.get(userDetailsAtom)?.dob),
    zip,
    state: await medsuppStateCode(zip, store),
    resume,
  });
  saveShoppingContext(store);
  navigation.assign(sitePath(url, store));
}

/** The enrollment as the plan object the online-enrollment cookie carries. */
export function applicationPlan(application: Application): Plan {
  const county = typeof application.county === 'object' ? application.county : undefined;
  return {
    planId: application.planId,
    planName: application.planName ?? application.planId,
    planType: (normalizePlanType(application.planType) ?? 'MAPD') as Plan['planType'],
    planYear: application.planYear,
    zipCode: application.zipCode,
    ...(county ? { county } : {}),
    ...(application.snpType ? { snpType: application.snpType } : {}),
    enrollmentStatus: application.status,
  };
}

/** Continue or view a regular application: the online-enrollment cookie, then the enrollment page at `url`. */
export function openApplication(application: Application, url: string, store: Store = getStore()): void {
  const premium = application.lisMonthlyPremiumFormatted ?? (application.monthlyPremium === undefined ? null : String(application.monthlyPremium));
  launchOnlineEnrollment(applicationPlan(application), premium, url, store);
}
