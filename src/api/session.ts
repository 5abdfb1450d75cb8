/**
 * Who is signed in, asked of the API (not in the spec; see paths.ts
 * `session`): the browser sends the session cookie with the call
 * (credentials 'include'), so a page on another origin than the API learns
 * the session the API's own pages would read from their cookies. A family of
 * its own, apart from the Users family, so a page that only needs to know
 * who is using it (the toast) loads no profile code.
 */
import type { Http } from './http';
import { paths } from './paths';
import type { ApiResult } from './result';
import { SessionAnswerSchema, type SessionAnswer } from './schemas/session';

/** GET /landrover/api/session/v1, never from a cache (the hook's no-cache applies). */
export function whoAmI(http: Http): Promise<ApiResult<SessionAnswer>> {
  return http.send('session.whoAmI', SessionAnswerSchema, 'get', paths.session());
}
