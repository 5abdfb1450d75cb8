/** What every call answers: typed data, or a typed failure. Nothing throws into a caller. */

export type ApiFailureKind =
  /** The server answered an error status. */
  | 'http'
  /** No answer: offline, DNS, CORS, refused connection. */
  | 'network'
  /** No answer within the call's time limit. */
  | 'timeout'
  /** The answer is not JSON or does not match the call's schema. */
  | 'schema'
  /** The answer is well formed but lacks the one thing the call returns (e.g. 'No plan contact in response'). */
  | 'empty';

export interface ApiFailure {
  kind: ApiFailureKind;
  /** HTTP status, when the server answered. */
  status?: number;
  /** The call's name, e.g. 'users.getProfile'. */
  call: string;
  message: string;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiFailure };

export function success<T>(data: T): ApiResult<T> {
  return { ok: true, data };
}

export function failure<T = never>(error: ApiFailure): ApiResult<T> {
  return { ok: false, error };
}

/** Applies `pick` to a successful result's data; a failure passes through. */
export function mapResult<T, U>(result: ApiResult<T>, pick: (data: T) => U): ApiResult<U> {
  return result.ok ? success(pick(result.data)) : result;
}
