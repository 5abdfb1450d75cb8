/** Enrollments and applications (spec §7.2). */
import { logger } from '../platform/logger';
import type { Http } from './http';
import { paths } from './paths';
import { mapResult, type ApiResult } from './result';
import {
  APPLICATION_STATUS_PAGE_SIZE,
  ApplicationStatusResponseSchema,
  MedsuppApplicationResponseSchema,
  PendingEnrollmentsResponseSchema,
  type ApplicationStatusItem,
  type MedsuppEnrollment,
  type PendingEnrollmentForm,
} from './schemas/enrollment';

/** Spec §8 logged text, letter for letter. */
export const APPLICATION_STATUS_ERROR = 'Some error occured while fetching OLE application status.';

function applications(result: ApiResult<{ data: { applications: ApplicationStatusItem[] } }>): ApiResult<ApplicationStatusItem[]> {
  if (!result.ok) logger.error(APPLICATION_STATUS_ERROR, result.error);
  return mapResult(result, (body) => body.data.applications);
}

/** Application-system records of a member (pageSize 100); answers data.applications. */
export async function searchApplicationStatus(http: Http, mbi: string): Promise<ApiResult<ApplicationStatusItem[]>> {
  const result = await http.send('enrollments.searchApplicationStatus', ApplicationStatusResponseSchema, 'post', paths.applicationStatusSearch(), {
    json: { mbi, pageSize: APPLICATION_STATUS_PAGE_SIZE },
  });
  return applications(result);
}

/** Submitted-application status by confirmation numbers: state code and image id per application. */
export async function lookupApplicationStatus(http: Http, confirmationNumbers: readonly string[]): Promise<ApiResult<ApplicationStatusItem[]>> {
  const result = await http.send('enrollments.lookupApplicationStatus', ApplicationStatusResponseSchema, 'post', paths.applicationStatusLookup(), {
    json: { confirmationNumbers },
  });
  return applications(result);
}

/** Pending external enrollments found by e-mail; answers data.formData as a list (empty when none). */
export async function pendingEnrollmentsByEmail(http: Http, traceId: string, emailId: string): Promise<ApiResult<PendingEnrollmentForm[]>> {
  const result = await http.send('enrollments.pendingByEmail', PendingEnrollmentsResponseSchema, 'post', paths.pendingEnrollmentsByEmail(traceId), {
    json: { emailId },
  });
  return mapResult(result, (body) => body.data?.formData ?? []);
}

/** The Medicare Supplement application: applications[0].response, undefined when there is none. */
export async function medsuppApplication(http: Http): Promise<ApiResult<MedsuppEnrollment | undefined>> {
  const result = await http.send('enrollments.medsuppApplication', MedsuppApplicationResponseSchema, 'get', paths.medsuppApplication());
  return mapResult(result, (body) => body.applications[0]?.response);
}
